import { expect, type Page, test } from "@playwright/test";
import type { FactSheet } from "../../src/domain/fact-sheet";
import { signUp } from "./support/accounts";
import { axeProblems } from "./support/audit";
import { failOnConsoleErrors } from "./support/page-guards";
import { uploadPhoto } from "./support/uploads";

/**
 * Hand-offs between the generators (issue 33, item 4): "Make listings from this photo" and "Make
 * social posts from this photo" keep the photo, "What are you selling?" and "What we understood"
 * with the seller's corrections; a reload of the page handed to keeps them; a later visit that
 * was not handed anything starts empty. At a phone's and a desktop's width.
 */

failOnConsoleErrors([]);
test.describe.configure({ timeout: 150_000 });

const PRODUCT = "Red linen dress, hand-dyed, knee length";
const BRAND = "Maison Rouge";

const resultsPanel = (page: Page) => page.getByRole("form", { name: "What we understood" });
const handedCard = (page: Page) => page.locator("[data-handed-facts]");
const handedRow = (page: Page, key: string) => handedCard(page).locator(`[data-fact="${key}"]`);

for (const width of [360, 1280]) {
  test(`at ${width} px: social → listings → social keeps the photo, the product and the corrected facts`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUp(page, `hand-offs-${width}`);
    const photo = await uploadPhoto(page);

    // Social: a post, then a correction in "What we understood" that is not written again yet.
    await page.goto(`/social-content?image=${encodeURIComponent(photo)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel("What are you selling?").fill(PRODUCT);
    await expect(page.getByRole("button", { name: "Change Image" })).toBeVisible();
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByRole("textbox", { name: "Instagram post" })).toBeVisible({ timeout: 30_000 });
    const panel = resultsPanel(page);
    await panel.getByRole("button", { name: "Correct these facts" }).click();
    await panel.getByLabel("Brand", { exact: true }).fill(BRAND);

    await page.getByRole("link", { name: "Make listings from this photo" }).click();
    await expect(page).toHaveURL(/\/product-listings\?handoff=[\w-]+$/);
    const product = page.getByLabel("What are you selling?");
    await expect(product).toHaveValue(PRODUCT, { timeout: 30_000 });
    await expect(handedRow(page, "brand")).toContainText(BRAND);
    await expect(handedCard(page)).toContainText(
      "Carried over from your social posts, with your corrections.",
    );
    await expect(page.getByText("Upload an image to continue")).toHaveCount(0);
    expect(await axeProblems(page, `/product-listings handed over, ${width} px`)).toEqual([]);

    // A reload of the page keeps all of it.
    await page.reload();
    await expect(product).toHaveValue(PRODUCT, { timeout: 30_000 });
    await expect(handedRow(page, "brand")).toContainText(BRAND);
    await expect(page.getByText("Upload an image to continue")).toHaveCount(0);

    // Listings are written from the handed facts, and the hand-off is then spent.
    await page.getByRole("button", { name: /^Etsy Handmade & vintage marketplace/ }).click();
    await page.getByRole("button", { name: /^Shopify Your online store/ }).click();
    const written = page.waitForResponse("**/api/product-listings/generate");
    await page.getByRole("button", { name: "Generate Listings" }).click();
    const reply = await written;
    expect(reply.status()).toBe(200);
    const sent = reply.request().postDataJSON() as { product: string; imagePath: string; facts?: FactSheet };
    expect(sent.product).toBe(PRODUCT);
    expect(sent.imagePath).toBe(photo);
    expect(sent.facts?.brand).toBe(BRAND);
    await expect(page.getByRole("heading", { level: 2, name: "Generated Listings" })).toBeVisible();
    await expect(
      resultsPanel(page).locator("dl > div").filter({ hasText: "Brand" }).filter({ hasText: BRAND }),
    ).toHaveCount(1);
    await expect(handedCard(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/product-listings$/);

    // And back: listings → social, with the same three.
    await page.getByRole("link", { name: "Make social posts from this photo" }).click();
    await expect(page).toHaveURL(/\/social-content\?handoff=[\w-]+$/);
    await expect(page.getByLabel("What are you selling?")).toHaveValue(PRODUCT, { timeout: 30_000 });
    await expect(handedRow(page, "brand")).toContainText(BRAND);
    await expect(handedCard(page)).toContainText("Carried over from your listings");
    await expect(page.getByRole("button", { name: "Change Image" })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("What are you selling?")).toHaveValue(PRODUCT, { timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Change Image" })).toBeVisible();

    // "Read my form instead" drops the facts; the next run reads the form afresh.
    await handedCard(page).getByRole("button", { name: "Read my form instead" }).click();
    await expect(handedCard(page)).toHaveCount(0);

    // A later visit nobody handed anything to starts empty.
    await page.goto("/product-listings");
    await expect(page.getByRole("heading", { level: 1, name: "Product Listings" })).toBeVisible();
    await expect(page.getByLabel("What are you selling?")).toHaveValue("");
    await expect(handedCard(page)).toHaveCount(0);
    await expect(page.getByText("Upload an image to continue")).toBeVisible();
    await page.goto("/social-content");
    await expect(page.getByLabel("What are you selling?")).toHaveValue("", { timeout: 30_000 });
    await expect(handedCard(page)).toHaveCount(0);
  });
}
