import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { ACCOUNT_EXPORT_DATASETS } from "../../src/domain/account";
import { generateSomeHistory, signUp } from "./support/accounts";
import { axeProblems } from "./support/audit";
import { layoutProblems, measureLayout, waitForPageToSettle } from "./support/layout-overflow";
import { failOnConsoleErrors, SIGNED_OUT_CHECK, toasts } from "./support/page-guards";

// A wrong password is a 400 the dialog shows; after the deletion, signing in again is a 401.
failOnConsoleErrors([
  SIGNED_OUT_CHECK,
  { path: "/api/account", status: 400 },
  { path: "/api/auth/login", status: 401 },
]);

/** The password support/accounts.ts registers every account with. */
const PASSWORD = "correct-horse-battery";
const WRONG_PASSWORD_MESSAGE = "That password is not right. Your account was not deleted.";

/**
 * /account's danger zone at a phone's and a laptop's width: "Download my data" gives a .zip of the
 * account's records (JSON and CSV) and photos; deleting asks for the password in a dialog (axe-clean),
 * refuses a wrong one next to the field and deletes nothing, and with the right one deletes the
 * account and signs out.
 */
for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Two generations, a download and argon2 checks: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);

    test("download my data, then delete the account with its password", async ({ page }) => {
      const email = await signUp(page, `data-${viewport.width}`);
      await generateSomeHistory(page);
      await page.goto("/account");
      await waitForPageToSettle(page);
      const danger = page.getByRole("region", { name: "Delete account" });

      // Download my data: a .zip of every set, as JSON and CSV, and the photo.
      const downloading = page.waitForEvent("download");
      await danger.getByRole("button", { name: "Download my data" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(await readFile(await download.path())));
      await checkExport(files, email);
      await expect(
        toasts(page).getByText(`${download.suggestedFilename()} is in your downloads folder.`),
      ).toBeVisible();

      // The dialog: axe finds nothing, and it fits the screen.
      await danger.getByRole("button", { name: "Delete my account" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
      await expect(dialog).toBeVisible();
      const password = dialog.getByLabel("Your password");
      await expect(password).toBeFocused();
      expect(await axeProblems(page, `/account at ${viewport.width} px, delete dialog open`)).toEqual([]);
      expect(layoutProblems(`delete dialog at ${viewport.width} px`, await measureLayout(page))).toEqual([]);
      await expectInside(page, dialog);

      // A wrong password: the message sits right under the field, and nothing is deleted.
      await password.fill("not-my-password");
      await dialog.getByRole("button", { name: "Delete permanently" }).click();
      const error = dialog.getByText(WRONG_PASSWORD_MESSAGE);
      await expect(error).toBeVisible();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveAttribute("aria-describedby", (await error.getAttribute("id")) ?? "no id");
      await expect(password).toBeFocused();
      const field = await password.boundingBox();
      const message = await error.boundingBox();
      expect(field && message && message.y - (field.y + field.height)).toBeGreaterThanOrEqual(0);
      expect(field && message && message.y - (field.y + field.height)).toBeLessThan(24);
      expect(await axeProblems(page, `/account at ${viewport.width} px, wrong password shown`)).toEqual([]);
      expect((await page.request.get("/api/auth/user")).status()).toBe(200);
      expect(((await (await page.request.get("/api/social-media/posts")).json()) as unknown[]).length).toBe(
        1,
      );

      // The right password: deleted, signed out, on the landing page.
      await password.fill(PASSWORD);
      await dialog.getByRole("button", { name: "Delete permanently" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(toasts(page).getByText("Your account has been deleted")).toBeVisible();
      await expect(page.getByRole("link", { name: "Login to Account" })).toBeVisible();
      const gone = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
      expect(gone.status()).toBe(401);
    });
  });
}

/** The .zip's entries: every set twice, the account's own records, one photo, no secret. */
async function checkExport(files: Record<string, Uint8Array>, email: string): Promise<void> {
  const text = (name: string) => Buffer.from(files[name] ?? []).toString("utf8");
  const names = Object.keys(files);
  expect(names).toContain("README.txt");
  for (const set of ACCOUNT_EXPORT_DATASETS) {
    expect(names).toContain(`${set}.json`);
    expect(names).toContain(`${set}.csv`);
    const records = JSON.parse(text(`${set}.json`)) as unknown[];
    const rows = parse(text(`${set}.csv`), { bom: true, columns: true }) as unknown[];
    expect(rows, set).toHaveLength(records.length);
  }
  const [account] = JSON.parse(text("account.json")) as { email: string; firstName: string }[];
  expect(account).toMatchObject({ email, firstName: "Robin" });
  const posts = JSON.parse(text("social-posts.json")) as { product: string; selectedPlatforms: string[] }[];
  expect(posts).toEqual([
    expect.objectContaining({ product: "Terracotta mug", selectedPlatforms: ["instagram", "twitter"] }),
  ]);
  const listings = JSON.parse(text("product-listings.json")) as { platform: string }[];
  expect(listings.map((listing) => listing.platform).sort()).toEqual(["etsy", "shopify"]);
  const csvPosts = parse(text("social-posts.csv"), { bom: true, columns: true }) as { product: string }[];
  expect(csvPosts.map((post) => post.product)).toEqual(["Terracotta mug"]);

  // The photo the generations used, a JPEG kept as .jpg.
  const photos = names.filter((name) => name.startsWith("photos/"));
  expect(photos).toHaveLength(1);
  expect(photos[0]).toMatch(/^photos\/[0-9a-f-]{36}\.jpg$/);
  expect(Array.from((files[photos[0] ?? ""] ?? new Uint8Array()).slice(0, 3))).toEqual([0xff, 0xd8, 0xff]);
  const photoList = JSON.parse(text("photos.json")) as { file: string; included: boolean }[];
  expect(photoList).toEqual([expect.objectContaining({ file: photos[0], included: true })]);

  const everything = names
    .filter((name) => !name.startsWith("photos/"))
    .map(text)
    .join("\n");
  expect(everything).not.toContain(PASSWORD);
  expect(everything).not.toContain("$argon2");
  expect(everything).not.toMatch(/"(passwordHash|tokenHash|sid)"/);
}

/** The dialog is wholly on screen (at 360 px too). */
async function expectInside(page: Page, dialog: ReturnType<Page["getByRole"]>): Promise<void> {
  const box = await dialog.boundingBox();
  const size = page.viewportSize();
  expect(box && size).toBeTruthy();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}
