import type { ImageFacts } from "../../../domain/ai-image";
import { listingGenerationRequestSchema } from "../../../domain/listings";
import { knownValue } from "../../../domain/options";
import { marketplacePlatforms, socialPlatforms } from "../../../domain/platforms";
import { socialGenerationRequestSchema } from "../../../domain/social";
import type { ListingBrief, SocialBrief } from "../../providers/generation/generation-provider";
import type { ScreenedBrief } from "../generation/brief-screen";
import { listingBriefFrom } from "../generation/listing-service";
import { socialBriefFrom } from "../generation/social-service";
import { SELLER_CONDITIONS, type SellerBrief, type SellerCondition } from "./seller-briefs";

/**
 * A corpus brief as the app turns a seller's forms into what a writer reads: the request goes
 * through the API's own schema (trimming, caps) and the services' own mapping (socialBriefFrom,
 * listingBriefFrom: blanks and 'Not listed' become unknown; values outside the form's lists pass
 * as the free text an API client may send). The listing brief also carries the seller's
 * additional context, the form's condition and price (ListingBrief's newer fields), taken from
 * the service when it maps them already and from the seller's form otherwise.
 *
 * Throws (a zod error) when the app would answer 400 to the request.
 */
export function socialBriefOfSeller(brief: SellerBrief, facts: ImageFacts, variant = 0): SocialBrief {
  const { seller } = brief;
  const input = socialGenerationRequestSchema.parse({
    product: seller.product,
    businessType: seller.businessType,
    brand: seller.brand,
    targetAudience: seller.targetAudience,
    tone: seller.tone || undefined,
    campaignGoal: seller.campaignGoal,
    additionalContext: seller.additionalContext,
    hashtags: [],
    selectedPlatforms: [...socialPlatforms],
    variant,
    language: brief.language,
  });
  return socialBriefFrom(input, facts);
}

export function listingBriefOfSeller(brief: SellerBrief, facts: ImageFacts, variant = 0): ListingBrief {
  const { seller } = brief;
  const { listing } = seller;
  // The newer fields go in too: once the schema carries them the service maps them itself.
  const request: Record<string, unknown> = {
    product: seller.product,
    businessType: seller.businessType,
    targetAudience: seller.targetAudience,
    productType: listing.productType,
    style: listing.style,
    materials: listing.materials,
    size: listing.size,
    occasion: listing.occasion,
    color: listing.color,
    additionalContext: seller.additionalContext,
    condition: listing.condition || undefined,
    price: listing.price,
    tags: [],
    selectedPlatforms: [...marketplacePlatforms],
    variant,
    language: brief.language,
  };
  const input = listingGenerationRequestSchema.parse(request);
  const mapped = listingBriefFrom(input, facts);
  return {
    ...mapped,
    additionalContext: mapped.additionalContext ?? knownValue(seller.additionalContext),
    condition: mapped.condition ?? conditionOf(listing.condition),
    price: mapped.price ?? knownValue(listing.price),
  };
}

/** What the service-level screen reads: the seller's words before any writer sees them. */
export function screenedBriefOfSeller(brief: SellerBrief): ScreenedBrief {
  const { seller } = brief;
  const { listing } = seller;
  return {
    product: knownValue(seller.product),
    additionalContext: knownValue(seller.additionalContext),
    productType: knownValue(listing.productType),
    materials: knownValue(listing.materials),
    style: knownValue(listing.style),
    size: knownValue(listing.size),
    color: knownValue(listing.color),
    occasion: knownValue(listing.occasion),
    businessType: knownValue(seller.businessType),
    language: brief.language,
  };
}

/** The form's condition when it is one of the app's values; anything else is unknown. */
export function conditionOf(value: string | undefined): SellerCondition | undefined {
  const known = knownValue(value)?.toLowerCase();
  return SELLER_CONDITIONS.find((condition) => condition === known);
}
