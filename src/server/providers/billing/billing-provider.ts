import type { SubscriptionStatus } from "../../../domain/auth";
import type { BillingProviderKind } from "../../../domain/billing";

/**
 * A billing provider takes the money and keeps the subscription (DESIGN.md §2): Stripe in
 * production, the embedded demo checkout otherwise. Providers never touch the database; they
 * answer with snapshots in our three-state model and the billing service stores them.
 */

/** Who is subscribing, as far as a provider needs to know. */
export interface BillingAccount {
  userId: string;
  email: string;
  /** Stripe's customer id, once one exists. */
  customerId: string | null;
  /** The provider's subscription id, once one exists (Stripe only). */
  subscriptionId: string | null;
  /** The end of the current period as we last stored it. */
  endDate: Date | null;
}

/** A subscription as the provider sees it now, mapped to our model. */
export interface SubscriptionSnapshot {
  subscriptionId: string | null;
  customerId: string | null;
  /**
   * `active` (renews), `canceling` (Pro until `endDate`), `inactive` (ended, unpaid or never paid),
   * or null when there is nothing to apply yet (a checkout whose first payment is still open).
   */
  status: SubscriptionStatus | null;
  /** The renewal date while active, the last moment of Pro while canceling, the end when ended. */
  endDate: Date | null;
  /** Our user id, when the provider carries it (Stripe metadata). */
  userId: string | null;
}

export type CheckoutStart =
  | { kind: "checkout"; clientSecret: string; publishableKey?: string; subscription: SubscriptionSnapshot }
  /** The provider already has a paid subscription for this account (e.g. a webhook not yet seen). */
  | { kind: "subscribed"; subscription: SubscriptionSnapshot };

export interface CheckoutHooks {
  /** Called as soon as a provider customer exists, before anything else can fail. */
  saveCustomerId(customerId: string): Promise<void>;
}

export interface BillingProvider {
  readonly kind: BillingProviderKind;
  /** Starts (or resumes) a checkout for the monthly Pro price. */
  startCheckout(account: BillingAccount, hooks: CheckoutHooks): Promise<CheckoutStart>;
  /**
   * Cancel at the end of the period (`cancel: true`) or undo that (`false`). The idempotency key
   * names this one logical change, so a retried request never applies it twice.
   */
  setCancelAtPeriodEnd(
    account: BillingAccount,
    cancel: boolean,
    idempotencyKey: string,
  ): Promise<SubscriptionSnapshot>;
}
