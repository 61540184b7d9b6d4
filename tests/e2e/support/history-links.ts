import { expect, type Page } from "@playwright/test";

/**
 * The copy-sheet links of the newest listing in History (its Listings tab, the listing opened): a
 * copy sheet is a page of its own that only such a link fills in. Leaves History open that way.
 */
export async function copySheetPathsFromHistory(page: Page): Promise<string[]> {
  await page.goto("/history");
  await page.getByRole("tab", { name: "Listings" }).click();
  const listings = page.getByRole("list", { name: "Product listings, newest first" });
  await listings.getByRole("button", { expanded: false }).first().click();
  await expect(listings.getByRole("button", { expanded: true })).toHaveCount(1);
  const links = listings.getByRole("link", { name: /Copy sheet/ });
  await expect(links.first()).toBeVisible();
  const paths = await links.evaluateAll((found) => found.map((link) => link.getAttribute("href") ?? ""));
  for (const path of paths) expect(path).toMatch(/\/copy-sheet\//);
  return paths;
}
