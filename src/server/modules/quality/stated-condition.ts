import { findStatements } from "./grounding";
import type { SellerCondition, SellerLanguage } from "./seller-briefs";

/**
 * The condition a brief's listings state, against the seller's (issue 30: "condition right"):
 * condition lines ("Condition: Vintage", "État : voir les photos", "CONDITION – Used.") and
 * condition words anywhere in a listing (titles included: "brand new", "pre-owned", "vintage",
 * "refurbished", "signs of wear"). A vintage style ("vintage-style print") is no condition.
 *
 * Right when:
 * - new: nothing non-new is stated (no used, vintage, refurbished or wear);
 * - used: used (or like new) is stated, and not new, vintage or refurbished;
 * - vintage: vintage is stated, and not new or refurbished (used and wear agree with it);
 * - refurbished: refurbished is stated, and not new or vintage (used and wear agree with it).
 * A condition line that names no condition ("Condition: See photos") is reported apart.
 */
export type StatedCondition = SellerCondition | "wear";

export interface ConditionVerdict {
  stated: StatedCondition[];
  /** Condition lines whose value names no condition ("See photos"). */
  emptyLines: string[];
  right: boolean;
  problem?: string;
}

const CONCEPT_TO_CONDITION: Record<string, StatedCondition> = {
  "condition:new": "new",
  "condition:like new": "used",
  "condition:used": "used",
  "condition:wear": "wear",
  "condition:vintage": "vintage",
  "condition:refurbished": "refurbished",
};

const CONDITION_LINE =
  /^[\s•*·-]*(?:item\s+)?(?:condition|estado|état|etat|zustand)\s*(?::|–|—|-)\s*(.+)$/gimu;
const BARE_NEW = /^(?:brand[\s-]+)?new\b|^nuev[oa]s?\b|^neu(?:f|ve)?\b/iu;

export function conditionsStated(
  texts: readonly string[],
  language: SellerLanguage,
): {
  stated: StatedCondition[];
  emptyLines: string[];
} {
  const stated = new Set<StatedCondition>();
  const emptyLines: string[] = [];
  for (const text of texts) {
    for (const statement of findStatements(text, language)) {
      const condition = CONCEPT_TO_CONDITION[statement.concept];
      if (condition) stated.add(condition);
    }
    for (const match of text.matchAll(CONDITION_LINE)) {
      const value = (match[1] ?? "").trim();
      const found = findStatements(value, language)
        .map((statement) => CONCEPT_TO_CONDITION[statement.concept])
        .filter((condition): condition is StatedCondition => condition !== undefined);
      if (BARE_NEW.test(value)) found.push("new");
      if (found.length === 0) emptyLines.push(match[0].trim());
      for (const condition of found) stated.add(condition);
    }
  }
  return { stated: [...stated], emptyLines };
}

const AGREES: Record<SellerCondition, { must: StatedCondition[]; allowed: StatedCondition[] }> = {
  new: { must: [], allowed: ["new"] },
  used: { must: ["used"], allowed: ["used", "wear"] },
  vintage: { must: ["vintage"], allowed: ["vintage", "used", "wear"] },
  refurbished: { must: ["refurbished"], allowed: ["refurbished", "used", "wear"] },
};

export function judgeCondition(
  truth: SellerCondition,
  texts: readonly string[],
  language: SellerLanguage,
): ConditionVerdict {
  const { stated, emptyLines } = conditionsStated(texts, language);
  const rule = AGREES[truth];
  const wrong = stated.filter((condition) => !rule.allowed.includes(condition));
  const missing = rule.must.filter((condition) => !stated.includes(condition));
  const problems = [
    ...(wrong.length > 0 ? [`states ${wrong.join(", ")}`] : []),
    ...(missing.length > 0 ? [`never says ${missing.join(", ")}`] : []),
  ];
  return {
    stated,
    emptyLines,
    right: problems.length === 0,
    ...(problems.length > 0 && { problem: `${problems.join("; ")} (seller: ${truth})` }),
  };
}
