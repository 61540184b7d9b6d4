import { expect, request, test } from "@playwright/test";
import { latestTokenFor } from "./support/mailbox";
import { failOnConsoleErrors, SIGNED_OUT_CHECK, toasts, uniqueEmail } from "./support/page-guards";

// Signed-out pages ask who is signed in (401); after the deletion the account is gone (401).
failOnConsoleErrors([SIGNED_OUT_CHECK, { path: "/api/auth/login", status: 401 }]);

/**
 * An account a seller can trust, end to end in the browser with the server's real mail (the e2e
 * server's local SMTP mailbox): register, confirm the address from the e-mailed link, forget the
 * password and reset it from its link, sign another device out, and delete the account (with its password).
 */
test("register, verify, reset the password, sign out another device, delete the account", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("account");
  const firstPassword = "lantern-orchid-47";
  const newPassword = "quiet-harbour-lamp-92";

  await page.goto("/register");
  await page.getByLabel(/^First name/).fill("Ada");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(firstPassword);
  await page.getByLabel("Confirm password").fill(firstPassword);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The banner asks for the address to be confirmed; the e-mailed link confirms it.
  await page.goto("/home");
  await expect(page.getByText(/Please confirm your e-mail address/)).toBeVisible();
  await page.goto(`/verify-email?token=${await latestTokenFor(email)}`);
  await expect(page.getByRole("heading", { name: "E-mail confirmed" })).toBeVisible();
  await page.goto("/home");
  await expect(page.getByText(/Please confirm your e-mail address/)).toHaveCount(0);

  // Forgotten password: signed out, ask for a link, follow it, choose a new password.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/If an account uses that address/)).toBeVisible();
  await page.goto(`/reset-password?token=${await latestTokenFor(email, "/reset-password")}`);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Another device signs in with the new password; /account lists it and signs it out.
  const otherDevice = await request.newContext({ baseURL });
  const signedIn = await otherDevice.post("/api/auth/login", { data: { email, password: newPassword } });
  expect(signedIn.ok()).toBe(true);
  await page.goto("/account");
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByText("This device", { exact: true })).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Sign out all other devices" }).click();
  await expect.poll(async () => (await otherDevice.get("/api/auth/user")).status()).toBe(401);
  await otherDevice.dispose();

  // Delete the account: the dialog asks for the password; it is gone, and so is the sign-in.
  await page
    .getByRole("region", { name: "Delete account" })
    .getByRole("button", { name: "Delete my account" })
    .click();
  const confirm = page.getByRole("form", { name: "Delete account" });
  await confirm.getByLabel("Your password").fill(newPassword);
  await confirm.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText("Your account has been deleted")).toBeVisible();
  const gone = await page.request.post("/api/auth/login", { data: { email, password: newPassword } });
  expect(gone.status()).toBe(401);
});
