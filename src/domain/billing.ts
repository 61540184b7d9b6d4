import { z } from "zod";
import { subscriptionStatuses } from "./auth";
import { safeText } from "./safe-text";

/**
 * Plans and billing (DESIGN.md §5, §6; spec supporting-areas §2–§4, §7, §8). The request and reply
 * schemas of the subscription endpoints, shared by the server routes and the client pages.
 */

/** The providers that can take a payment; `off` (no billing at all) never reaches these replies. */
export const billingProviderKinds = ["stripe", "demo"] as const;
export type BillingProviderKind = (typeof billingProviderKinds)[number];

/** POST /api/create-subscription: a client secret for the payment form, or "you're already Pro". */
export const checkoutReplySchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(billingProviderKinds),
  /** Stripe's publishable key, for Stripe.js in the browser (stripe only). */
  publishableKey: z.string().optional(),
});
export const alreadySubscribedReplySchema = z.object({ alreadySubscribed: z.literal(true) });
export const createSubscriptionReplySchema = z.union([checkoutReplySchema, alreadySubscribedReplySchema]);
export type CreateSubscriptionReply = z.infer<typeof createSubscriptionReplySchema>;

/** The reply of cancel, reactivate and the demo confirmation: the user's plan state afterwards. */
export const subscriptionStateSchema = z.object({
  subscriptionStatus: z.enum(subscriptionStatuses),
  /** ISO time: the renewal date while active, the last day of Pro while canceling. */
  subscriptionEndDate: z.string().nullable(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** The demo checkout's test cards, as Stripe's test mode numbers them. */
export const DEMO_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
} as const;
/** The demo provider bills (pretend) every 30 days, like a monthly Stripe price. */
export const DEMO_PERIOD_DAYS = 30;
export const CARD_DECLINED_MESSAGE = "Your card was declined.";

/** POST /api/billing/demo/confirm. Spaces and dashes in the card number are ignored. */
export const demoConfirmRequestSchema = z.object({
  clientSecret: safeText(300).min(1, "clientSecret is required"),
  cardNumber: z
    .string()
    .trim()
    .max(40)
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Enter a card number of 12 to 19 digits")),
});
export type DemoConfirmRequest = z.input<typeof demoConfirmRequestSchema>;

/** Formats digits as the card form shows them: groups of four. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** POST /api/billing/webhook: Stripe only reads the status; the body says what happened, for logs. */
export const webhookReplySchema = z.object({
  received: z.literal(true),
  result: z.enum(["applied", "duplicate", "ignored", "unchanged"]),
  reason: z.string().optional(),
});
