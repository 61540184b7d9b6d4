import { expect, type Page, test } from "@playwright/test";
import { axeProblems } from "./support/audit";
import { layoutProblems, measureLayout } from "./support/layout-overflow";
import { failOnConsoleErrors, SIGNED_OUT_CHECK } from "./support/page-guards";

// A CSP refusal (an inline script, eval, a font from a CDN) shows as a console error: any fails.
// The link home lands on the app's landing page, whose sign-in check answers 401 when signed out.
failOnConsoleErrors([SIGNED_OUT_CHECK]);

/** Swagger UI builds the page from the ~70 operations in the browser: slow on a busy machine. */
const RENDERED = { timeout: 30_000 };

async function openReference(page: Page) {
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Seller Content Studio API/ })).toBeVisible(RENDERED);
  const generate = page.locator(".opblock", { hasText: "/api/social-media/generate" }).first();
  await expect(generate).toBeVisible(RENDERED);
  return generate;
}

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

  const generate = await openReference(page);
  await expect(generate).toContainText("Write social posts for a product photo");
  // Its operationId, the method name a generated client gives it.
  await expect(generate).toContainText("generateSocialPosts");
  // By the tag itself: another tag's description may mention bulk jobs.
  await expect(page.locator('.opblock-tag[data-tag="Bulk"]')).toBeVisible();
  await expect(page.locator('.opblock-tag[data-tag="Brand profiles"]')).toBeVisible();

  await generate.locator(".opblock-summary-control").click();
  // The request example is the sage-green mug.
  await expect(generate.locator(".body-param__example, .microlight").first()).toContainText("Clay & Kiln");

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  expect(otherHosts).toEqual([]);
});

/**
 * On a phone (laid out as one: isMobile honours the page's viewport, or its lack, as a phone
 * does; without one the page was 980 px wide) and on a desktop: the way back to the app, no
 * sideways scrolling, and no axe violation of WCAG 2.x A/AA — on the page as it opens, with an
 * operation open in "Try it out", and with the Authorize dialog open.
 */
for (const screen of [
  { width: 360, height: 780, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
]) {
  test.describe(`the API reference at ${screen.width} px`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, isMobile: screen.isMobile });

    test("fits the screen and passes axe, closed, open in Try it out, and with the Authorize dialog", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const generate = await openReference(page);
      const problems: string[] = [];
      const check = async (where: string) => {
        problems.push(...layoutProblems(where, await measureLayout(page)));
        problems.push(...(await axeProblems(page, where)));
      };

      await check(`/api/docs at ${screen.width} px`);

      await generate.locator(".opblock-summary-control").click();
      await generate.getByRole("button", { name: "Try it out" }).click();
      await expect(generate.getByRole("textbox", { name: "Request body (JSON)" })).toBeVisible();
      // One with path and query parameters, open in "Try it out" too.
      const copySheet = page
        .locator(".opblock", { hasText: "/api/product-listings/{id}/copy-sheet" })
        .first();
      await copySheet.locator(".opblock-summary-control").click();
      await copySheet.getByRole("button", { name: "Try it out" }).click();
      await expect(copySheet.getByRole("combobox", { name: "platform (path)" })).toBeVisible();
      await check(`/api/docs at ${screen.width} px, two operations in Try it out`);

      await page.getByRole("button", { name: "Authorize" }).first().click();
      const dialog = page.locator(".dialog-ux .modal-ux");
      await expect(dialog.getByRole("heading", { name: "Available authorizations" })).toBeVisible();
      await check(`/api/docs at ${screen.width} px, the Authorize dialog`);
      await dialog.getByRole("button", { name: "Close" }).first().click();

      expect(problems, problems.join("\n")).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        screen.width,
      );
    });

    test("links back to the app", async ({ page }) => {
      await openReference(page);
      const back = page.getByRole("link", { name: "Back to Seller Content Studio" });
      await expect(back).toBeInViewport();
      await back.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("link", { name: /Seller Content Studio/ }).first()).toBeVisible();
    });
  });
}
