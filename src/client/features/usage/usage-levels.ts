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

/** Which allowance a page spends, when the card sits on a generator page. */
export type UsageKind = "social" | "listings";

/**
 * The Free plan's two meters and the card's level, or null for Pro. The card is red ("limit")
 * only when what it speaks of is used up: both allowances, or, on a generator page (`kind`), the
 * one that page spends. One used-up allowance elsewhere makes it yellow, like a bar from 80%: the
 * card must not claim a limit the seller has not reached (social used up, listings 0 of 2).
 */
export function usageMeters(
  status: UsageStatus,
  kind?: UsageKind,
): {
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
  const bothUsedUp = social.level === "limit" && listings.level === "limit";
  const ownUsedUp = kind !== undefined && (kind === "social" ? social : listings).level === "limit";
  const anyNotice = social.level !== "normal" || listings.level !== "normal";
  const level: UsageLevel = bothUsedUp || ownUsedUp ? "limit" : anyNotice ? "warning" : "normal";
  return { social, listings, level };
}

/**
 * The card's subtitle: the spec's "You've reached your free limits" only when both are used up;
 * one used up is named, with what is left of the other; otherwise "Track your free usage".
 */
export function usageHeadline(social: UsageMeter, listings: UsageMeter): string {
  const socialUp = social.level === "limit";
  const listingsUp = listings.level === "limit";
  if (socialUp && listingsUp) return "You've reached your free limits";
  const left = (meter: UsageMeter) => Math.max(0, meter.limit - meter.used);
  const listingsLeft = left(listings);
  const socialLeft = left(social);
  if (socialUp) {
    return `You've used your free social media posts; ${listingsLeft} free ${listingsLeft === 1 ? "listing" : "listings"} left`;
  }
  if (listingsUp) {
    return `You've used your free product listings; ${socialLeft} free social ${socialLeft === 1 ? "post" : "posts"} left`;
  }
  return "Track your free usage";
}
