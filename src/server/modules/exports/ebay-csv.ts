import { type ListingCondition, listingConditionLabels } from "../../../domain/listing-details";
import { marketplaceRules } from "../../../domain/platform-rules";
import { marketplaceCsv } from "./csv-file";
import type { ExportListing } from "./export-listing";
import { clipText, descriptionHtml, photoUrlsOf, priceNumber } from "./listing-fields";
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
 *
 * Variations (a size or colour per row) follow File Exchange's variation format: the parent row
 * carries the listing and `RelationshipDetails` naming every value (`Size=S;M;L`); each child row
 * has `Relationship` = `Variation`, its own `RelationshipDetails` (`Size=M`), price, quantity and
 * CustomLabel, and nothing else (eBay's "Creating listings with variations in File Exchange").
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
  "ConditionDescription",
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

/**
 * eBay's item condition IDs ("Item condition ID and name values",
 * https://developer.ebay.com/api-docs/sell/static/metadata/condition-id-values.html). Only the
 * ones most categories take are used: 1000 New, 2500 Seller refurbished, 3000 Used. The finer
 * used grades (2750 Like New, 4000 Very Good, 5000 Good, 6000 Acceptable) exist only in some
 * categories (books, media…), so a seller's grade goes into ConditionDescription instead, where
 * every category shows it.
 */
export const EBAY_CONDITION_NEW = "1000";
export const EBAY_CONDITION_REFURBISHED = "2500";
export const EBAY_CONDITION_USED = "3000";
/** eBay's own value for an item without a brand. */
export const EBAY_NO_BRAND = "Unbranded";

const EBAY_CONDITION_IDS: Record<ListingCondition, string> = {
  new: EBAY_CONDITION_NEW,
  "used-like-new": EBAY_CONDITION_USED,
  "used-good": EBAY_CONDITION_USED,
  "used-fair": EBAY_CONDITION_USED,
  refurbished: EBAY_CONDITION_REFURBISHED,
  vintage: EBAY_CONDITION_USED,
};

/** The columns eBay requires on a listing's row (a leading `*` in the template). */
export const EBAY_REQUIRED_COLUMNS = EBAY_LISTING_COLUMNS.filter((column) => column.startsWith("*"));
/** Required columns a variation listing carries on its child rows rather than the parent. */
export const EBAY_PER_VARIATION_COLUMNS: readonly EbayColumn[] = ["*StartPrice", "*Quantity"];

/** eBay's ReturnsWithinOption values. */
const RETURNS_WITHIN: Record<number, string> = { 14: "Days_14", 30: "Days_30", 60: "Days_60" };

/** The seller's condition, or New when none was given (as the writer reads it) or Used for a vintage shop. */
function conditionOf(item: ExportListing): ListingCondition {
  if (item.details?.condition) return item.details.condition;
  return /vintage|antique/i.test(item.businessType ?? "") ? "vintage" : "new";
}

/** What buyers read beside the condition: the seller's grade and note ("Used — good. Small chip."). */
function conditionDescription(item: ExportListing): string {
  const condition = item.details?.condition;
  const grade = condition?.startsWith("used-") ? listingConditionLabels[condition] : "";
  return [grade, item.details?.conditionNote?.trim() ?? ""].filter(Boolean).join(". ");
}

/** Shipping and returns: the seller's business policies by name, else the shop settings' fields. */
function shippingAndReturns(item: ExportListing): Partial<Record<EbayColumn, string>> {
  const shop = item.shop ?? {};
  const policies = shop.ebayPolicies ?? {};
  const returns = shop.returns;
  const cells: Partial<Record<EbayColumn, string>> = {
    "*Location": [shop.location, shop.postalCode].filter(Boolean).join(" "),
    "*DispatchTimeMax": shop.dispatchDays === undefined ? "" : String(shop.dispatchDays),
    ShippingProfileName: policies.shipping ?? "",
    ReturnProfileName: policies.returns ?? "",
    PaymentProfileName: policies.payment ?? "",
  };
  if (returns) {
    cells["*ReturnsAcceptedOption"] = returns.accepted ? "ReturnsAccepted" : "ReturnsNotAccepted";
    if (returns.accepted) {
      cells.ReturnsWithinOption = RETURNS_WITHIN[returns.withinDays ?? 30] ?? "";
      cells.RefundOption = "MoneyBack";
      cells.ShippingCostPaidByOption = returns.paidBy === "seller" ? "Seller" : "Buyer";
    }
  }
  return cells;
}

/** `Size=S;M;L` (parent) or `Size=M` (child). */
const relationship = (option: string, values: readonly string[]) => `${option}=${values.join(";")}`;

/**
 * One fixed-price, good-'til-cancelled `Add` listing: one row, or with variants a parent row and
 * a `Variation` row per variant. What only the seller knows and has not told us is left empty,
 * and ebayProblems (import-problems.ts) names it, so a guess never goes live.
 */
export function ebayRecords(item: ExportListing): string[][] {
  const { listing, details } = item;
  const price = priceNumber(listing.suggestedPrice);
  const quantity = String(details?.quantity ?? 1);
  const variants = details?.variants;
  const parent: Partial<Record<EbayColumn, string>> = {
    [EBAY_ACTION_HEADER]: "Add",
    CustomLabel: details?.sku ?? "",
    "*Category": ebayCategoryIdFor({
      category: listing.category,
      productType: item.productType,
      product: item.product,
    }),
    "*Title": clipText(listing.title, marketplaceRules.ebay.maxTitleChars),
    "*ConditionID": EBAY_CONDITION_IDS[conditionOf(item)],
    ConditionDescription: clipText(conditionDescription(item), 1000),
    "*C:Brand": details?.brand ?? EBAY_NO_BRAND,
    PicURL: photoUrlsOf(item).join("|"),
    // eBay descriptions are HTML; the listing's line breaks would otherwise run together.
    "*Description": descriptionHtml(listing.description, [], item.language),
    "*Format": "FixedPrice",
    "*Duration": "GTC",
    "*StartPrice": variants ? "" : price,
    "*Quantity": variants ? "" : quantity,
    ...shippingAndReturns(item),
  };
  if (variants) {
    parent.RelationshipDetails = relationship(
      variants.option,
      variants.values.map((variant) => variant.value),
    );
  }
  const children = (variants?.values ?? []).map((variant) => ({
    Relationship: "Variation",
    RelationshipDetails: relationship(variants?.option ?? "", [variant.value]),
    CustomLabel: variant.sku ?? "",
    "*StartPrice": variant.price === undefined ? price : priceNumber(variant.price),
    "*Quantity": String(variant.quantity ?? details?.quantity ?? 1),
  })) as Partial<Record<EbayColumn, string>>[];
  return [parent, ...children].map((cells) => EBAY_LISTING_COLUMNS.map((column) => cells[column] ?? ""));
}

/** The listing's own (parent) row. */
export function ebayRecord(item: ExportListing): string[] {
  return ebayRecords(item)[0] as string[];
}

/**
 * The eBay upload file. No byte order mark: the encoding is declared in the first header
 * (CC=UTF-8), and a BOM would be glued to that header, which eBay parses.
 */
export function ebayListingsCsv(items: readonly ExportListing[]): string {
  return marketplaceCsv(EBAY_LISTING_COLUMNS, items.flatMap(ebayRecords), { bom: false });
}
