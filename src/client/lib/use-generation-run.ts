import type { UseMutationResult } from "@tanstack/react-query";
import { type RefObject, useEffect, useRef, useState } from "react";
import { toast } from "../components/ui/use-toast";
import { errorMessageFrom } from "./api-client";
import { isLimitReached } from "./generation-errors";
import { type SteppedProgressStatus, useSteppedProgress } from "./use-stepped-progress";

/** A run about to spend one of the plan's generations, put to the page's confirm step. */
export interface SpendRequest {
  /** The question: "Regenerate your content?" */
  title: string;
  /** Said after the cost, when there is more to say: "Your current version stays in History." */
  note?: string;
  /** Runs once the seller agrees, or at once when the plan has nothing to ask (Pro). */
  proceed: () => void;
  /** Runs instead when the plan has no generations left, with the upgrade prompt's text. */
  usedUp: (message: string) => void;
}

/** The page's confirm step before a run that spends a generation (Free asks; Pro goes ahead). */
export type ConfirmSpend = (request: SpendRequest) => void;

export interface GenerationRunOptions<Request, Result> {
  mutation: UseMutationResult<Result, Error, Request>;
  stepCount: number;
  /** How long the final (100%) step stays up once the reply is in, before the result shows. */
  finishMs: number;
  /** Scrolled into view when a run starts, if it sits below the fold (phones). */
  resultsColumn: RefObject<HTMLElement | null>;
  /** The reply, once the final step has shown. */
  onResult: (result: Result) => void;
  /** The upgrade prompt's text when the server sends no message with its 402. */
  limitFallback: string;
  /** The failure toast's text when the server sends no message. */
  failureFallback: string;
}

/**
 * Where the plan's limit was met: Generate on the form ("form": the notice stands in the button's
 * place), or an action on the results (Regenerate, a platform's rewrite, write again: "results",
 * where the upgrade prompt shows above them).
 */
export type LimitOrigin = "form" | "results";

/** The plan's limit, met: the message (the server's, or the page's own) and where it was met. */
export interface LimitHit {
  message: string;
  origin: LimitOrigin;
  /** Counts the hits, so each one is brought into view again. */
  seq: number;
}

/**
 * One generate-with-progress flow for both generator pages: the steps advance while the request
 * runs and hold before 100% until the reply arrives; a 402 turns into an upgrade notice instead
 * of an error toast, where the seller asked (`limit.origin`); any other failure is a toast with the
 * server's message; Regenerate sends the last request again as the next variant.
 */
export function useGenerationRun<Request extends { variant?: number }, Result>(
  options: GenerationRunOptions<Request, Result>,
) {
  const [lastRequest, setLastRequest] = useState<Request | null>(null);
  const [limit, setLimit] = useState<LimitHit | null>(null);
  const hits = useRef(0);
  const hitLimit = (message: string, origin: LimitOrigin) => {
    hits.current += 1;
    setLimit({ message, origin, seq: hits.current });
  };
  const [progress, setProgress] = useState<SteppedProgressStatus>("idle");
  const stepIndex = useSteppedProgress(options.stepCount, progress);
  const finishTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(finishTimer.current), []);

  const run = (request: Request, origin: LimitOrigin = "form") => {
    setLimit(null);
    setLastRequest(request);
    setProgress("running");
    const column = options.resultsColumn.current;
    if (column && column.getBoundingClientRect().top > window.innerHeight * 0.6) {
      column.scrollIntoView({ block: "start", behavior: "smooth" });
    }
    options.mutation.mutate(request, {
      onSuccess: (result) => {
        setProgress("complete");
        finishTimer.current = setTimeout(() => {
          setProgress("idle");
          options.onResult(result);
        }, options.finishMs);
      },
      onError: (error) => {
        setProgress("idle");
        if (isLimitReached(error)) {
          hitLimit(errorMessageFrom(error, options.limitFallback), origin);
          return;
        }
        toast({
          variant: "destructive",
          title: "Generation failed",
          description: errorMessageFrom(error, options.failureFallback),
        });
      },
    });
  };

  const regenerate = () => {
    if (lastRequest) run({ ...lastRequest, variant: (lastRequest.variant ?? 0) + 1 }, "results");
  };

  /**
   * Shows (or, with null, hides) the upgrade prompt outside a run: an action on the results found
   * none left (or met the 402), or (`origin` "form") Generate was pressed when the page knew.
   */
  const showLimit = (message: string | null, origin: LimitOrigin = "results") => {
    if (message === null) setLimit(null);
    else hitLimit(message, origin);
  };

  return {
    run,
    regenerate,
    showLimit,
    stepIndex,
    /** The limit met last (cleared by the next run or rewrite), with where it was met. */
    limit,
    limitMessage: limit?.message ?? null,
    isGenerating: progress !== "idle",
    /** The request the page last sent ("Write again with these facts" sends it again, corrected). */
    lastRequest,
  };
}
