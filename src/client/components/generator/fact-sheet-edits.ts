import type { FactSheet } from "../../../domain/fact-sheet";
import {
  draftOf,
  type FactDraft,
  type FactListKey,
  reconcilePhrases,
  validateDraft,
} from "./fact-sheet-draft";

/** What the seller has done to one generation's "What we understood", kept while they stay in the app. */
export interface KeptEdits {
  draft: FactDraft;
  editing: boolean;
  /** Text typed into a list's field but not added yet, per list. */
  pending: Record<FactListKey, string>;
}

/** The seller's corrections per generation (its id), for this page visit: a few at most are kept. */
const keptEdits = new Map<string, KeptEdits>();
const KEPT_MAX = 5;

export function keptEditsOf(key: string): KeptEdits | undefined {
  return keptEdits.get(key);
}

export function keepEdits(key: string, edits: KeptEdits): void {
  keptEdits.delete(key);
  keptEdits.set(key, edits);
  for (const oldest of keptEdits.keys()) {
    if (keptEdits.size <= KEPT_MAX) break;
    keptEdits.delete(oldest);
  }
}

/**
 * The draft as it would be sent: phrases follow the parts the seller corrected (reconcilePhrases),
 * and text typed into a list's field but not added yet is meant, so it goes along.
 */
export function draftToSend(
  baseline: FactDraft,
  draft: FactDraft,
  pending: Record<FactListKey, string>,
): FactDraft {
  let next = reconcilePhrases(baseline, draft);
  for (const [key, entry] of Object.entries(pending) as [FactListKey, string][]) {
    const value = entry.trim();
    if (!value || next[key].some((existing) => existing.trim().toLowerCase() === value.toLowerCase()))
      continue;
    next = { ...next, [key]: [...next[key], value] };
    if (key === "conditionWords") next.conditionStated = true;
  }
  return next;
}

/**
 * The sheet of a generation with the seller's corrections in it, for a hand-off to the other
 * generator: the corrections they made in the panel (written again or not yet) when they check out,
 * else the sheet as the reply gave it.
 */
export function correctedSheet(draftKey: string, facts: FactSheet): FactSheet {
  const kept = keptEdits.get(draftKey);
  if (!kept) return facts;
  return validateDraft(draftToSend(draftOf(facts), kept.draft, kept.pending)).sheet ?? facts;
}
