import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { signUp } from "./support/accounts";
import { layoutProblems, measureLayout } from "./support/layout-overflow";
import { failOnConsoleErrors } from "./support/page-guards";

/**
 * After generating, a seller posts (issue 19): a real photograph through the upload dialog, social
 * posts for four networks, X's share link carrying the caption as edited, a preview as Instagram
 * shows it, the .zip of photo and posts read back, and the hand-off to the listing page, on a
 * phone-sized screen without sideways scrolling.
 */

failOnConsoleErrors([]);

const PHOTO = "tests/fixtures/quality/photos/espresso-cup-coffee.png";

/** Uploads the photo through the page's own upload dialog, as a person would. */
async function uploadPhoto(page: Page) {
  await page.getByRole("button", { name: /^(Add a product photo|Upload Image)$/ }).click();
  const dialog = page.locator(".uppy-Dashboard");
  await dialog
    .locator("input[type=file]")
    .first()
    .setInputFiles({ name: "espresso-cup.png", mimeType: "image/png", buffer: await readFile(PHOTO) });
  // Some versions of the dialog upload on choosing; others ask to confirm first.
  const changeImage = page.getByRole("button", { name: "Change Image" });
  const confirm = dialog.getByRole("button", { name: /^Upload 1 file/ });
  await expect(changeImage.or(confirm)).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(changeImage).toBeVisible();
}

test("post from the results: X link with the edited caption, a preview, the .zip, and on to listings", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signUp(page, "post-results");
  await page.goto("/social-content");
  await uploadPhoto(page);
  await page.getByLabel("What are you selling?").fill("Espresso cup");
  for (const label of ["Facebook", "LinkedIn"]) await page.getByRole("checkbox", { name: label }).uncheck();
  const generated = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/social-media/generate") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Generate Content" }).click();
  expect((await generated).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 2, name: "Generated Content" })).toBeVisible();

  // X: the share link carries the caption, and follows an edit.
  const xCard = page.locator('[data-platform="twitter"]');
  const xPost = xCard.getByRole("textbox", { name: "X (Twitter) post" });
  const shareOnX = xCard.getByRole("link", { name: "Share on X (Twitter) (opens in a new tab)" });
  const sharedText = async () =>
    new URL((await shareOnX.getAttribute("href")) ?? "").searchParams.get("text");
  expect(await sharedText()).toBe(await xPost.inputValue());
  await expect(shareOnX).toHaveAttribute("target", "_blank");
  await expect(shareOnX).toHaveAttribute("rel", "noopener noreferrer");
  const edited = "Our espresso cup is back: small, warm, made for slow mornings ☕ #espresso #coffee";
  await xPost.fill(edited);
  expect(await sharedText()).toBe(edited);
  expect(await shareOnX.getAttribute("href")).toContain(encodeURIComponent("made for slow mornings"));

  // Instagram takes no post from a link: copy and save instead; the preview shows the photo.
  const instagram = page.locator('[data-platform="instagram"]');
  await expect(instagram.getByRole("link")).toHaveCount(0);
  await expect(instagram.getByRole("button", { name: "Copy caption for Instagram" })).toBeVisible();
  await expect(instagram.getByRole("button", { name: "Download photo for Instagram" })).toBeVisible();
  await instagram.getByRole("button", { name: "Preview Instagram post" }).click();
  const preview = instagram.getByRole("figure", { name: "Preview of your Instagram post" });
  await expect(preview).toBeVisible();
  const photo = preview.getByRole("img", { name: "Your product, as it will be posted" });
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(preview).toContainText("yourshop");
  const problems = layoutProblems(
    "social results at 360 px, Instagram preview open",
    await measureLayout(page),
  );
  expect(problems).toEqual([]);

  // The .zip: saved edits first, then the photo and one file per network, read back.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download photo & captions (.zip)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^espresso-cup-social-posts-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files)).toEqual([
    "espresso-cup-photo.png",
    "instagram.txt",
    "x-twitter.txt",
    "pinterest.txt",
    "tiktok.txt",
    "all-captions.txt",
  ]);
  // The photo as the app keeps it: its clean copy, still a PNG (a PNG keeps its format).
  const zippedPhoto = files["espresso-cup-photo.png"] ?? new Uint8Array();
  expect(strFromU8(zippedPhoto.subarray(1, 4))).toBe("PNG");
  expect(strFromU8(files["x-twitter.txt"] ?? new Uint8Array())).toBe(`${edited}\n`);
  const readme = strFromU8(files["all-captions.txt"] ?? new Uint8Array());
  expect(readme).toContain("Espresso cup: social media posts");
  expect(readme).toContain(edited);

  // On to listings with the same photo.
  const handOff = page.getByRole("link", { name: "Make listings from this photo" });
  await expect(handOff).toHaveAttribute(
    "href",
    /^\/product-listings\?image=%2Fobjects%2Fuploads%2F[0-9a-f-]{36}$/,
  );
  await handOff.click();
  // The hand-off carries the photo and what is being sold (kept for the tab under its id).
  await expect(page).toHaveURL(/\/product-listings\?handoff=[0-9a-f-]{36}$/);
  await expect(page.getByLabel("What are you selling?")).toHaveValue("Espresso cup");
  await expect(page.getByRole("button", { name: "Change Image" })).toBeVisible();
});
