import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import type { FactSheet } from "../../domain/fact-sheet";
import { type Platform, platformLabels } from "../../domain/platforms";
import { toast } from "../components/ui/use-toast";
import { errorMessageFrom } from "./api-client";
import { isLimitReached } from "./generation-errors";
import type { ConfirmSpend } from "./use-generation-run";

export interface PlatformRewriteOptions<P extends Platform, Stored> {
  /** The result on screen; nothing is rewritten without one. Its facts go with the rewrite. */
  result: { id: string; facts?: FactSheet } | null;
  /** Puts the stored result, with the one platform rewritten, on screen. */
  onRewritten: (stored: Stored) => void;
  /** POST …/:id/regenerate {platform} (use-regenerate-social-platform.ts, …-listing-marketplace.ts). */
  mutation: UseMutationResult<Stored, Error, { id: string; platform: P; facts?: FactSheet }>;
  confirmSpend: ConfirmSpend;
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
 * "Regenerate" on one platform's card, for both generator pages: asked first on Free (it spends a
 * generation), then that platform alone is written again and the result on screen replaced; at the
 * plan's limit the upgrade prompt shows, any other failure is a toast. One rewrite at a time.
 */
export function usePlatformRewrite<P extends Platform, Stored>(options: PlatformRewriteOptions<P, Stored>) {
  const [rewriting, setRewriting] = useState<P | null>(null);
  const { result, mutation, showLimit, noun, nounPlural } = options;

  const rewritePlatform = (platform: P) => {
    if (!result || rewriting) return;
    const label = platformLabels[platform];
    options.confirmSpend({
      title: `Write a new ${label} ${noun}?`,
      note: `It replaces the ${label} ${noun} you have now; your other ${nounPlural} stay as they are.`,
      usedUp: showLimit,
      proceed: () => {
        showLimit(null);
        setRewriting(platform);
        mutation.mutate(
          { id: result.id, platform, ...(result.facts ? { facts: result.facts } : {}) },
          {
            onSuccess: (stored) => {
              options.onRewritten(stored);
              toast({ title: `New ${noun} ready`, description: `Your ${label} ${noun} has been rewritten.` });
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
      },
    });
  };

  return { rewriting, rewritePlatform };
}
