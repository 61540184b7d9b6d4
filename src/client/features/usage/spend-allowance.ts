import type { UsageStatus } from "../../../domain/usage";

/** Which of the Free plan's two allowances a run spends. */
export type GenerationKind = "social" | "listings";

/** What one more generation of a kind means for this account, read from GET /api/usage-status. */
export type SpendAllowance =
  /** Pro: nothing to ask. */
  | { kind: "unlimited" }
  /** Free with generations left: ask first, naming the cost. */
  | { kind: "limited"; left: number; limit: number }
  /** Free with none left: offer the upgrade instead. */
  | { kind: "used-up"; limit: number }
  /** The status is not loaded (or failed): ask first, without figures. */
  | { kind: "unknown" };

export function spendAllowance(status: UsageStatus | undefined, kind: GenerationKind): SpendAllowance {
  if (!status) return { kind: "unknown" };
  const limit = kind === "social" ? status.socialMediaLimit : status.productListingsLimit;
  if (status.hasActiveSubscription || limit === null) return { kind: "unlimited" };
  const used = kind === "social" ? status.socialMediaUsed : status.productListingsUsed;
  const left = Math.max(0, limit - used);
  return left > 0 ? { kind: "limited", left, limit } : { kind: "used-up", limit };
}

const nouns: Record<GenerationKind, { one: string; many: string }> = {
  social: { one: "social media generation", many: "social media generations" },
  listings: { one: "product listing generation", many: "product listing generations" },
};

/**
 * The cost in plain words, for the confirm step: "This uses 1 of your 2 free social media
 * generations left." The Free allowance is per account and never resets (spec supporting-areas
 * §9), so no period is named.
 */
export function spendCostText(allowance: SpendAllowance, kind: GenerationKind): string {
  const noun = nouns[kind];
  if (allowance.kind === "limited") {
    return allowance.left === 1
      ? `This uses your last free ${noun.one}.`
      : `This uses 1 of your ${allowance.left} free ${noun.many} left.`;
  }
  return `On the Free plan this uses one of your free ${noun.many}.`;
}

/** The upgrade prompt's text when none are left: the server's own wording for its 402. */
export function usedUpText(kind: GenerationKind, limit: number): string {
  return kind === "social"
    ? `You've used your ${limit} free ${nouns.social.many}. Upgrade to Pro for unlimited content.`
    : `You've used your ${limit} free ${nouns.listings.many}. Upgrade to Pro for unlimited listings.`;
}

/**
 * The phone's one-line summary: "1 of 2 free social posts left" (what the usage card's bar
 * says, for the page's own kind).
 */
export function summaryText(status: UsageStatus, kind: GenerationKind): string {
  const allowance = spendAllowance(status, kind);
  const what = kind === "social" ? "social posts" : "listings";
  if (allowance.kind === "unlimited") return `Pro: unlimited ${what}`;
  if (allowance.kind === "used-up") return `No free ${what} left`;
  if (allowance.kind === "limited") return `${allowance.left} of ${allowance.limit} free ${what} left`;
  return "";
}
