import { expect, test } from "@playwright/test";
import { failOnConsoleErrors } from "./support/page-guards";

// A CSP refusal (an inline script, eval, a font from a CDN) shows as a console error: any fails.
failOnConsoleErrors([]);

/**
 * The API reference at /api/docs (Swagger UI served by the app): it renders the operations from
 * the app's own OpenAPI document, with their examples, under the site's strict CSP and without
 * asking any other host for anything.
 */
test("the API reference shows the operations and their examples, within the CSP", async ({ page }) => {
  const otherHosts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname !== "localhost") otherHosts.push(request.url());
  });
  // Recorded by the browser itself, whether or not a console message is printed for it.
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  await page.goto("/api/docs");

  // Swagger UI builds the page from the ~60 operations in the browser: slow on a busy machine.
  await expect(page.getByRole("heading", { name: /Seller Content Studio API/ })).toBeVisible({
    timeout: 30_000,
  });
  const generate = page.locator(".opblock", { hasText: "/api/social-media/generate" }).first();
  await expect(generate).toBeVisible({ timeout: 30_000 });
  await expect(generate).toContainText("Write social posts for a product photo");
  // By the tag itself: another tag's description may mention bulk jobs.
  await expect(page.locator('.opblock-tag[data-tag="Bulk"]')).toBeVisible();
  await expect(page.locator('.opblock-tag[data-tag="Brand profiles"]')).toBeVisible();

  await generate.locator(".opblock-summary").click();
  // The request example is the sage-green mug.
  await expect(generate.locator(".body-param__example, .microlight").first()).toContainText("Clay & Kiln");

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  expect(otherHosts).toEqual([]);
});
