import { marketplaceRules } from "../../../domain/platform-rules";
import { marketplaceCsv } from "./csv-file";
import type { ExportListing } from "./export-listing";
import { clipText, descriptionHtml, priceNumber } from "./listing-fields";
import { ebayCategoryIdFor } from "./marketplace-categories";

/**
 * eBay's bulk listing upload (Seller Hub Reports → Upload; the same format File Exchange used).
 * Sources:
 * - Seller Hub Reports, "Uploadable templates": https://pages.ebay.com/sh/reports/help/uploadable-file-feeds
 *   (the "Create new listings" template, downloaded per category from Seller Hub Reports)
 * - Feed API, Seller Hub feed types (same CSV files): https://developer.ebay.com/api-docs/sell/static/feed/fx-feeds-overview.html
 * - File Exchange template field definitions (required fields *Action, *Category, *ConditionID,
 *   *Description, *DispatchTimeMax, *Duration, *Format, *Location, *Quantity,
 *   *ReturnsAcceptedOption, *StartPrice, *Title): eBay's "File Exchange Basic Template
 *   Instructions" (v3.5.2, 2015).
 * The columns below are the category template's general columns in its order; of the item
 * specifics only Brand, which eBay requires in most consumer categories (other required
 * specifics depend on the category and are added in Seller Hub). A leading `*` marks a field
 * eBay requires. The first header carries the site, currency, template version and encoding;
 * eBay's current templates say Version=1193 and CC=UTF-8.
 */
export const EBAY_ACTION_HEADER = "*Action(SiteID=US|Country=US|Currency=USD|Version=1193|CC=UTF-8)";

export const EBAY_LISTING_COLUMNS = [
  EBAY_ACTION_HEADER,
  "CustomLabel",
  "*Category",
  "StoreCategory",
  "*Title",
  "Subtitle",
  "Relationship",
  "RelationshipDetails",
  "ScheduleTime",
  "*ConditionID",
  "*C:Brand",
  "PicURL",
  "GalleryType",
  "VideoID",
  "*Description",
  "*Format",
  "*Duration",
  "*StartPrice",
  "BuyItNowPrice",
  "BestOfferEnabled",
  "BestOfferAutoAcceptPrice",
  "MinimumBestOfferPrice",
  "*Quantity",
  "ImmediatePayRequired",
  "*Location",
  "ShippingType",
  "ShippingService-1:Option",
  "ShippingService-1:Cost",
  "ShippingService-2:Option",
  "ShippingService-2:Cost",
  "*DispatchTimeMax",
  "PromotionalShippingDiscount",
  "ShippingDiscountProfileID",
  "*ReturnsAcceptedOption",
  "ReturnsWithinOption",
  "RefundOption",
  "ShippingCostPaidByOption",
  "AdditionalDetails",
  "ShippingProfileName",
  "ReturnProfileName",
  "PaymentProfileName",
] as const;

type EbayColumn = (typeof EBAY_LISTING_COLUMNS)[number];

/** eBay condition IDs (eBay's item condition list): 1000 New, 3000 Used. */
export const EBAY_CONDITION_NEW = "1000";
export const EBAY_CONDITION_USED = "3000";
/** eBay's own value for an item without a brand. */
export const EBAY_NO_BRAND = "Unbranded";

/**
 * One fixed-price, good-'til-cancelled `Add` row. What only the seller knows is left empty on
 * purpose, so eBay's upload report names it instead of a guess going live: the item location,
 * handling time, shipping and returns (or the seller's business policy names), and the category
 * when we cannot name its leaf ID. Condition is New, or Used for a vintage seller.
 */
export function ebayRecord(item: ExportListing): string[] {
  const { listing } = item;
  const vintage = /vintage|antique/i.test(item.businessType ?? "");
  const cells: Partial<Record<EbayColumn, string>> = {
    [EBAY_ACTION_HEADER]: "Add",
    "*Category": ebayCategoryIdFor({
      category: listing.category,
      productType: item.productType,
      product: item.product,
    }),
    "*Title": clipText(listing.title, marketplaceRules.ebay.maxTitleChars),
    "*ConditionID": vintage ? EBAY_CONDITION_USED : EBAY_CONDITION_NEW,
    "*C:Brand": item.brand ?? EBAY_NO_BRAND,
    PicURL: item.imageUrl ?? "",
    // eBay descriptions are HTML; the listing's line breaks would otherwise run together.
    "*Description": descriptionHtml(listing.description, [], item.language),
    "*Format": "FixedPrice",
    "*Duration": "GTC",
    "*StartPrice": priceNumber(listing.suggestedPrice),
    "*Quantity": "1",
  };
  return EBAY_LISTING_COLUMNS.map((column) => cells[column] ?? "");
}

/**
 * The eBay upload file. No byte order mark: the encoding is declared in the first header
 * (CC=UTF-8), and a BOM would be glued to that header, which eBay parses.
 */
export function ebayListingsCsv(items: readonly ExportListing[]): string {
  return marketplaceCsv(EBAY_LISTING_COLUMNS, items.map(ebayRecord), { bom: false });
}
