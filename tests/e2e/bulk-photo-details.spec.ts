import { expect, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import type { BulkJob } from "../../src/domain/bulk";
import type { ListingGenerationResult } from "../../src/domain/listings";
import { makeJpeg } from "../support/images";
import { becomePro, signUp } from "./support/accounts";
import { axeProblems } from "./support/audit";
import { layoutProblems, measureLayout } from "./support/layout-overflow";
import { failOnConsoleErrors, SIGNED_OUT_CHECK } from "./support/page-guards";

/**
 * Issue 32 in bulk: a Pro seller, at a phone's and a desktop's width, gives one photo of a listing batch its own
 * condition, price and stock in its Details dialog, sees them under the photo, runs the batch,
 * and that photo's listing (and its eBay file row) carries them; the other photo follows the brief.
 */

failOnConsoleErrors([SIGNED_OUT_CHECK]);

/** A Pro seller, signed in. */
async function signUpAsPro(page: Page) {
  await signUp(page, "bulk-details");
  await becomePro(page);
}

/** Nothing in the dialog or the photos' list runs off the side, nor anywhere on the page. */
async function fitsWidth(page: Page, where: string, selector: string) {
  const region = page.locator(selector);
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth), where).toBe(true);
  expect(layoutProblems(where, await measureLayout(page))).toEqual([]);
}

for (const width of [360, 1280]) {
  test(`at ${width} px: one photo of a listing batch gets its own condition, price and stock, and its listing carries them`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await signUpAsPro(page);
    await page.goto("/bulk-upload");
    await expect(page.getByRole("heading", { level: 1, name: "Bulk Upload" })).toBeVisible();

    // The brief, for listings on eBay.
    // The radio itself is visually hidden inside its card: the card's label is what a seller taps.
    await page.locator('label[for="bulk-kind-listings"]').click();
    await expect(page.getByRole("radio", { name: /Marketplace listings/ })).toBeChecked();
    await page.getByRole("combobox", { name: "Business Type" }).click();
    await page.getByRole("option", { name: "Fashion", exact: true }).click();
    await page.getByRole("textbox", { name: "Brand Name" }).fill("Second Look");
    await page.getByRole("textbox", { name: "Target Audience" }).fill("Thrift shoppers");
    await page.getByRole("button", { name: /^eBay Auction & marketplace/ }).click();

    // Two photos, each named after what it shows.
    const files = await Promise.all(
      ["denim-jacket.jpg", "wool-scarf.jpg"].map(async (name, index) => ({
        name,
        mimeType: "image/jpeg",
        buffer: await makeJpeg({ width: 640 + index * 16, height: 480 }),
      })),
    );
    await page.getByLabel("Choose images").setInputFiles(files);
    const grid = page.getByRole("list", { name: "Selected images" });
    for (const { name } of files) {
      await expect(grid.getByText(`${name} uploaded`)).toBeAttached({ timeout: 30_000 });
    }
    const photos = page.getByRole("list", { name: "Photos and their listing details" });
    await expect(photos.getByText("Follows the brief")).toHaveCount(2);

    // The jacket's own listing: Used — good, $24, 3 in stock.
    await page.getByRole("button", { name: "Details for denim-jacket.jpg" }).click();
    const dialog = page.getByRole("dialog", { name: "Listing details" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Condition (optional)", { exact: true }).click();
    await page.getByRole("option", { name: "Used — good", exact: true }).click();
    await dialog.getByLabel("Your price (optional)").fill("24");
    await dialog.getByLabel("Quantity (optional)").fill("3");
    // The open dialog: axe finds nothing, and nothing in it runs off the screen.
    expect(await axeProblems(page, "the Details dialog", '[role="dialog"]')).toEqual([]);
    await fitsWidth(page, `details dialog at ${width} px`, '[role="dialog"]');
    await dialog.getByRole("button", { name: "Save details" }).click();
    await expect(dialog).toBeHidden();
    await expect(photos.getByText("Used — good · $24 · 3 in stock")).toBeVisible();
    await expect(photos.getByText("Follows the brief")).toHaveCount(1);
    expect(
      await axeProblems(page, "the photos' details", 'section[aria-labelledby="photo-details-heading"]'),
    ).toEqual([]);
    await fitsWidth(
      page,
      `photos with details at ${width} px`,
      'section[aria-labelledby="photo-details-heading"]',
    );

    // Start: the jacket's details and price go with it, the scarf goes as it is.
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === "/api/bulk-jobs",
    );
    await page.getByRole("button", { name: "Start Processing" }).click();
    const createdReply = await created;
    expect(createdReply.status()).toBe(202);
    expect((createdReply.request().postDataJSON() as { images: unknown[] }).images).toEqual([
      expect.objectContaining({
        fileName: "denim-jacket.jpg",
        price: "24",
        details: { quantity: 3, condition: "used-good" },
      }),
      { imagePath: expect.stringMatching(/^\/objects\/uploads\//), fileName: "wool-scarf.jpg" },
    ]);
    const { id: jobId } = (await createdReply.json()) as { id: string };
    await expect(page.getByRole("heading", { name: "Batch complete" })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId("bulk-processed")).toHaveText("2 of 2 images processed");

    // The jacket's stored listing carries its details and its price; the scarf's has a suggestion.
    const job = (await (await page.request.get(`/api/bulk-jobs/${jobId}`)).json()) as BulkJob;
    const [jacket, scarf] = job.items.map((item) => item.result as ListingGenerationResult);
    expect(jacket?.details).toEqual({ quantity: 3, condition: "used-good" });
    expect(jacket?.platforms.ebay?.suggestedPrice).toBe("$24.00");
    expect(jacket?.platforms.ebay?.priceGuide?.own).toBe(true);
    expect(scarf?.details).toBeUndefined();
    expect(scarf?.platforms.ebay?.priceGuide?.own).toBe(false);

    // The batch's eBay file: the jacket used — good (3000), 3 in stock at 24.
    const ebay = await page.request.get(`/api/bulk-jobs/${jobId}/export.csv?format=ebay`);
    expect(ebay.ok()).toBe(true);
    const rows = parse(await ebay.text(), { columns: true, bom: true }) as Record<string, string>[];
    const jacketRow = rows.find((row) => /jacket/i.test(row["*Title"] ?? ""));
    expect(jacketRow?.["*ConditionID"]).toBe("3000");
    expect(jacketRow?.["*Quantity"]).toBe("3");
    expect(Number(jacketRow?.["*StartPrice"])).toBe(24);
  });
}
