import { expect, type Page, test } from "@playwright/test";
import type { FactSheet } from "../../src/domain/fact-sheet";
import { makeJpeg } from "../support/images";
import { becomePro, signUp } from "./support/accounts";
import { axeProblems } from "./support/audit";
import { failOnConsoleErrors } from "./support/page-guards";

/**
 * "What we understood" (issue 30): a brief typed as a seller types it is read into facts, shown
 * beside the copy, corrected by the seller, and "Write again with these facts" writes copy that
 * carries the correction. Once on Product Listings (the model of a pair of jeans) and once on
 * Social Content (an offer code). Pro accounts: every run here is a generation.
 */

failOnConsoleErrors([]);
// Two generations each through the builtin writer, and an axe pass: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A photo uploaded through the API (as the upload dialog does): its objectPath. */
async function uploadPhoto(page: Page): Promise<string> {
  const upload = await page.request.post("/api/objects/upload", { data: { contentType: "image/jpeg" } });
  expect(upload.ok()).toBe(true);
  const { uploadURL, objectPath } = (await upload.json()) as { uploadURL: string; objectPath: string };
  const put = await page.request.put(uploadURL, {
    headers: { "Content-Type": "image/jpeg" },
    data: await makeJpeg({ width: 900, height: 700 }),
  });
  expect(put.ok()).toBe(true);
  return objectPath;
}

/** A Pro account with a photo handed to the generator page (`?image=`). */
async function openAsPro(page: Page, path: string) {
  await signUp(page, "facts");
  await becomePro(page);
  const photo = await uploadPhoto(page);
  await page.goto(`${path}?image=${encodeURIComponent(photo)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("img", { name: "Uploaded product preview" })).toBeVisible();
}

const panelOf = (page: Page) => page.getByRole("form", { name: "What we understood" });

/** The row of a fact in the panel's read-only view. */
const factRow = (page: Page, label: string) =>
  panelOf(page)
    .locator("dl > div")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) });

test("Product Listings: the brief's brand, model and condition are understood; a corrected model is written", async ({
  page,
}) => {
  await openAsPro(page, "/product-listings");
  // Marketplaces that take pre-owned goods (Etsy refuses modern resale and would be skipped).
  await page.getByRole("button", { name: /^eBay Auction & marketplace/ }).click();
  await page.getByRole("button", { name: /^Mercari Marketplace app/ }).click();
  await page.getByLabel("What are you selling?").fill("Levi's 501 jeans, W32 L30, worn a few times");
  await page.locator("#product-condition").click();
  await page.getByRole("option", { name: "Used — good", exact: true }).click();
  await page.getByLabel("Your price").fill("36");
  await page.getByLabel("Anything else buyers should know?").fill("No belt included. Ships in 2 days.");

  const firstReply = page.waitForResponse("**/api/product-listings/generate");
  await page.getByRole("button", { name: "Generate Listings" }).click();
  const first = await firstReply;
  expect(first.status()).toBe(200);
  expect(first.request().postDataJSON()).toMatchObject({
    product: "Levi's 501 jeans, W32 L30, worn a few times",
    condition: "used",
    price: "36",
    additionalContext: "No belt included. Ships in 2 days.",
    selectedPlatforms: ["ebay", "mercari"],
  });
  expect(first.request().postDataJSON()).not.toHaveProperty("facts");
  const understood = ((await first.json()) as { facts?: FactSheet }).facts;
  expect(understood, "the reply carries its fact sheet").toBeDefined();

  await expect(page.getByRole("heading", { level: 2, name: "Generated Listings" })).toBeVisible();
  const panel = panelOf(page);
  await expect(panel.getByRole("heading", { level: 3, name: "What we understood" })).toBeVisible();
  await expect(factRow(page, "Brand")).toContainText("Levi's");
  await expect(factRow(page, "Model")).toContainText("501");
  await expect(factRow(page, "Condition")).toContainText("Used");
  await expect(panel.getByRole("button", { name: "Write again with these facts" })).toHaveCount(0);

  // The photo's colour is only offered: it is not among the colours until the seller adds it.
  const photoColour = understood?.photoColour;
  if (
    photoColour &&
    !understood.colours.some((colour) => colour.toLowerCase() === photoColour.toLowerCase())
  ) {
    await expect(panel.getByText(`Looks ${photoColour} — add it?`)).toBeVisible();
  }

  // Correct the model and add a colour; the whole page still passes WCAG 2.2 AA while editing.
  await panel.getByRole("button", { name: "Correct these facts" }).click();
  await expect(panel.getByLabel("Product", { exact: true })).toBeFocused();
  await panel.getByLabel("Model", { exact: true }).fill("505");
  const addColour = panel.getByLabel("Add a colour");
  await addColour.fill("indigo");
  await addColour.press("Enter");
  await expect(
    panel.getByRole("list", { name: "Colours" }).getByText("indigo", { exact: true }),
  ).toBeVisible();
  expect(await axeProblems(page, "/product-listings, correcting the facts")).toEqual([]);

  const secondReply = page.waitForResponse("**/api/product-listings/generate");
  await panel.getByRole("button", { name: "Write again with these facts" }).click();
  const second = await secondReply;
  expect(second.status()).toBe(200);
  const sent = second.request().postDataJSON() as Record<string, unknown> & { facts: FactSheet };
  // The same request as before, plus the corrected sheet.
  expect(sent).toMatchObject({
    product: "Levi's 501 jeans, W32 L30, worn a few times",
    condition: "used",
    selectedPlatforms: ["ebay", "mercari"],
  });
  expect(sent.facts).toMatchObject({ brand: "Levi's", model: "505", condition: { value: "used" } });
  expect(sent.facts.colours).toContain("indigo");

  // The new copy carries the correction, and the panel the new sheet.
  await expect(page.getByRole("heading", { level: 2, name: "Generated Listings" })).toBeFocused();
  const listed = ((await second.json()) as { selectedPlatforms: string[] }).selectedPlatforms;
  expect(listed).toContain("ebay");
  for (const platform of listed) {
    const title = page.locator(`#listing-${platform}-title`);
    await expect(title, platform).toHaveValue(/\b505\b/);
    await expect(title, platform).not.toHaveValue(/\b501\b/);
  }
  const descriptions = await Promise.all(
    listed.map((platform) => page.locator(`#listing-${platform}-description`).inputValue()),
  );
  expect(descriptions.join("\n")).toMatch(/indigo/i);
  // The seller's product phrase followed the corrected model.
  expect(sent.facts.product).toMatch(/^Levi's 505 jeans/);
  await expect(factRow(page, "Model")).toContainText("505");
  await expect(factRow(page, "Colours")).toContainText("indigo");

  // Reopened later (History's "Open" is this address): the sheet is the corrected one, and
  // writing again from it sends the reopened brief with it.
  const { id } = (await second.json()) as { id: string };
  await page.goto("/history");
  await page.goto(`/product-listings?generation=${id}`);
  await expect(page.locator("#listing-ebay-title")).toHaveValue(/\b505\b/, { timeout: 30_000 });
  await expect(factRow(page, "Model")).toContainText("505");
  await expect(factRow(page, "Colours")).toContainText("indigo");
  await panel.getByRole("button", { name: "Correct these facts" }).click();
  await panel.getByLabel("Model", { exact: true }).fill("550");
  const thirdReply = page.waitForResponse("**/api/product-listings/generate");
  await panel.getByRole("button", { name: "Write again with these facts" }).click();
  const third = await thirdReply;
  expect(third.status()).toBe(200);
  expect(third.request().postDataJSON()).toMatchObject({
    product: "Levi's 501 jeans, W32 L30, worn a few times",
    selectedPlatforms: ["ebay", "mercari"],
    facts: { brand: "Levi's", model: "550" },
  });
  await expect(factRow(page, "Model")).toContainText("550");
});

