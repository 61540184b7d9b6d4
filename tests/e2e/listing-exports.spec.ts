import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { productOnWhite } from "../support/images";
import { failOnConsoleErrors, toasts, uniqueEmail } from "./support/page-guards";

/**
 * Marketplace exports: listings for Shopify, eBay and Etsy from the builtin writer; the Shopify
 * import file from the results; the Etsy copy sheet (opened in its own tab) with a field copied;
 * then two generations ticked in History and exported together, with the one that has no Shopify
 * listing reported as left out.
 */

failOnConsoleErrors([]);

// One long journey (two generations, three downloads, a second tab): more than the default 30 s.
test.setTimeout(120_000);

async function signUp(page: Page) {
  const reply = await page.request.post("/api/auth/register", {
    data: { email: uniqueEmail("exports"), password: "correct-horse-battery", firstName: "Robin" },
  });
  expect(reply.status()).toBe(201);
}

async function uploadThroughDialog(page: Page) {
  await page.getByRole("button", { name: "Add a product photo" }).click();
  const dialog = page.locator(".uppy-Dashboard");
  await dialog
    .locator("input[type=file]")
    .first()
    .setInputFiles({ name: "mug.jpg", mimeType: "image/jpeg", buffer: await productOnWhite("#c8643c") });
  await expect(page.getByRole("button", { name: "Change Image" })).toBeVisible();
}

/** A second generation out of band (upload by the API, PUT, generate): Etsy only, no Shopify. */
async function generateEtsyOnly(page: Page) {
  const upload = await page.request.post("/api/objects/upload", { data: { contentType: "image/jpeg" } });
  expect(upload.ok()).toBe(true);
  const { uploadURL, objectPath } = (await upload.json()) as { uploadURL: string; objectPath: string };
  const put = await page.request.put(uploadURL, {
    headers: { "Content-Type": "image/jpeg" },
    data: await productOnWhite("#c8643c"),
  });
  expect(put.ok()).toBe(true);
  const generated = await page.request.post("/api/product-listings/generate", {
    data: { imagePath: objectPath, product: "Stoneware vase", selectedPlatforms: ["etsy"] },
  });
  expect(generated.status()).toBe(200);
}

async function csvRows(path: string): Promise<Record<string, string>[]> {
  return parse(await readFile(path), { bom: true, columns: true }) as Record<string, string>[];
}

test("Shopify file from the results, the Etsy copy sheet, and two listings exported from History", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUp(page);
  await page.goto("/product-listings");
  await uploadThroughDialog(page);
  for (const card of [
    /^Shopify Your online store/,
    /^eBay Auction & marketplace/,
    /^Etsy Handmade & vintage/,
  ]) {
    await page.getByRole("button", { name: card }).click();
  }
  await page.getByLabel("What are you selling?").fill("Terracotta mug");
  await page.getByRole("button", { name: "Generate Listings" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Generated Listings" })).toBeVisible();
  const shopifyTitle = await page.locator("#listing-shopify-title").inputValue();
  const etsyTitle = await page.locator("#listing-etsy-title").inputValue();

  // This server is on localhost: marketplaces could not fetch a photo link, and the page says so.
  await expect(
    page.getByText("The file has no photo links, so add your photos in Shopify or eBay after importing."),
  ).toBeVisible();

  // The Shopify import file, from the keyboard-friendly menu.
  await page.getByRole("button", { name: "Shopify & eBay files" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Shopify import file (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^shopify-products-.+\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.split("\n")[0]?.split(",").slice(0, 3)).toEqual(["Title", "URL handle", "Description"]);
  const shopifyRows = await csvRows(await download.path());
  expect(shopifyRows[0]?.Title).toBe(shopifyTitle);
  expect(shopifyRows[0]?.["Product image URL"]).toBe("");
  await expect(toasts(page).getByText("CSV Downloaded")).toBeVisible();

  // Shopify and eBay get files; Etsy gets a copy sheet, in its own tab.
  await expect(page.getByRole("link", { name: /^Copy sheet for Shopify/ })).toHaveCount(0);
  const opening = context.waitForEvent("page");
  await page.getByRole("link", { name: "Copy sheet for Etsy (opens in a new tab)" }).click();
  const sheet = await opening;
  await expect(sheet).toHaveURL(/\/listings\/[^/]+\/copy-sheet\/etsy$/);
  await expect(sheet.getByRole("heading", { level: 1, name: "Etsy copy sheet" })).toBeVisible();
  const fields = sheet.getByRole("list", { name: "Listing fields, in form order" });
  await expect(fields.getByRole("heading", { level: 2 }).first()).toHaveText("Title");
  await expect(sheet.getByText(/^Limit: 140 characters/)).toBeVisible();
  await sheet.getByRole("button", { name: "Copy Etsy Title" }).click();
  await expect(toasts(sheet).getByText("Etsy Title content copied to clipboard.")).toBeVisible();
  expect(await sheet.evaluate(() => navigator.clipboard.readText())).toBe(etsyTitle);
  await expect(sheet.getByRole("button", { name: "Print" })).toBeVisible();
  await sheet.close();

  // A second generation, then History: tick both and export them as one Shopify file.
  await generateEtsyOnly(page);
  await page.goto("/history");
  await page.getByRole("tab", { name: "Listings" }).click();
  const bar = page.getByRole("region", { name: "Export listings" });
  await expect(bar.getByText("None of 2 selected")).toBeVisible();
  await expect(bar.getByRole("button", { name: "Export selected" })).toBeDisabled();
  const rows = page.getByRole("list", { name: "Product listings, newest first" }).getByRole("checkbox");
  await expect(rows).toHaveCount(2);
  await rows.nth(0).check();
  await expect(bar.getByText("1 of 2 selected")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select all" })).toHaveAttribute("aria-checked", "mixed");
  // Space ticks the focused box, as for any checkbox.
  await rows.nth(1).focus();
  await page.keyboard.press("Space");
  await expect(bar.getByText("2 of 2 selected")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select all" })).toBeChecked();

  // The keyboard opens the menu; Enter picks the file.
  await bar.getByRole("button", { name: "Export selected" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Shopify import file (CSV)" })).toBeFocused();
  const again = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const both = await again;
  expect(both.suggestedFilename()).toMatch(/^shopify-products-.+\.csv$/);
  expect((await csvRows(await both.path())).map((row) => row.Title)).toEqual([shopifyTitle]);
  await expect(bar.getByText("1 listing had no Shopify version and was left out.")).toBeVisible();

  // The generic file holds every listing of both.
  await bar.getByRole("button", { name: "Export selected" }).click();
  const generic = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "All listings (CSV)" }).click();
  const genericRows = await csvRows(await (await generic).path());
  expect(genericRows.map((row) => row.Platform).sort()).toEqual(["Etsy", "Etsy", "Shopify", "eBay"]);

  // At 360 px the history page does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
