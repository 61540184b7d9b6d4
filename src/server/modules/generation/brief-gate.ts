import type { GenerationWarning } from "../../../domain/generation-warnings";
import type { LanguageCode } from "../../../domain/languages";
import type { SkippedMarketplace } from "../../../domain/listings";
import { knownValue } from "../../../domain/options";
import { type MarketplacePlatform, marketplacePlatforms } from "../../../domain/platforms";
import { NothingToListError, ProductUnknownError } from "../../providers/generation/generation-provider";
import { type BriefScreen, type PolicyHit, type ScreenedBrief, screenBrief } from "./brief-screen";

/**
 * The brief screen (./brief-screen.ts) as the services use it, the same for both engines: a
 * brief that names nothing is refused with ProductUnknownError (a 400 naming `product`, nothing
 * charged), marketplaces that forbid the item are taken out before the writer sees the brief
 * (NothingToListError when none is left), and the item's policy warnings go in the reply.
 */

/** The fields of a social request (or a stored post) the screen reads. */
export interface SocialScreenFields {
  product?: string | null;
  additionalContext?: string | null;
  businessType?: string | null;
  language?: LanguageCode | string | null;
}

/** The fields of a listing request (or a stored listing row) the screen reads. */
export interface ListingScreenFields extends SocialScreenFields {
  productType?: string | null;
  materials?: string | null;
  style?: string | null;
  size?: string | null;
  color?: string | null;
  occasion?: string | null;
  condition?: string | null;
}

const known = (value: string | null | undefined) => knownValue(value ?? undefined);

function screenedOf(fields: ListingScreenFields, fileName: string | undefined): ScreenedBrief {
  return {
    product: known(fields.product),
    additionalContext: known(fields.additionalContext),
    productType: known(fields.productType),
    materials: known(fields.materials),
    style: known(fields.style),
    size: known(fields.size),
    color: known(fields.color),
    occasion: known(fields.occasion),
    businessType: known(fields.businessType),
    condition: known(fields.condition),
    fileName,
    language: (known(fields.language) as LanguageCode | undefined) ?? undefined,
  };
}

/** Screens a request's brief (a bulk photo's file name included). */
export function screenFields(fields: ListingScreenFields, fileName?: string): BriefScreen {
  return screenBrief(screenedOf(fields, fileName));
}

/** Throws the app's "tell us what you're selling" refusal when the brief names nothing. */
export function refuseIfMeaningless(screen: BriefScreen): void {
  if (screen.refusal) throw new ProductUnknownError(screen.refusal);
}

/** The chosen marketplaces the policy skips, canonical order, each with its reason. */
export function policySkips(
  screen: BriefScreen,
  chosen: readonly MarketplacePlatform[],
): SkippedMarketplace[] {
  return marketplacePlatforms.flatMap((platform) => {
    const reason = screen.policy.skip[platform];
    return chosen.includes(platform) && reason ? [{ platform, reason }] : [];
  });
}

/**
 * The chosen marketplaces the writer may write for. Throws NothingToListError (with every
 * reason) when the policy skips them all.
 */
export function writableMarketplaces(
  screen: BriefScreen,
  chosen: readonly MarketplacePlatform[],
): MarketplacePlatform[] {
  const skipped = policySkips(screen, chosen);
  const writable = chosen.filter((platform) => !skipped.some((item) => item.platform === platform));
  if (writable.length === 0 && skipped.length > 0) {
    throw new NothingToListError(Object.fromEntries(skipped.map((item) => [item.platform, item.reason])));
  }
  return writable;
}

/** Merges the policy's skips with the writer's, canonical order, the policy's reason first. */
export function mergeSkipped(
  policy: readonly SkippedMarketplace[],
  writer: readonly SkippedMarketplace[],
): SkippedMarketplace[] {
  return marketplacePlatforms.flatMap((platform) => {
    const item =
      policy.find((entry) => entry.platform === platform) ??
      writer.find((entry) => entry.platform === platform);
    return item ? [item] : [];
  });
}

function warningOf(hit: PolicyHit, platforms?: MarketplacePlatform[]): GenerationWarning {
  return {
    code: hit.level === "prohibited" ? "prohibited_item" : "restricted_item",
    message: hit.warning,
    ...(platforms && platforms.length > 0 ? { platforms } : {}),
  };
}

function hitsOf(screen: BriefScreen): PolicyHit[] {
  return screen.policy.hits ?? [];
}

/** A social reply's warnings: what the item itself is (marketplace fit does not concern a post). */
export function socialWarnings(screen: BriefScreen): GenerationWarning[] {
  return dedupe(
    hitsOf(screen)
      .filter((hit) => hit.scope === "item")
      .map((hit) => warningOf(hit)),
  );
}

/**
 * A listing reply's warnings: every item rule, with the chosen marketplaces it skipped; a
 * marketplace rule (Etsy takes no modern resale) only when it skipped a chosen marketplace.
 */
export function listingWarnings(
  screen: BriefScreen,
  chosen: readonly MarketplacePlatform[],
): GenerationWarning[] {
  return dedupe(
    hitsOf(screen).flatMap((hit) => {
      const platforms = hit.platforms.filter((platform) => chosen.includes(platform));
      if (hit.scope === "marketplace" && platforms.length === 0) return [];
      return [warningOf(hit, platforms)];
    }),
  );
}

function dedupe(warnings: GenerationWarning[]): GenerationWarning[] {
  const seen = new Set<string>();
  return warnings.filter((warning) => {
    if (seen.has(warning.message)) return false;
    seen.add(warning.message);
    return true;
  });
}
