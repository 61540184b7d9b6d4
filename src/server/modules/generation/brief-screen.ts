import type { LanguageCode } from "../../../domain/languages";
import { type MarketplacePlatform, marketplacePlatforms, platformLabels } from "../../../domain/platforms";
import { ProductUnknownError } from "../../providers/generation/generation-provider";
import { productFromFileName } from "../bulk/file-name-product";
import { namesSomething } from "./brief-sense";
import { type Localised, type PolicyRule, policyRules } from "./marketplace-policy";
import { escapeRegExp, holds } from "./policy-match";

/**
 * The seller's brief as typed, before any writer sees it: what screening reads. Shared by social
 * and listings, single and bulk, and by both engines (the screen runs in the services, not in a
 * writer).
 */
export interface ScreenedBrief {
  product?: string;
  additionalContext?: string;
  productType?: string;
  materials?: string;
  style?: string;
  size?: string;
  color?: string;
  occasion?: string;
  businessType?: string;
  /** The listing form's condition (`used`, `used_good`, `refurbished`…), when the seller gave one. */
  condition?: string;
  /** A bulk photo's file name, when the product came from it. */
  fileName?: string;
  language?: LanguageCode;
}

export type PolicyLevel = "ok" | "restricted" | "prohibited";

/** One policy rule the brief hit. */
export interface PolicyHit {
  rule: string;
  level: Exclude<PolicyLevel, "ok">;
  /**
   * "item": about the item itself (warned in every reply, social included); "marketplace": one
   * marketplace's fit (Etsy takes no modern resale), warned only where that marketplace was chosen.
   */
  scope: "item" | "marketplace";
  /** What the seller reads, in the brief's language when the rule has it. */
  warning: string;
  /** The marketplaces this rule skips. */
  platforms: MarketplacePlatform[];
}

export interface BriefScreen {
  /** Set when the brief names nothing that can be sold (empty, "asdf", a bare link, only emoji). */
  refusal?: string;
  policy: {
    level: PolicyLevel;
    /** What the seller reads, one sentence each ("Replicas of branded goods can't be sold on any marketplace."). */
    warnings: string[];
    /** Marketplaces that forbid the item, each with a reason the seller can read. */
    skip: Partial<Record<MarketplacePlatform, string>>;
    /**
     * Every rule hit, item rules first (the warnings above are the item rules' sentences). Always
     * set by screenBrief; optional so a stand-in screen (tests, the quality suite) may leave it out.
     */
    hits?: PolicyHit[];
  };
}

/** The app's one message for a brief that names nothing (the writers' ProductUnknownError says it too). */
export const BRIEF_NAMES_NOTHING_MESSAGE = new ProductUnknownError().message;

/**
 * Screens a brief: refusal of meaningless briefs, and marketplace policy.
 *
 * Refusal: every field the seller typed about the product is read (what they sell, the context,
 * the listing fields, a bulk photo's file name); the business type is not, since it names the
 * shop, not this product. When none of them holds a content word (./brief-sense.ts) the brief is
 * refused with the app's "Tell us what you're selling" message, and no policy is looked at.
 *
 * Policy: the rules of ./marketplace-policy.ts over the same fields (the business type included,
 * without any "vintage" in it: a shop's kind says nothing about this item's age). The level is
 * the worst item rule's; marketplace rules only skip.
 */
export function screenBrief(brief: ScreenedBrief): BriefScreen {
  const fromFileName = brief.fileName ? productFromFileName(brief.fileName) : undefined;
  const itemTexts = [
    brief.product,
    brief.additionalContext,
    brief.productType,
    brief.materials,
    brief.style,
    brief.size,
    brief.color,
    brief.occasion,
    fromFileName,
  ];
  if (!namesSomething(itemTexts)) {
    return {
      refusal: BRIEF_NAMES_NOTHING_MESSAGE,
      policy: { level: "ok", warnings: [], skip: {}, hits: [] },
    };
  }
  return { policy: policyOf(brief, withoutColourNames(itemTexts, brief.color)) };
}

