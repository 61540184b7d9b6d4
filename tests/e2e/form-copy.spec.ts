import { expect, type Locator, type Page, test } from "@playwright/test";
import { makeJpeg } from "../support/images";
import { becomePro, signUp } from "./support/accounts";
import { axeProblems } from "./support/audit";
import { waitForPageToSettle } from "./support/layout-overflow";
import { failOnConsoleErrors, SIGNED_OUT_CHECK } from "./support/page-guards";

/**
 * Form copy (issue 33, item 6) at a phone's and a laptop's width: the social form's hashtags start
 * empty with a hint that says what hashtags do; the social, listing and bulk forms mark what may be
 * left blank one way ("(optional)" after the label, the same look; required fields unmarked, no
 * '*'); the "Write in" picker offers what this server writes and names the rest in one short line;
 * the save message of the generated posts sits beside its button, however far down the edit is.
 * axe finds nothing on each of these pages.
 */

failOnConsoleErrors([SIGNED_OUT_CHECK]);

/** The line under "Write in" on the builtin engine: two names and a count, not sixteen names. */
const LANGUAGE_LINE = /^Not yet on this site: [^,]+, [^,]+ and \d+ more\.$/;

/** Every visible form label on the page, as the text a person reads. */
async function labelTexts(page: Page): Promise<string[]> {
  const texts = await page.locator("main label").allTextContents();
  return texts.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** How the "(optional)" marks look on the page: one entry per distinct colour, weight and size. */
async function optionalMarkStyles(page: Page): Promise<string[]> {
  const marks = page.locator("main label span").filter({ hasText: /^\s*\(optional\)\s*$/ });
  expect(await marks.count()).toBeGreaterThan(0);
  const styles = await marks.evaluateAll((spans) =>
    spans.map((span) => {
      const style = getComputedStyle(span);
      return `${style.color} ${style.fontWeight} ${style.fontSize}`;
    }),
  );
  return [...new Set(styles)];
}

/** The "Write in" picker: its one short line, and the options it offers (what this server writes). */
async function checkLanguagePicker(page: Page) {
  const picker = page.getByRole("combobox", { name: "Write in" });
  const line = page.getByText(LANGUAGE_LINE);
  await expect(line).toHaveCount(1);
  await expect(picker).toHaveAccessibleDescription(LANGUAGE_LINE);
  const text = (await line.textContent()) ?? "";
  expect(text.length).toBeLessThanOrEqual(60);
  await picker.click();
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  expect(await options.allTextContents()).toEqual([
    "English",
    "Español — Spanish",
    "Français — French",
    "Deutsch — German",
  ]);
  await page.keyboard.press("Escape");
  await expect(options).toHaveCount(0);
}

async function productPhoto(): Promise<Buffer> {
  return makeJpeg({ width: 1200, height: 900 });
}

async function uploadThroughDialog(page: Page) {
  await page.getByRole("button", { name: "Add a product photo" }).click();
  await page
    .locator(".uppy-Dashboard input[type=file]")
    .first()
    .setInputFiles({ name: "mug.jpg", mimeType: "image/jpeg", buffer: await productPhoto() });
  await expect(page.getByRole("button", { name: "Change Image" })).toBeVisible();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

/** The gap between two boxes, 0 when they touch or overlap. */
function gap(a: { x: number; y: number; width: number; height: number }, b: typeof a): number {
  const dx = Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width));
  const dy = Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height));
  return Math.hypot(dx, dy);
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.setTimeout(90_000);

    test("the social, listing and bulk forms: empty hashtags, one optional mark, one language line", async ({
      page,
    }) => {
      await signUp(page, `form-copy-${viewport.width}`);

      // Social: hashtags start empty, the hint says what they do.
      await page.goto("/social-content");
      await waitForPageToSettle(page);
      const hashtags = page.getByRole("textbox", { name: "Hashtags (optional)", exact: true });
      await expect(hashtags).toHaveValue("");
      await expect(hashtags).toHaveAccessibleDescription(/^Hashtags help people find your post/);
      expect(await hashtags.getAttribute("placeholder")).not.toMatch(/socialmedia|contentcreator/);
      await expect(page.getByText(/Leave these as they are/)).toHaveCount(0);
      const social = await labelTexts(page);
      expect(social).toEqual(
        expect.arrayContaining([
          "What are you selling?",
          "Business Type (optional)",
          "Brand Name (optional)",
          "Target Audience (optional)",
          "Tone",
          "Campaign Goal (optional)",
          "Product URL (optional)",
          "Additional Context (optional)",
          "Hashtags (optional)",
          "Write in",
        ]),
      );
      const socialStyles = await optionalMarkStyles(page);
      expect(socialStyles).toHaveLength(1);
      await checkLanguagePicker(page);
      expect(await axeProblems(page, `/social-content at ${viewport.width} px`)).toEqual([]);

      // Listings: the same mark on every field that may be left blank.
      await page.goto("/product-listings");
      await waitForPageToSettle(page);
      const listing = await labelTexts(page);
      expect(listing).toEqual(
        expect.arrayContaining([
          "What are you selling?",
          "Business Type (optional)",
          "Product Type (optional)",
          "Target Audience (optional)",
          "Style (optional)",
          "Materials (optional)",
          "Size (optional)",
          "Occasion (optional)",
          "Color (optional)",
          "Condition (optional)",
          "Your price (optional)",
          "Anything else buyers should know? (optional)",
          "Write in",
        ]),
      );
      expect(await optionalMarkStyles(page)).toEqual(socialStyles);
      await checkLanguagePicker(page);
      expect(await axeProblems(page, `/product-listings at ${viewport.width} px`)).toEqual([]);

      // Bulk (Pro): the required brand fields unmarked (aria-required), no '*'; the rest as above.
      await becomePro(page);
      await page.goto("/bulk-upload");
      await waitForPageToSettle(page);
      await expect(page.getByRole("heading", { level: 1, name: "Bulk Upload" })).toBeVisible();
      const bulk = await labelTexts(page);
      expect(bulk).toEqual(
        expect.arrayContaining([
          "What are you selling? (optional)",
          "Business Type",
          "Brand Name",
          "Target Audience",
          "Tone",
          "Campaign Goal (optional)",
          "Product URL (optional)",
          "Additional Context (optional)",
          "Write in",
        ]),
      );
      await expect(page.getByRole("combobox", { name: "Business Type", exact: true })).toHaveAttribute(
        "aria-required",
        "true",
      );
      for (const name of ["Brand Name", "Target Audience"]) {
        await expect(page.getByRole("textbox", { name, exact: true })).toHaveAttribute(
          "aria-required",
          "true",
        );
      }
      expect(await optionalMarkStyles(page)).toEqual(socialStyles);
      await checkLanguagePicker(page);
      expect(await axeProblems(page, `/bulk-upload at ${viewport.width} px`)).toEqual([]);

      // One way on all three: no label carries a '*'.
      for (const text of [...social, ...listing, ...bulk]) expect(text).not.toContain("*");
    });

    test("the save message sits beside its button while a post far down is edited", async ({ page }) => {
      await signUp(page, `form-save-${viewport.width}`);
      await page.goto("/social-content");
      await waitForPageToSettle(page);
      await uploadThroughDialog(page);
      await page.getByLabel("What are you selling?").fill("Terracotta mug");
      await page.getByRole("button", { name: "Generate Content" }).click();
      const heading = page.getByRole("heading", { level: 2, name: "Generated Content" });
      await expect(heading).toBeFocused({ timeout: 30_000 });
      await expect(page.getByText("Edit any text below; changes are saved.")).toBeVisible();

      // The last post, far below the results' heading.
      const last = page.getByRole("textbox", { name: "TikTok post" });
      await last.fill("Fresh from the kiln: the terracotta mug is back. #pottery");
      await expect(heading).not.toBeInViewport();
      const save = page.getByRole("button", { name: "Save changes" });
      const unsaved = page.getByText("Unsaved changes");
      await expect(save).toBeInViewport();
      await expect(unsaved).toBeInViewport();
      expect(gap(await box(unsaved), await box(save))).toBeLessThanOrEqual(200);
      // In view together with the post being edited.
      expect(gap(await box(save), await box(last))).toBeLessThan(viewport.height);
      const buttonBox = await box(save);
      expect(await axeProblems(page, `/social-content results, unsaved, at ${viewport.width} px`)).toEqual(
        [],
      );

      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === "PATCH" && response.url().includes("/api/social-media/posts/"),
      );
      await save.click();
      expect((await saved).status()).toBe(200);
      const done = page.getByText("All changes saved");
      await expect(done).toBeInViewport();
      expect(gap(await box(done), buttonBox)).toBeLessThanOrEqual(200);
      // Announced from the same polite live region as before.
      expect(await page.locator("[aria-live=polite]", { has: done }).count()).toBeGreaterThan(0);
    });
  });
}