test("Social Content: the offer code is understood; a corrected code reaches every caption", async ({
  page,
}) => {
  await openAsPro(page, "/social-content");
  await page.getByLabel("What are you selling?").fill("Linen tote bag");
  await page.getByLabel(/^Additional Context/).fill("20% off with code SPRING20 this weekend");

  const firstReply = page.waitForResponse("**/api/social-media/generate");
  await page.getByRole("button", { name: "Generate Content" }).click();
  expect((await firstReply).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 2, name: "Generated Content" })).toBeVisible();
  const panel = panelOf(page);
  await expect(factRow(page, "Offer")).toContainText("SPRING20");

  await panel.getByRole("button", { name: "Correct these facts" }).click();
  const code = panel.getByLabel("Offer code");
  await expect(code).toHaveValue("SPRING20");
  await code.fill("SPRING25");
  const secondReply = page.waitForResponse("**/api/social-media/generate");
  await panel.getByRole("button", { name: "Write again with these facts" }).click();
  const second = await secondReply;
  expect(second.status()).toBe(200);
  const sent = second.request().postDataJSON() as { facts: FactSheet; product: string };
  expect(sent.product).toBe("Linen tote bag");
  expect(sent.facts.offer?.code).toBe("SPRING25");
  // The seller's offer sentence follows the corrected code.
  expect(sent.facts.offer?.text ?? "").not.toContain("SPRING20");

  await expect(page.getByRole("heading", { level: 2, name: "Generated Content" })).toBeFocused();
  const result = (await second.json()) as { selectedPlatforms: string[] };
  for (const platform of result.selectedPlatforms) {
    const caption = await page.locator(`#caption-${platform}`).inputValue();
    expect(caption, platform).toContain("SPRING25");
    // The sentence with the old code is gone too: the copy keeps to the corrected sheet.
    expect(caption, platform).not.toContain("SPRING20");
  }
  await expect(factRow(page, "Offer")).toContainText("SPRING25");

  // Reopened later (History's "Open" is this address): the corrected code is what it understood.
  const { id } = (await second.json()) as { id: string };
  await page.goto("/history");
  await page.goto(`/social-content?generation=${id}`);
  await expect(page.locator("#caption-instagram")).toHaveValue(/SPRING25/, { timeout: 30_000 });
  await expect(factRow(page, "Offer")).toContainText("SPRING25");
  await expect(factRow(page, "Offer")).not.toContainText("SPRING20");
});