/** A colour word said as a colour: "couleur cognac", "colour: champagne", "Farbe Bordeaux". */
const NAMED_AS_COLOUR =
  /(?<![\p{L}\p{N}])(?:colou?rs?|colou?red|couleurs?|coloris|colores?|farben?|farbton|tono)\s*:?\s*[\p{L}\p{N}'-]+/giu;

/**
 * The texts the policy reads, without the item's colour: a "cognac" backpack, a "champagne" dress
 * or a "wine" red scarf is not the drink. The colour field says what the seller's colour words
 * are (each is taken out of every text, whole words only), and a word after "colour", "couleur" or
 * "Farbe" is a colour wherever it stands.
 */
function withoutColourNames(
  texts: (string | undefined)[],
  colour: string | undefined,
): (string | undefined)[] {
  const colours = (colour ?? "")
    .split(/\s*(?:[,/&+]|\band\b|\bet\b|\by\b|\bund\b)\s*/iu)
    .map((name) => name.trim())
    .filter((name) => name.length > 1);
  const asColour = colours.map(
    (name) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "giu"),
  );
  return texts
    .filter((text) => text !== colour)
    .map((text) =>
      asColour.reduce((rest, name) => rest?.replace(name, " "), text?.replace(NAMED_AS_COLOUR, " ")),
    );
}

function policyOf(brief: ScreenedBrief, itemTexts: (string | undefined)[]): BriefScreen["policy"] {
  const shop = brief.businessType?.replace(/\b(?:vintage|antiques?)\b/giu, " ");
  const condition = brief.condition ? `condition:${brief.condition.trim().toLowerCase()}` : undefined;
  const text = [...itemTexts, shop, condition]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(" . ")
    .normalize("NFC")
    .replace(/[’`´]/g, "'");
  const language = brief.language;
  const hits = policyRules
    .filter((rule) => holds(text, rule.when))
    .map((rule) => hitOf(rule, language))
    .sort((a, b) => (a.scope === b.scope ? 0 : a.scope === "item" ? -1 : 1));

  const skip: Partial<Record<MarketplacePlatform, string>> = {};
  for (const hit of hits) {
    const rule = policyRules.find((candidate) => candidate.id === hit.rule) as PolicyRule;
    for (const platform of hit.platforms) skip[platform] ??= skipReason(platform, rule, language);
  }
  const itemHits = hits.filter((hit) => hit.scope === "item");
  const level: PolicyLevel = itemHits.some((hit) => hit.level === "prohibited")
    ? "prohibited"
    : itemHits.length > 0
      ? "restricted"
      : "ok";
  return { level, warnings: [...new Set(itemHits.map((hit) => hit.warning))], skip, hits };
}

function hitOf(rule: PolicyRule, language: LanguageCode | undefined): PolicyHit {
  return {
    rule: rule.id,
    level: rule.level,
    scope: rule.scope,
    warning: localised(rule.warning, language),
    platforms: marketplacePlatforms.filter((platform) => rule.skip.includes(platform)),
  };
}

function localised(text: Localised, language: LanguageCode | undefined): string {
  return (
    (language === "es" || language === "fr" || language === "de" ? text[language] : undefined) ?? text.en
  );
}

/** "Etsy doesn't allow live animals.", in the brief's language when the rule has its words. */
export function skipReason(
  platform: MarketplacePlatform,
  rule: Pick<PolicyRule, "what">,
  language: LanguageCode | undefined,
): string {
  const label = platformLabels[platform];
  if (language === "es" && rule.what.es) return `${label} no permite ${rule.what.es}.`;
  if (language === "fr" && rule.what.fr) return `${label} n'autorise pas ${rule.what.fr}.`;
  if (language === "de" && rule.what.de) return `${label} erlaubt ${rule.what.de}.`;
  return `${label} doesn't allow ${rule.what.en}.`;
}
