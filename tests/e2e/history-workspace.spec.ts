import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { layoutProblems, measureLayout } from "./support/layout-overflow";
import { failOnConsoleErrors, toasts } from "./support/page-guards";
import { uploadPhoto } from "./support/uploads";

/**
 * History as a workspace (issue 32): two listing generations; History finds one by search (the
 * search stays in the address through a reload), opens it in the listing generator with its photo,
 * brief and listings; a title edited there is saved to it, one marketplace is written again beside
 * the edit; back in History the edit shows, and the other generation is deleted after a question.
 * At a desktop's and a phone's width.
 */

failOnConsoleErrors([]);
// Two generations and a rewrite through the builtin writer: more than 30 s on a busy machine.
test.describe.configure({ timeout: 150_000 });

async function makeListings(
  page: Page,
  product: string,
  photo: string,
): Promise<{ id: string; title: string }> {
  const reply = await page.request.post("/api/product-listings/generate", {
    data: { imagePath: photo, product, selectedPlatforms: ["etsy", "ebay"] },
  });
  expect(reply.status()).toBe(200);
  const made = (await reply.json()) as { id: string; platforms: { etsy: { title: string } } };
  return { id: made.id, title: made.platforms.etsy.title };
}

for (const width of [1280, 360]) {
  test(`at ${width} px: find a past generation, reopen it, edit and rewrite it there, delete another`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUp(page, `history-workspace-${width}`);
    const mug = await makeListings(page, "Stoneware coffee mug", await uploadPhoto(page));
    const scarf = await makeListings(page, "Wool winter scarf", await uploadPhoto(page));

    // Both are listed, newest first; a search narrows them, in the address too.
    await page.goto("/history?tab=listings");
    await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible({ timeout: 30_000 });
    const list = page.getByRole("list", { name: "Product listings, newest first" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await page.getByRole("searchbox", { name: "Search" }).fill("scarf");
    await expect(page).toHaveURL(/\/history\?tab=listings&q=scarf$/);
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByText("Showing 1 of 1 generation")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("scarf", { timeout: 30_000 });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    // The filters, the list and its actions fit the screen: nothing to scroll sideways, nothing cut off.
    expect(layoutProblems(`/history at ${width} px`, await measureLayout(page))).toEqual([]);

    // Open: the generator shows its photo, its brief and its listings.
    await page.getByRole("link", { name: `Open ${scarf.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/product-listings\\?generation=${scarf.id}$`));
    const title = page.locator("#listing-etsy-title");
    await expect(title).toHaveValue(scarf.title, { timeout: 30_000 });
    await expect(page.getByLabel("What are you selling?")).toHaveValue("Wool winter scarf");
    await expect(page.getByRole("button", { name: /^eBay/, pressed: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Etsy/, pressed: true })).toBeVisible();
    await expect(page.locator('img[src^="/objects/uploads/"]').first()).toBeVisible();

    // Edit a title there: saved to that generation.
    const edited = "Hand-knitted wool winter scarf, charcoal grey";
    await title.fill(edited);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/product-listings/${scarf.id}`) &&
        response.request().method() === "PATCH",
    );
    await title.blur();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText("All changes saved")).toBeVisible();

    // Write eBay again: the same generation, the Etsy edit kept.
    const ebayBefore = await page.locator("#listing-ebay-description").inputValue();
    const rewritten = page.waitForResponse(`**/api/product-listings/${scarf.id}/regenerate`);
    await page.getByRole("button", { name: "Regenerate eBay" }).click();
    expect((await rewritten).status()).toBe(200);
    await expect(page.locator("#listing-ebay-description")).not.toHaveValue(ebayBefore);
    await expect(title).toHaveValue(edited);

    // A reload keeps the generation in view.
    await page.reload();
    await expect(page.locator("#listing-etsy-title")).toHaveValue(edited, { timeout: 30_000 });

    // Back in History: the edit shows; the other generation is deleted after a question.
    await page.goto("/history?tab=listings");
    await expect(list.getByText(edited)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: `Delete ${mug.title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete these listings?" });
    await expect(dialog).toBeVisible();
    const deleted = page.waitForResponse(`**/api/product-listings/${mug.id}`);
    await dialog.getByRole("button", { name: "Delete listings" }).click();
    expect((await deleted).status()).toBe(204);
    await expect(toasts(page).getByText("The listings were deleted.").first()).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByText(edited)).toBeVisible();
    // Gone for good, and so is its photo (nothing else used it).
    expect((await page.request.get(`/api/product-listings/${mug.id}`)).status()).toBe(404);
  });
}

test("a social post opens from History with its photo, brief and captions, and its rewrite is free", async ({
  page,
}) => {
  await signUp(page, "history-workspace-social");
  const made = await page.request.post("/api/social-media/generate", {
    data: {
      imagePath: await uploadPhoto(page),
      product: "Terracotta plant pot",
      brand: "Clay & Co",
      selectedPlatforms: ["instagram", "facebook"],
    },
  });
  expect(made.status()).toBe(200);
  const post = (await made.json()) as { id: string; platforms: { instagram: { caption: string } } };

  await page.goto("/history");
  await page.getByRole("link", { name: /^Open Clay & Co · Terracotta plant pot/ }).click();
  await expect(page).toHaveURL(new RegExp(`/social-content\\?generation=${post.id}$`));
  const instagram = page.getByRole("textbox", { name: "Instagram post" });
  await expect(instagram).toHaveValue(post.platforms.instagram.caption, { timeout: 30_000 });
  await expect(page.getByLabel("What are you selling?")).toHaveValue("Terracotta plant pot");
  await expect(page.locator('img[src^="/objects/uploads/"]').first()).toBeVisible();
  // Rewritten in place, for free: no question, no generation spent.
  const rewritten = page.waitForResponse(`**/api/social-media/posts/${post.id}/regenerate`);
  await page.getByRole("button", { name: "Regenerate Instagram" }).click();
  expect((await rewritten).status()).toBe(200);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(instagram).not.toHaveValue(post.platforms.instagram.caption);
});
