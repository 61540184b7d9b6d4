import type { OpenedListingGeneration } from "../../../domain/history";
import type { LanguageCode } from "../../../domain/languages";
import { listingConditions } from "../../../domain/listing-details";
import { knownValue, productOptions } from "../../../domain/options";
import { optionPrefill } from "../brand-profiles/profile-prefill";
import {
  chosenMarketplaces,
  emptyProductContext,
  formValuesOfDetails,
  type ListingImage,
  type ProductContextValues,
  productSelectFields,
} from "./listing-form-values";

/**
 * The product form as a stored generation was written from (History's "Open"): what was sold,
 * each select on the form's list or as 'Not listed' text, the colour, its profile, `language`
 * (the generation's, if this server writes it) and the listing details the seller filled in
 * (stock, SKU, condition, brand, variants, weight, package size, further photos in order), so
 * exporting again after an edit carries them as before.
 */
export function listingValuesOfGeneration(
  generation: OpenedListingGeneration,
  language: LanguageCode,
): ProductContextValues {
  const values: ProductContextValues = {
    ...emptyProductContext,
    product: knownValue(generation.product) ?? "",
    color: knownValue(generation.color) ?? "",
    brandProfileId: generation.brandProfileId ?? "",
    language,
    additionalContext: generation.additionalContext ?? "",
    ...conditionOfBrief(generation.condition),
    ...formValuesOfDetails(generation.details),
    price: ownPriceOf(generation),
  };
  for (const field of productSelectFields) {
    const prefill = optionPrefill(knownValue(generation[field] ?? null) ?? null, productOptions[field]);
    if (!prefill) continue;
    values[field] = prefill.value;
    values[`${field}Custom`] = prefill.custom;
  }
  return values;
}

/**
 * The form's condition for the one the writer was given, where the form has it as such (new,
 * refurbished, vintage; "used" has grades the brief did not choose). The details' exact
 * condition, when stored, wins over it.
 */
function conditionOfBrief(condition: OpenedListingGeneration["condition"]): Partial<ProductContextValues> {
  const exact = listingConditions.find((value) => value === condition);
  return exact ? { condition: exact } : {};
}

/**
 * The seller's own price, when they gave one: it is on every listing as typed (the price guide
 * says so), formatted like the listings' prices; "" when the prices were the writer's suggestion.
 */
function ownPriceOf(generation: OpenedListingGeneration): string {
  const own = Object.values(generation.platforms).find((listing) => listing?.priceGuide?.own);
  return own?.suggestedPrice ?? "";
}

/** Everything the listing page shows of an opened generation: photo, form, marketplaces. */
export function openedListingState(generation: OpenedListingGeneration, language: LanguageCode) {
  const image: ListingImage | null = generation.imagePath
    ? { kind: "upload", objectPath: generation.imagePath, previewUrl: generation.imagePath }
    : null;
  return {
    image,
    context: listingValuesOfGeneration(generation, language),
    platforms: chosenMarketplaces(generation),
  };
}
