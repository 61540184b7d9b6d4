import { type ReactNode, useState } from "react";
import type { ConfirmSpend } from "../../lib/use-generation-run";
import { type GenerationKind, spendAllowance, spendCostText, usedUpText } from "./spend-allowance";
import { type PendingSpend, SpendConfirmDialog } from "./spend-confirm-dialog";
import { useUsageStatus } from "./use-usage-status";

/**
 * The generator pages' confirm step before a run that spends a generation, from the usage status
 * the usage card already polls: Pro goes ahead at once; Free with generations left is asked, with
 * the cost in words; Free with none left gets the upgrade prompt instead of a question. The
 * server still decides (a stale status meets its 402, which shows the same prompt).
 */
export function useSpendConfirmation(kind: GenerationKind): {
  confirmSpend: ConfirmSpend;
  dialog: ReactNode;
  /** The plan counts this kind of generation (Free, or not known yet): free rewrites are shown. */
  metered: boolean;
  /** None of this kind left (Free): the upgrade prompt's text, for Generate's place; else null. */
  usedUp: string | null;
} {
  const usage = useUsageStatus();
  const [pending, setPending] = useState<PendingSpend | null>(null);

  const confirmSpend: ConfirmSpend = (request) => {
    const allowance = spendAllowance(usage.data, kind);
    if (allowance.kind === "unlimited") {
      request.proceed();
      return;
    }
    if (allowance.kind === "used-up") {
      request.usedUp(usedUpText(kind, allowance.limit));
      return;
    }
    const focused = document.activeElement;
    setPending({
      request,
      cost: spendCostText(allowance, kind),
      returnFocus: focused instanceof HTMLElement ? focused : null,
    });
  };

  const allowance = spendAllowance(usage.data, kind);
  return {
    confirmSpend,
    dialog: <SpendConfirmDialog pending={pending} onClose={() => setPending(null)} />,
    metered: allowance.kind !== "unlimited",
    usedUp: allowance.kind === "used-up" ? usedUpText(kind, allowance.limit) : null,
  };
}
