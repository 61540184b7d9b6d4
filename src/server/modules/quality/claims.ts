/**
 * Claims a seller must have made before a writer may: each is a promise about the product
 * (how it was made, what it is safe for, where it came from, what it is certified as) that a
 * buyer can hold the seller to. A writer that adds one the brief does not support invents a
 * fact — the "no 'handmade' unless said".
 */
export interface ClaimRule {
  /** The claim as the report names it. */
  claim: string;
  /** Finds the claim in generated text (case-insensitive, whole words). */
  said: RegExp;
  /** Finds the seller's support for it in the brief; the claim's own pattern when absent. */
  supportedBy?: RegExp;
}

const w = (body: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, "iu");

/** The hand verbs that make a thing handmade ("hand-thrown mug"); not lettering or a drawn design. */
const HAND_MADE_VERBS =
  "thrown|poured|knit|knitted|sewn|stitched|carved|built|woven|forged|cut|painted|dyed|bound|crocheted|crafted|made|blown|tooled|turned|formed|shaped|rolled|milled";

export const DEFAULT_CLAIM_RULES: readonly ClaimRule[] = [
  {
    claim: "handmade",
    said: w("hand[- ]?made|hand[- ]?crafted|made by hand|handcrafted"),
    supportedBy: w(
      `hand[- ]?made|hand[- ]?crafted|made by hand|hand[- ](?:${HAND_MADE_VERBS})|handmade crafts`,
    ),
  },
  { claim: "organic", said: w("organic") },
  {
    claim: "eco-friendly",
    said: w(
      "eco[- ]?friendly|environmentally friendly|planet[- ]friendly|earth[- ]friendly|eco[- ]conscious",
    ),
  },
  { claim: "sustainable", said: w("sustainabl[ey]|sustainably") },
  { claim: "vegan", said: w("vegan") },
  { claim: "cruelty-free", said: w("cruelty[- ]free") },
  { claim: "recycled", said: w("recycled|upcycled") },
  { claim: "biodegradable", said: w("biodegradable|compostable") },
  { claim: "dishwasher safe", said: w("dishwasher[- ]safe") },
  { claim: "microwave safe", said: w("microwave[- ]safe") },
  { claim: "oven safe", said: w("oven[- ]safe") },
  { claim: "food safe", said: w("food[- ]safe|food[- ]grade") },
  { claim: "waterproof", said: w("waterproof|water[- ]resistant|water[- ]repellent") },
  { claim: "non-toxic", said: w("non[- ]?toxic") },
  { claim: "hypoallergenic", said: w("hypo[- ]?allergenic") },
  { claim: "nickel-free", said: w("nickel[- ]free") },
  { claim: "lead-free", said: w("lead[- ]free") },
  { claim: "BPA-free", said: w("bpa[- ]free") },
  { claim: "fair trade", said: w("fair[- ]trade") },
  {
    claim: "made in a named country",
    said: w(
      "made in (?:the )?(?:usa|u\\.s\\.a?\\.?|us|america|uk|britain|england|scotland|ireland|italy|france|japan|china|canada|germany|portugal|spain|mexico|india|australia)",
    ),
  },
  {
    claim: "solid or karat gold",
    said: w(
      "solid gold|real gold|(?:9|10|14|18|22|24) ?(?:k|kt|karat|carat) (?:solid )?gold|(?:9|10|14|18|22|24) ?(?:kt|karat)",
    ),
  },
  { claim: "sterling silver", said: w("sterling(?: silver)?|925 silver") },
  { claim: "genuine leather", said: w("genuine leather|real leather|full[- ]grain|top[- ]grain") },
  { claim: "machine washable", said: w("machine[- ]washable") },
  { claim: "warranty", said: w("warrant(?:y|ies|ied)|guarantee[ds]?") },
  { claim: "free shipping", said: w("free shipping|ships free") },
  { claim: "one of a kind", said: w("one[- ]of[- ]a[- ]kind|ooak") },
  { claim: "limited edition", said: w("limited edition") },
  { claim: "bestseller or award", said: w("best[- ]?sell(?:er|ing)|award[- ]winning") },
];

export interface UnsupportedClaim {
  claim: string;
  excerpt: string;
}

const globals = new WeakMap<RegExp, RegExp>();

/** The rule's pattern with the g flag, compiled once. */
function globalOf(pattern: RegExp): RegExp {
  let global = globals.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, "giu");
    globals.set(pattern, global);
  }
  return global;
}

const NEGATION = /(?:\bnot|n't|\bnever|\bno)\s+(?:\S+\s+)?$/i;

/**
 * Why: returns the claims the output makes that the seller's words do not support, once each,
 * with the words that made them. A negated mention ("not dishwasher safe") is advice, not a claim.
 */
export function findUnsupportedClaims(
  sellerWords: string,
  output: string,
  rules: readonly ClaimRule[] = DEFAULT_CLAIM_RULES,
): UnsupportedClaim[] {
  const found: UnsupportedClaim[] = [];
  for (const rule of rules) {
    if ((rule.supportedBy ?? rule.said).test(sellerWords)) continue;
    for (const match of output.matchAll(globalOf(rule.said))) {
      const before = output.slice(Math.max(0, match.index - 20), match.index);
      if (NEGATION.test(before)) continue;
      const start = Math.max(0, match.index - 25);
      found.push({
        claim: rule.claim,
        excerpt: output.slice(start, match.index + match[0].length + 25).trim(),
      });
      break;
    }
  }
  return found;
}
