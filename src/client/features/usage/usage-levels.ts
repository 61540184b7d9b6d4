import { USAGE_WARNING_RATIO } from "../../../domain/plans";
import type { UsageStatus } from "../../../domain/usage";

export type UsageLevel = "normal" | "warning" | "limit";

export interface UsageMeter {
  used: number;
  limit: number;
  /** 0–100, capped. */
  percent: number;
  level: UsageLevel;
}

export function meterOf(used: number, limit: number): UsageMeter {
  const ratio = limit > 0 ? used / limit : 1;
  const level: UsageLevel = ratio >= 1 ? "limit" : ratio >= USAGE_WARNING_RATIO ? "warning" : "normal";
  return { used, limit, percent: Math.min(100, Math.round(ratio * 100)), level };
}

/** The Free plan's two meters and the card's level (the higher of the two), or null for Pro. */
export function usageMeters(status: UsageStatus): {
  social: UsageMeter;
  listings: UsageMeter;
  level: UsageLevel;
} | null {
  if (
    status.hasActiveSubscription ||
    status.socialMediaLimit === null ||
    status.productListingsLimit === null
  ) {
    return null;
  }
  const social = meterOf(status.socialMediaUsed, status.socialMediaLimit);
  const listings = meterOf(status.productListingsUsed, status.productListingsLimit);
  const rank = { normal: 0, warning: 1, limit: 2 } as const;
  const level = rank[social.level] >= rank[listings.level] ? social.level : listings.level;
  return { social, listings, level };
}
