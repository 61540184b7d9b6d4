import { expect, type Page, test } from "@playwright/test";
import { PASSWORD_MIN_LENGTH } from "../../src/domain/auth";
import { signUp } from "./support/accounts";
import { failOnConsoleErrors, SIGNED_OUT_CHECK, toasts, uniqueEmail } from "./support/page-guards";

/**
 * Issue 19: a members' page signed out goes through sign-in and comes back; signed in, the
 * sign-in and sign-up pages lead home; what is wrong in a form is shown and focused beside its
 * field, not in a toast; the skip link comes first; a new page starts at its heading.
 */

failOnConsoleErrors([SIGNED_OUT_CHECK]);

const PASSWORD = "correct-horse-battery";

/** The element that has focus, described for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}` : "none";
  });

test("signed out, a members' page goes through sign-in and comes back to it", async ({ page, request }) => {
  const email = uniqueEmail("deep-link");
  // The account exists already (its own cookie jar): the page itself starts signed out.
  expect((await request.post("/api/auth/register", { data: { email, password: PASSWORD } })).status()).toBe(
    201,
  );

  await page.goto("/history");
  await expect(page).toHaveURL(/\/login\?next=%2Fhistory$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
  // Sign-up keeps where the visitor was heading.
  await expect(page.getByRole("link", { name: "Create one" })).toHaveAttribute(
    "href",
    "/register?next=%2Fhistory",
  );

  const entries = await page.evaluate(() => history.length);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeFocused();
  // The sign-in page was replaced, not stacked: Back does not lead to a form for a signed-in user.
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test("signed in, the sign-in and sign-up pages lead home, or to a safe next", async ({ page }) => {
  await signUp(page, "signed-in-auth-pages");
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Robin" })).toBeVisible();
  }
  await page.goto("/login?next=%2Fhistory");
  await expect(page).toHaveURL(/\/history$/);
  await page.goto("/login?next=%2F%2Fevil.example%2Fhistory");
  await expect(page).toHaveURL(/\/home$/);
});

test("a short password is shown and focused beside its field, with no toast and nothing sent", async ({
  page,
}) => {
  const registerCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/register") registerCalls.push(request.method());
  });
  await page.goto("/register");
  await page.getByLabel("Email").fill(uniqueEmail("short-password"));
  await page.getByLabel("Password", { exact: true }).fill("abcde");
  await page.getByLabel("Confirm password").fill("abcde");
  await page.getByRole("button", { name: "Create Account" }).click();

  const password = page.getByLabel("Password", { exact: true });
  const message = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  // Under the field, and read with it: its description names the message.
  await expect(password).toHaveAccessibleDescription(new RegExp(message));
  await expect(page.locator("#register-password-error")).toHaveText(message);
  // Shown once (a toast would repeat it), and no notification at all.
  await expect(page.getByText(message)).toHaveCount(1);
  await expect(toasts(page).getByRole("status")).toHaveCount(0);
  await expect(toasts(page).locator("li")).toHaveCount(0);
  expect(registerCalls).toEqual([]);

  // Fixed, the message goes as the seller types.
  await password.fill("abcdefgh-long-enough");
  await expect(page.getByText(message)).toHaveCount(0);
});

for (const { who, path, heading } of [
  { who: "signed out", path: "/contact", heading: "Contact Us" },
  { who: "signed in", path: "/home", heading: "Welcome back, Robin" },
]) {
  test(`${who}, the skip link is the first Tab stop and moves focus to the main content`, async ({
    page,
  }) => {
    if (who === "signed in") await signUp(page, "skip-link");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("main")).toHaveCount(1);

    const skip = page.getByRole("link", { name: "Skip to main content" });
    // Out of sight until it has focus.
    expect((await skip.boundingBox())?.y ?? 0).toBeLessThan(0);
    await page.keyboard.press("Tab");
    await expect(skip, `focus is on ${await focused(page)}`).toBeFocused();
    await expect.poll(async () => (await skip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);

    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
    // The next Tab continues inside the main content, past the header.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });
}

test("after following a link, focus starts at the new page's heading", async ({ page }) => {
  await signUp(page, "focus-heading");
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Robin" })).toBeVisible();
  // The first load leaves focus where the browser puts it.
  expect(await focused(page)).toBe("body");

  await page.getByRole("banner").getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeFocused();

  // With the keyboard too, and the page opens at its top.
  await page.getByRole("link", { name: "Back to Home" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Robin" })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the user manual's quick start works signed out and signed in", async ({ page }) => {
  await page.goto("/user-manual#quick-start");
  const quickStart = page.getByRole("region", { name: "Quick start" });
  // As a reader does, wait for the page to open at the section and settle: the jump to
  // #quick-start lands after "load", and a link clicked while the page hydrates was seen to go
  // nowhere about one time in five (see the issue 19 note: to be found in the product, not here).
  await expect(quickStart).toBeInViewport();
  await page.waitForLoadState("networkidle");
  await quickStart.locator('a[href="/register"]').click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();

  await signUp(page, "quick-start");
  await page.goto("/user-manual#quick-start");
  await expect(page.getByRole("region", { name: "Quick start" })).toBeInViewport();
  await page.getByRole("region", { name: "Quick start" }).locator('a[href="/home"]').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Robin" })).toBeFocused();
});
