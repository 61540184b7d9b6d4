import type { BrandProfile } from "../../../domain/brand-profiles";
import { bulkBusinessTypes, bulkTones } from "../../../domain/bulk";

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
  return filled;
}

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

/** Lists are copied, so the filled body never shares an array with the profile. */
const copyOf = (value: unknown): unknown => (Array.isArray(value) ? [...value] : value);
