import type { BrandProfile } from "../../../domain/brand-profiles";
import { bulkBusinessTypes, bulkTones } from "../../../domain/bulk";
import { type ListingDefaults, writerConditionOf } from "../../../domain/listing-details";

/** The requests a brand profile can fill: the two generators and the two kinds of bulk context. */
export type PrefillKind = "social" | "listings" | "bulk-social" | "bulk-listings";

/** A request key and the profile field that fills it. */
type Fill = readonly [requestKey: string, profileField: keyof BrandProfile];

const voice: Fill[] = [
  ["language", "language"],
  ["about", "about"],
  ["alwaysWords", "alwaysWords"],
  ["neverWords", "neverWords"],
  ["examplePosts", "examplePosts"],
];

/**
 * What each request takes from a profile: only keys its schema has. Listings have no brand, tone,
 * goal, link or hashtags; a bulk listing context has a (required) brand, so the profile fills it.
 */
const fillsByKind: Record<PrefillKind, readonly Fill[]> = {
  social: [
    ["businessType", "businessType"],
    ["brand", "brand"],
    ["targetAudience", "targetAudience"],
    ["tone", "tone"],
    ["campaignGoal", "campaignGoal"],
    ["productUrl", "productUrl"],
    ["hashtags", "hashtags"],
    ...voice,
  ],
  listings: [["businessType", "businessType"], ["targetAudience", "targetAudience"], ...voice],
  "bulk-social": [
    ["businessType", "businessType"],
    ["brand", "brand"],
    ["targetAudience", "targetAudience"],
    ["tone", "tone"],
    ["campaignGoal", "campaignGoal"],
    ["productUrl", "productUrl"],
    ...voice,
  ],
  "bulk-listings": [
    ["businessType", "businessType"],
    ["brand", "brand"],
    ["targetAudience", "targetAudience"],
    ...voice,
  ],
};

/**
 * A request body with every field it leaves out (key absent or undefined) filled in from the
 * profile. What the request sends wins, an empty string or list included (the seller cleared it
 * for this run). A profile field that is not set (null, or an empty list) fills nothing. The
 * bulk page's business type and tone are option values, so a profile's "Playful" becomes
 * "playful" there; text that names no option stays as it is.
 */
export function prefillFromProfile(
  body: Readonly<Record<string, unknown>>,
  profile: BrandProfile,
  kind: PrefillKind,
): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...body };
  for (const [requestKey, profileField] of fillsByKind[kind]) {
    if (filled[requestKey] !== undefined) continue;
    const value = profile[profileField];
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    filled[requestKey] = isBulk(kind) ? asBulkOption(requestKey, value) : copyOf(value);
  }
  // A listing's own details (a bulk photo's are filled by prefillBulkImages: they sit beside the context).
  if (kind === "listings" && profile.listingDefaults) {
    filled.details = detailsWithListingDefaults(
      filled.details,
      defaultsAgreeingWith(profile.listingDefaults, filled.condition),
    );
  }
  return filled;
}

/**
 * A listing batch's photos, each with the profile's listing defaults filling what its own details
 * leave out (a photo without details gets the defaults as its details). Anything that is not a
 * list of objects is left to the route's schema.
 */
export function prefillBulkImages(images: unknown, profile: BrandProfile): unknown {
  if (!profile.listingDefaults || !Array.isArray(images)) return images;
  return images.map((image) =>
    isRecord(image)
      ? { ...image, details: detailsWithListingDefaults(image.details, profile.listingDefaults) }
      : image,
  );
}

/**
 * A listing's `details` with the profile's listing defaults filling each field the listing leaves
 * out (key absent or undefined): what the listing gives wins field by field, a whole weight or
 * package size included. Without defaults the details stay as they are (even absent). Details
 * that are not an object are left to the route's schema, which refuses them with a 400.
 */
export function detailsWithListingDefaults(details: unknown, defaults: ListingDefaults | null): unknown {
  if (!defaults || (details !== undefined && !isRecord(details))) return details;
  const filled: Record<string, unknown> = { ...(details ?? {}) };
  for (const [field, value] of Object.entries(defaults)) {
    if (filled[field] === undefined) filled[field] = copyOf(value);
  }
  return filled;
}

/**
 * The defaults without their condition (and its note) when the request states another one for the
 * writer (`condition: "new"` against a profile's "Used — good"): the request's word wins, and the
 * files must not call an item used that the copy calls new.
 */
function defaultsAgreeingWith(defaults: ListingDefaults, stated: unknown): ListingDefaults {
  if (typeof stated !== "string" || !defaults.condition) return defaults;
  if (writerConditionOf(defaults.condition) === stated) return defaults;
  const { condition: _condition, conditionNote: _note, ...rest } = defaults;
  return rest;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isBulk = (kind: PrefillKind) => kind === "bulk-social" || kind === "bulk-listings";

function asBulkOption(requestKey: string, value: unknown): unknown {
  if (typeof value !== "string") return copyOf(value);
  if (requestKey === "businessType") return optionValueFor(bulkBusinessTypes, value);
  if (requestKey === "tone") return optionValueFor(bulkTones, value);
  return value;
}

/** The option whose label (or value) the text names, case-insensitively; else the text itself. */
export function optionValueFor(options: readonly { value: string; label: string }[], text: string): string {
  const wanted = text.trim().toLocaleLowerCase("en");
  const match = options.find(
    (option) =>
      option.label.toLocaleLowerCase("en") === wanted || option.value.toLocaleLowerCase("en") === wanted,
  );
  return match?.value ?? text;
}

/** Lists and objects are copied, so the filled body never shares one with the profile. */
const copyOf = (value: unknown): unknown =>
  Array.isArray(value) ? [...value] : isRecord(value) ? { ...value } : value;
