import { useState } from "react";
import type { FactSheet } from "../../domain/fact-sheet";
import type { ConfirmSpend } from "./use-generation-run";

/**
 * "What we understood" on a generator page: the sheet of the generation on screen (a platform's
 * rewrite keeps the same id and carries no sheet, so it is kept apart from the result), and "Write
 * again with these facts": the request the page last sent, with the seller's corrected sheet. It
 * is a new generation like Generate, so it goes through the same run (progress, usage refresh,
 * errors, toasts) after the plan's confirm step.
 */
export function useFactCorrections<Request extends { facts?: FactSheet }>({
  lastRequest,
  openedRequest,
  run,
  confirmSpend,
  showLimit,
}: {
  lastRequest: Request | null;
  /**
   * The request of a generation opened from History, when the page has sent none yet: its sheet
   * is kept with it, so "Write again with these facts" works there too.
   */
  openedRequest?: () => Request | null;
  run: (request: Request) => void;
  confirmSpend: ConfirmSpend;
  showLimit: (message: string | null) => void;
}) {
  const [understood, setUnderstood] = useState<{ id: string; facts: FactSheet } | null>(null);

  /** Takes a new generation's sheet (or none). */
  const remember = (result: { id: string; facts?: FactSheet }) =>
    setUnderstood(result.facts ? { id: result.id, facts: result.facts } : null);

  /** The sheet of the generation with this id, if it came with one. */
  const factsOf = (id: string): FactSheet | undefined =>
    understood?.id === id ? understood.facts : undefined;

  const writeAgain = (facts: FactSheet) => {
    const base = lastRequest ?? openedRequest?.() ?? null;
    if (!base) return;
    const request: Request = { ...base, facts };
    confirmSpend({
      title: "Write again with these facts?",
      note: "Your current version stays in History.",
      proceed: () => run(request),
      usedUp: showLimit,
    });
  };

  return { remember, factsOf, writeAgain };
}
