import { FREE_LIMITS, PRO_PRICE } from "../../../domain/plans";
import { offersAiImages } from "./site-mode-notes";

/**
 * What each plan includes (spec supporting-areas §1), shown on /pricing, /subscribe and
 * /subscription. `soon`: part of the plan but not offered on this site yet, so shown as coming
 * soon, never ticked (`included` is then false).
 */
export type PlanFeature = { text: string; included: boolean; soon?: boolean };

export const PRO_PRICE_LABEL = `${PRO_PRICE.display}/${PRO_PRICE.interval}`;
export const SUBSCRIBE_BUTTON_LABEL = `Subscribe for ${PRO_PRICE_LABEL}`;
export const UPGRADE_BUTTON_LABEL = `Upgrade to Pro for ${PRO_PRICE_LABEL}`;

export const FREE_PLAN_FEATURES: PlanFeature[] = [
  { text: `${FREE_LIMITS.socialMedia} social media posts`, included: true },
  { text: `${FREE_LIMITS.productListings} product listings`, included: true },
  { text: "12+ platforms: 6 social networks, 6 marketplaces", included: true },
  { text: "Your photo's colours and shape read for you", included: true },
  { text: "Bulk upload", included: false },
  { text: "Priority support", included: false },
];

/**
 * What Pro includes on this site. AI product images are ticked only when GET /api/config says the
 * server makes them (`imageGeneration`); otherwise, and while that is unknown (the config still
 * loading, a page prerendered at build time), they are listed as coming soon.
 */
export function proPlanFeatures(imageGeneration: boolean | undefined): PlanFeature[] {
  const aiImages = offersAiImages(imageGeneration);
  return [
    { text: "Unlimited social media posts", included: true },
    { text: "Unlimited product listings", included: true },
    { text: "A closer look at your photos", included: true },
    { text: "Bulk upload: many photos at once, one spreadsheet back", included: true },
    { text: "AI product images", included: aiImages, soon: !aiImages },
    { text: "Priority e-mail support", included: true },
    { text: "Cancel any time, keep access to the end of the paid period", included: true },
    { text: "Renews automatically each month", included: true },
  ];
}

/** What Pro gives, as this site really has it, for a sentence: "Pro: {this}." */
export function proIncludesText(imageGeneration: boolean | undefined): string {
  return offersAiImages(imageGeneration)
    ? "unlimited social posts and product listings, bulk upload and AI product images"
    : "unlimited social posts and product listings, and bulk upload";
}

/** The cancellation question, word for word from the spec. */
export const CANCEL_CONFIRMATION_TEXT =
  "Are you sure you want to cancel your subscription? You'll lose unlimited access at the end of your current billing period.";

/** The toasts of spec supporting-areas §8 and the Pro welcome of core-product §2. */
export const BILLING_TOASTS = {
  welcome: {
    title: "Welcome to Pro!",
    description: "Your subscription is now active. Enjoy unlimited content generation!",
  },
  paymentFailed: "Payment Failed",
  initFailed: { title: "Error", description: "Failed to initialize subscription. Please try again." },
  alreadySubscribed: { title: "Already Subscribed", description: "You already have an active subscription." },
  canceled: {
    title: "Subscription Canceled",
    description: "Your subscription will end at the current billing period.",
  },
  cancelFailed: {
    title: "Cancellation Failed",
    description: "Unable to cancel subscription. Please try again.",
  },
  reactivated: {
    title: "Subscription Reactivated",
    description: "Your Pro subscription is now active again!",
  },
  reactivateFailed: {
    title: "Reactivation Failed",
    description: "Unable to reactivate subscription. Please try again.",
  },
} as const;

/** The spec's welcome toast stays up 6 s (the default is 5 s). */
export const WELCOME_TOAST_DURATION_MS = 6000;

/** "December 22, 2026" in the reader's locale. */
export function formatPlanDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(undefined, { dateStyle: "long" }).format(date);
}
