import { expect, type Page, test } from "@playwright/test";
import { failOnConsoleErrors, SIGNED_OUT_CHECK, toasts, uniqueEmail } from "./support/page-guards";

// A wrong password answers 401 too.
// A path that is no page answers HTTP 404 (Chromium logs the document's status as an error).
failOnConsoleErrors([
  SIGNED_OUT_CHECK,
  { path: "/api/auth/login", status: 401 },
  { path: "/no-such-page", status: 404 },
]);

const landingHeading = (page: Page) => page.getByRole("heading", { level: 1, name: /6 social networks/ });

test("register, log out, log in again, and meet the 404 page", async ({ page }) => {
  const email = uniqueEmail("journey");
  const password = "correct-horse-battery";
  const firstName = "Ada";

  await page.goto("/");
  await expect(landingHeading(page)).toBeVisible();
  await page.getByRole("link", { name: "Start Free - 2 + 2 Posts" }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel(/^First name/).fill(firstName);
  await page.getByLabel(/^Last name/).fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();

  // A newcomer is welcomed, not welcomed back, and told what to do first.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
  await expect(page.getByText(/Start with a photo of something you sell/)).toBeVisible();
  await expect(toasts(page).getByText("Account created!")).toBeVisible();
  await expect(toasts(page).getByText("Welcome to Seller Content Studio! You're signed in.")).toBeVisible();

  // Still signed in after a full reload, and /home is the same page.
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(landingHeading(page)).toBeVisible();

  await page.getByRole("link", { name: "Login to Account" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();

  // Signing in again is returning: the home screen welcomes them back.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${firstName}` })).toBeVisible();
  await expect(toasts(page).getByText("Welcome back!")).toBeVisible();

  const notFound = await page.goto("/no-such-page");
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go back home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${firstName}` })).toBeVisible();
});

test("register with mismatched passwords shows the mismatch beside the confirmation and sends nothing", async ({
  page,
}) => {
  const registerCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/register") registerCalls.push(request.method());
  });

  await page.goto("/register");
  await page.getByLabel("Email").fill(uniqueEmail("mismatch"));
  await page.getByLabel("Password", { exact: true }).fill("correct-horse-battery");
  await page.getByLabel("Confirm password").fill("another-horse-battery");
  await page.getByRole("button", { name: "Create Account" }).click();

  const confirm = page.getByLabel("Confirm password");
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toHaveAccessibleDescription("Passwords do not match");
  // Beside the field only: no toast repeats it.
  await expect(page.getByText("Passwords do not match")).toHaveCount(1);
  await expect(toasts(page).locator("li")).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
  expect(registerCalls).toEqual([]);
});

test("a wrong password shows the 'Login failed' toast with the server's message", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("wrong-password");
  // Set up the account out of band (its own cookie jar), so the page starts signed out.
  const created = await request.post("/api/auth/register", {
    data: { email, password: "correct-horse-battery", firstName: "Grace" },
  });
  expect(created.status()).toBe(201);

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(toasts(page).getByText("Login failed")).toBeVisible();
  await expect(toasts(page).getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
});
