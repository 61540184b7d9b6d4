import type { SubscriptionStatus } from "./auth";

// No zod here: pages that only need the plan figures must not pull the schema library into their bundle.

/** Free: 2 social and 2 listing generations per account, ever (not monthly). Pro: unlimited. */
export const FREE_LIMITS = { socialMedia: 2, productListings: 2 } as const;
/**
 * Rewrites of one platform inside a generation a Free account gets without spending a generation:
 * they rewrite content already paid for. Beyond them a rewrite spends a generation, as Regenerate does.
 */
export const FREE_REWRITES_PER_PLATFORM = 3;
export const PRO_PRICE = { cents: 1299, display: "$12.99", interval: "month" } as const;
/**
 * Image analyses (POST /api/ai/analyze-image) a Free account may run per user in a fixed 24-hour
 * window; Pro accounts only meet the general generation rate. Each analysis decodes a photo on our
 * CPU, and unlike generations it spends no quota, so without a cap one Free account could keep the
 * image workers busy for ever. The app's own pages never call it, so 20 a day leaves room for
 * anyone trying it by hand or through the API. Counted in the database: every app copy shares it.
 */
export const FREE_IMAGE_ANALYSES = { limit: 20, windowMs: 24 * 60 * 60 * 1000 } as const;
/** The usage card warns from 80% and shows the limit at 100% (spec core-product §9). */
export const USAGE_WARNING_RATIO = 0.8;

/** `active` is Pro; `canceling` stays Pro until the end of the paid period (DESIGN.md §6). */
export function hasProAccess(
  user: { subscriptionStatus: SubscriptionStatus; subscriptionEndDate: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (user.subscriptionStatus === "active") return true;
  if (user.subscriptionStatus !== "canceling" || !user.subscriptionEndDate) return false;
  return new Date(user.subscriptionEndDate).getTime() > now.getTime();
}

/**
 * Bulk jobs are Pro's; admins may run them on any plan, because the admin quality lab pushes a
 * small batch through the real queue to check it.
 */
export function hasBulkAccess(
  user: { role: string; subscriptionStatus: SubscriptionStatus; subscriptionEndDate: Date | string | null },
  now: Date = new Date(),
): boolean {
  return user.role === "admin" || hasProAccess(user, now);
}
