import type { CopySheet, CopySheetField, CopySheetMarketplace } from "../../../domain/exports";
import { languageOf } from "../../../domain/languages";
import { marketplaceRules } from "../../../domain/platform-rules";
import { platformLabels } from "../../../domain/platforms";
import type { ExportListing } from "./export-listing";
import { priceNumber } from "./listing-fields";

/**
 * Copy sheets for marketplaces that take no import file from a seller: the listing's fields in
 * the order the marketplace's own listing form asks for them, each with the form's label and
 * limit, so the seller pastes top to bottom. Empty fields are left out (nothing to paste).
 */

interface SheetSpec {
  /** The page the order and labels come from. */
  formSource: string;
  fields: (item: ExportListing) => (CopySheetField | null)[];
}

const field = (
  key: string,
  label: string,
  value: string | readonly string[] | undefined,
  extra: { limit?: string; note?: string } = {},
): CopySheetField | null => {
  const clean = typeof value === "string" ? value.trim() : (value ?? []).map((v) => v.trim()).filter(Boolean);
  if (clean.length === 0) return null;
  return { key, label, value: typeof clean === "string" ? clean : [...clean], ...extra };
};

const list = (text: string | undefined): string[] =>
  (text ?? "")
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);

const dollars = (item: ExportListing) =>
  priceNumber(item.listing.suggestedPrice) || item.listing.suggestedPrice;

/** Amazon's search terms: the tags, space-separated, under 250 bytes (UTF-8), cut between words. */
function searchTerms(tags: readonly string[], maxBytes: number): string {
  let terms = "";
  for (const tag of tags) {
    const next = terms ? `${terms} ${tag}` : tag;
    if (Buffer.byteLength(next, "utf8") > maxBytes) break;
    terms = next;
  }
  return terms;
}

const rules = marketplaceRules;

export const copySheetSpecs: Record<CopySheetMarketplace, SheetSpec> = {
  // Etsy's listing form: About (title, photos, description), category, price & inventory, then
  // details (tags, materials). Etsy Help, "How to Create a Listing".
  etsy: {
    formSource: "https://help.etsy.com/hc/en-us/articles/115015672808-How-to-Create-a-Listing",
    fields: (item) => [
      field("title", "Title", item.listing.title, {
        limit: `${rules.etsy.maxTitleChars} characters; % : & + at most once each`,
      }),
      field("description", "Description", item.listing.description),
      field("category", "Category", item.listing.category, {
        note: "Choose the closest match in Etsy's category list, then fill in the attributes it asks for.",
      }),
      field("price", "Price", dollars(item), { note: "USD. Check it against your costs and Etsy's fees." }),
      field("quantity", "Quantity", "1"),
      field("tags", "Tags", item.listing.tags.slice(0, rules.etsy.maxTags), {
        limit: `${rules.etsy.maxTags} tags, ${rules.etsy.maxTagChars} characters each`,
      }),
      field("materials", "Materials", list(item.materials), { limit: "13 materials" }),
    ],
  },
  // Amazon's "Add a Product" form: product type first, then Vital Info (product name, brand),
  // Offer (price, condition), Description (description, key product features) and Keywords
  // (search terms). Seller Central Help, product detail page rules and style guides.
  amazon: {
    formSource: "https://sellercentral.amazon.com/help/hub/reference/external/200421970",
    fields: (item) => [
      field("category", "Product type", item.listing.category, {
        note: "Search Amazon's product type list for this; it decides which attributes the form asks for.",
      }),
      field("title", "Item name", item.listing.title, {
        limit: `${rules.amazon.maxTitleChars} characters; none of ! $ ? _ { } ^ ¬ ¦`,
      }),
      field("brand", "Brand name", item.brand, {
        note: "Your brand as registered with Amazon; unbranded products may need Amazon's approval.",
      }),
      field("price", "Your price", dollars(item), { note: "USD." }),
      field("condition", "Condition", "New"),
      field("description", "Product description", item.listing.description, { limit: "2,000 characters" }),
      field("bulletPoints", "Bullet points (key product features)", item.listing.bulletPoints ?? [], {
        limit: `up to ${rules.amazon.maxBulletPoints} bullets`,
      }),
      field(
        "searchTerms",
        "Search terms",
        searchTerms(item.listing.tags, rules.amazon.maxSearchTermBytes ?? 249),
        {
          limit: "under 250 bytes",
        },
      ),
    ],
  },
  // Mercari's sell form: photos, title, description, category, brand, condition, color,
  // shipping, price. Mercari Help Center, seller guidelines and the sell form.
  mercari: {
    formSource: "https://www.mercari.com/us/help_center/article/72/",
    fields: (item) => [
      field("title", "Title", item.listing.title, { limit: `${rules.mercari.maxTitleChars} characters` }),
      field("description", "Description", item.listing.description, {
        limit: `${(rules.mercari.maxDescriptionChars ?? 1000).toLocaleString("en-US")} characters`,
        note: "Add size, condition details and any flaws buyers should know about.",
      }),
      field("category", "Category", item.listing.category),
      field("brand", "Brand", item.brand),
      field("condition", "Condition", "New", { note: "Change it if the item has been used." }),
      field("color", "Color", item.color),
      field("price", "Price", dollars(item), { note: "USD." }),
    ],
  },
  // Redbubble's "Add new work" form: upload the design, then title, tags, description; products
  // and prices are set per product type in the same form. Redbubble Help, "Being an independent
  // artist on Redbubble".
  redbubble: {
    formSource:
      "https://help.redbubble.com/hc/en-us/articles/202270379-Being-an-independent-artist-on-Redbubble",
    fields: (item) => [
      field("title", "Title", item.listing.title, { limit: `${rules.redbubble.maxTitleChars} characters` }),
      field("tags", "Tags", item.listing.tags.slice(0, rules.redbubble.maxTags), {
        limit: `${rules.redbubble.maxTags} tags`,
        note: "Describe the design only; Redbubble removes works with unrelated tags.",
      }),
      field("description", "Description", item.listing.description),
    ],
  },
};

/** A generation's listing for one marketplace as that marketplace's copy sheet. */
export function copySheetFor(marketplace: CopySheetMarketplace, item: ExportListing): CopySheet {
  const spec = copySheetSpecs[marketplace];
  return {
    generationId: item.generationId,
    marketplace,
    marketplaceName: platformLabels[marketplace],
    formSource: spec.formSource,
    createdAt: item.createdAt.toISOString(),
    language: languageOf(item.language).code,
    imageUrl: item.imageUrl,
    fields: spec.fields(item).filter((entry): entry is CopySheetField => entry !== null),
  };
}
