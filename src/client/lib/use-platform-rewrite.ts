import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import type { FactSheet } from "../../domain/fact-sheet";
import { FREE_REWRITES_PER_PLATFORM } from "../../domain/plans";
import { type Platform, platformLabels } from "../../domain/platforms";
import { toast } from "../components/ui/use-toast";
import { errorMessageFrom } from "./api-client";
import { isLimitReached } from "./generation-errors";
import type { ConfirmSpend } from "./use-generation-run";

export interface PlatformRewriteOptions<P extends Platform, Stored> {
  /** The result on screen; nothing is rewritten without one. Its facts go with the rewrite. */
  result: { id: string; facts?: FactSheet; freeRewritesLeft?: Partial<Record<P, number>> } | null;
  /** Puts the stored result, with the one platform rewritten, on screen. */
  onRewritten: (stored: Stored) => void;
  /** POST …/:id/regenerate {platform} (use-regenerate-social-platform.ts, …-listing-marketplace.ts). */
  mutation: UseMutationResult<Stored, Error, { id: string; platform: P; facts?: FactSheet }>;
  confirmSpend: ConfirmSpend;
  /** The plan counts generations (Free): free rewrites matter and are shown. */
  metered: boolean;
  /** Shows (a message) or clears (null) the upgrade prompt, as useGenerationRun's `showLimit`. */
  showLimit: (message: string | null) => void;
  /** What one platform's text is called on this page: "post" or "listing". */
  noun: string;
  /** Plural for the note: "posts" or "listings". */
  nounPlural: string;
  limitFallback: string;
  failureFallback: string;
}

/**
 * "Regenerate" on one platform's card, for both generator pages. On Free each platform's first
 * FREE_REWRITES_PER_PLATFORM rewrites are free (they rewrite content already paid for): those go
 * ahead at once; past them the seller is asked first, told it spends a generation. Then that
 * platform alone is written again and the result on screen replaced; at the plan's limit the
 * upgrade prompt shows, any other failure is a toast. One rewrite at a time. `freeLeft` says what
 * the button should say (undefined on Pro, or when the count is not known).
 */
export function usePlatformRewrite<
  P extends Platform,
  Stored extends { id: string; freeRewritesLeft?: Partial<Record<P, number>> },
>(options: PlatformRewriteOptions<P, Stored>) {
  const [rewriting, setRewriting] = useState<P | null>(null);
  // The counts from the last rewrite's reply win over the result's (an autosave's reply has none).
  const [counted, setCounted] = useState<{ id: string; left: Partial<Record<P, number>> } | null>(null);
  const { result, mutation, showLimit, noun, nounPlural } = options;

  const freeLeft = (platform: P): number | undefined => {
    if (!options.metered || !result) return undefined;
    const left = counted?.id === result.id ? counted.left : result.freeRewritesLeft;
    return left?.[platform];
  };

  const rewritePlatform = (platform: P) => {
    if (!result || rewriting) return;
    const label = platformLabels[platform];
    const left = freeLeft(platform);
    const replaces = `It replaces the ${label} ${noun} you have now; your other ${nounPlural} stay as they are.`;
    const write = () => {
      showLimit(null);
      setRewriting(platform);
      mutation.mutate(
        { id: result.id, platform, ...(result.facts ? { facts: result.facts } : {}) },
        {
          onSuccess: (stored) => {
            if (stored.freeRewritesLeft) setCounted({ id: stored.id, left: stored.freeRewritesLeft });
            options.onRewritten(stored);
            const after = stored.freeRewritesLeft?.[platform];
            const free =
              left !== undefined && left > 0 && after !== undefined
                ? ` ${freeRewritesText(after, label)}`
                : "";
            toast({
              title: `New ${noun} ready`,
              description: `Your ${label} ${noun} has been rewritten.${free}`,
            });
          },
          onError: (error) => {
            if (isLimitReached(error)) {
              showLimit(errorMessageFrom(error, options.limitFallback));
              return;
            }
            toast({
              variant: "destructive",
              title: "Generation failed",
              description: errorMessageFrom(error, options.failureFallback),
            });
          },
          onSettled: () => setRewriting(null),
        },
      );
    };
    // A free rewrite costs nothing: no question to ask.
    if (left !== undefined && left > 0) {
      write();
      return;
    }
    options.confirmSpend({
      title: `Write a new ${label} ${noun}?`,
      note:
        left === 0
          ? `Your ${FREE_REWRITES_PER_PLATFORM} free ${label} rewrites are used, so this one counts as a generation. ${replaces}`
          : replaces,
      usedUp: showLimit,
      proceed: write,
    });
  };

  return { rewriting, rewritePlatform, freeLeft };
}

/** "2 free rewrites left for Etsy." / "No free rewrites left for Etsy: the next one uses a generation." */
export function freeRewritesText(left: number, label: string): string {
  if (left === 0) return `No free rewrites left for ${label}: the next one uses a generation.`;
  return `${left} free ${left === 1 ? "rewrite" : "rewrites"} left for ${label}.`;
}
