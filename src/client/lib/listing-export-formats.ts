import { LISTING_EXPORT_MAX_IDS, type ListingExportFormat } from "../../domain/exports";
import type { MarketplacePlatform } from "../../domain/platforms";

export type { ListingExportFormat };

/** The server takes 1–100 generations per export. */
export const MAX_EXPORT_GENERATIONS = LISTING_EXPORT_MAX_IDS;

/** What the seller reads in every export menu, and the marketplace a format needs (none for generic). */
export const listingExportFormatLabels: Record<
  ListingExportFormat,
  { label: string; marketplace: MarketplacePlatform | null; marketplaceName: string | null }
> = {
  shopify: { label: "Shopify import file (CSV)", marketplace: "shopify", marketplaceName: "Shopify" },
  ebay: { label: "eBay upload file (CSV)", marketplace: "ebay", marketplaceName: "eBay" },
  generic: { label: "All listings (CSV)", marketplace: null, marketplaceName: null },
};

/** The marketplace files, in menu order; a generation offers the ones it has a listing for. */
export const marketplaceExportFormats = ["shopify", "ebay"] as const satisfies readonly ListingExportFormat[];

export function marketplaceFormatsFor(platforms: readonly MarketplacePlatform[]): ListingExportFormat[] {
  return marketplaceExportFormats.filter((format) => platforms.includes(format));
}

/**
 * The sentence about generations the server left out (its X-Skipped-Generations header), e.g.
 * '2 listings had no Shopify version and were left out.'; empty when none were.
 */
export function skippedNotice(skipped: number, format: ListingExportFormat): string {
  if (!Number.isInteger(skipped) || skipped <= 0) return "";
  const one = skipped === 1;
  const what = one ? "1 listing" : `${skipped} listings`;
  const name = listingExportFormatLabels[format].marketplaceName;
  const gap = name ? `no ${name} version` : "nothing to export";
  return `${what} had ${gap} and ${one ? "was" : "were"} left out.`;
}

/** Names the marketplaces a photo note talks about: 'Shopify', 'Shopify or eBay'. */
export function marketplaceNames(formats: readonly ListingExportFormat[]): string {
  const names = formats.flatMap((format) => listingExportFormatLabels[format].marketplaceName ?? []);
  if (names.length === 0) return "your store";
  return names.join(" or ");
}
