import type { BrandProfile } from "../../../domain/brand-profiles";
import { NOT_LISTED } from "../../../domain/options";

/**
 * A profile's free-text value on one of a generator's option lists: its option when listed, else
 * 'Not listed' with the text. Null when the profile has no value (the field is left as it is).
 */
export function optionPrefill(
  text: string | null,
  options: readonly string[],
): { value: string; custom: string } | null {
  const value = text?.trim();
  if (!value) return null;
  const listed = options.find(
    (option) => option !== NOT_LISTED && option.toLowerCase() === value.toLowerCase(),
  );
  return listed ? { value: listed, custom: "" } : { value: NOT_LISTED, custom: value };
}

/**
 * What a request carries besides the fields the form shows: the profile's id (the server fills in
 * whatever the request leaves out) and its voice, which no generator form has fields for.
 */
export function profileRequestFields(profile: BrandProfile | null | undefined): {
  brandProfileId?: string;
  about?: string;
  alwaysWords?: string[];
  neverWords?: string[];
  examplePosts?: string[];
} {
  if (!profile) return {};
  return {
    brandProfileId: profile.id,
    about: profile.about?.trim() || undefined,
    alwaysWords: profile.alwaysWords,
    neverWords: profile.neverWords,
    examplePosts: profile.examplePosts,
  };
}
