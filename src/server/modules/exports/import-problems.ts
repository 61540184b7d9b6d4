import { platformLabels } from "../../../domain/platforms";
import type { ExportListing } from "./export-listing";
import { photoUrlsOf, priceNumber } from "./listing-fields";
import { ebayCategoryIdFor } from "./marketplace-categories";

/**
 * What a marketplace will refuse an item's row for, in words the seller can act on: each
 * required column we could not fill, with where to fill it. An empty list means every required
 * column is filled. The files still carry the item (the seller may add the rest in the
 * marketplace), but the reply and the page name each problem instead of leaving a blank silently.
 */

const SHOP_SETTINGS = "add it in Shop settings on your Account page";

function photoProblem(item: ExportListing, marketplace: string): string[] {
  if (photoUrlsOf(item).length > 0) return [];
  if ((item.photoCount ?? (item.imageUrl === null ? 0 : 1)) === 0) {
    return [`${marketplace} needs at least one photo: add one to the listing`];
  }
  return [
    `${marketplace} can't fetch photos from this server (it isn't reachable from the internet): use "Download for import" for the file with its photos`,
  ];
}

export function ebayProblems(item: ExportListing): string[] {
  const shop = item.shop ?? {};
  const policies = shop.ebayPolicies ?? {};
  const problems: string[] = [];
  const category = ebayCategoryIdFor({
    category: item.listing.category,
    productType: item.productType,
    product: item.product,
  });
  if (!category) {
    const what = item.productType ?? item.listing.category ?? "this item";
    problems.push(
      `eBay needs a category ID: we don't know eBay's leaf category for "${what}" yet — pick it in Seller Hub after the upload`,
    );
  }
  if (!shop.location && !shop.postalCode) problems.push(`eBay needs your item location: ${SHOP_SETTINGS}`);
  if (shop.dispatchDays === undefined && !policies.shipping) {
    problems.push(`eBay needs your dispatch time (or your shipping policy's name): ${SHOP_SETTINGS}`);
  }
  if (!shop.returns && !policies.returns) {
    problems.push(`eBay needs your returns policy (or your return policy's name): ${SHOP_SETTINGS}`);
  }
  if (!policies.shipping) {
    problems.push(`eBay needs how the item ships: add your eBay shipping policy's name in Shop settings`);
  }
  const variants = item.details?.variants?.values ?? [];
  if (!priceNumber(item.listing.suggestedPrice) && variants.some((variant) => variant.price === undefined)) {
    problems.push("eBay needs a price: add your price to the listing");
  }
  if (shop.currency && shop.currency !== "USD") {
    problems.push(
      `This eBay file is for ebay.com in US dollars, and your shop's currency is ${shop.currency}: list through eBay's own site for it`,
    );
  }
  return [...problems, ...photoProblem(item, platformLabels.ebay)];
}

export function shopifyProblems(item: ExportListing): string[] {
  const problems: string[] = [];
  if (!priceNumber(item.listing.suggestedPrice))
    problems.push("Shopify needs a price: add your price to the listing");
  return [...problems, ...photoProblem(item, platformLabels.shopify)];
}
