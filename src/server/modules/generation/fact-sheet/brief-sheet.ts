import type { FactSheet } from "../../../../domain/fact-sheet";
import type { ListingBrief, SocialBrief } from "../../../providers/generation/generation-provider";
import { understandBrief } from "./understand-brief";

/**
 * The fact sheet of a writer's brief: the seller's correction when they sent one ("What we
 * understood", edited), else the brief read once. The photo only ever adds the offered colour.
 */
export function sheetOfBrief(
  brief: SocialBrief | ListingBrief,
  corrected?: FactSheet,
): FactSheet | undefined {
  const photoColour = brief.facts.productColors?.find((c) => c.share >= 0.15)?.name.toLowerCase();
  if (corrected) return { ...corrected, ...(corrected.photoColour || !photoColour ? {} : { photoColour }) };
  const listing = "productType" in brief ? brief : undefined;
  return understandBrief(
    {
      product: brief.product,
      additionalContext: brief.additionalContext,
      productType: listing?.productType,
      materials: listing?.materials,
      color: listing?.color,
      size: listing?.size,
      style: listing?.style,
      occasion: listing?.occasion,
      targetAudience: brief.targetAudience,
      businessType: brief.businessType,
      shopName: "brand" in brief ? brief.brand : undefined,
      condition: listing?.condition,
      price: listing?.price,
      tags: listing ? listing.tags : (brief as SocialBrief).hashtags,
      language: brief.language,
    },
    brief.facts,
  );
}

/**
 * Everything the seller said about the product, in one string: what a claim in the copy must be
 * found in. The shop's name and business type describe the shop, not this item ("Vintage &
 * resale" does not make a pair of sneakers vintage), so they are not part of it; a corrected
 * sheet's facts are the seller's words too.
 */
export function sellerTextOf(brief: SocialBrief | ListingBrief): string {
  const listing = "productType" in brief ? brief : undefined;
  const sheet = brief.sheet;
  return [
    brief.product,
    brief.additionalContext,
    brief.targetAudience,
    listing?.productType,
    listing?.materials,
    listing?.color,
    listing?.size,
    listing?.style,
    listing?.occasion,
    listing?.condition,
    ...(listing ? listing.tags : (brief as SocialBrief).hashtags),
    ...(brief.voice?.alwaysWords ?? []),
    ...(sheet
      ? [...sheet.colours, ...sheet.materials, ...sheet.claims, ...sheet.condition.words, ...sheet.specs]
      : []),
  ]
    .filter((text): text is string => typeof text === "string" && text.length > 0)
    .join(" . ");
}
