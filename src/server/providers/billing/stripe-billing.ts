import Stripe from "stripe";
import { AppError } from "../../lib/app-error";
import type {
  BillingAccount,
  BillingProvider,
  CheckoutHooks,
  CheckoutStart,
  SubscriptionSnapshot,
} from "./billing-provider";

export interface StripeBillingOptions {
  secretKey: string;
  priceId: string | undefined;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  /** Another API origin (stripe-mock, a proxy, a test server); default https://api.stripe.com. */
  apiBase?: string;
}

/** A verified webhook event, reduced to what the billing module needs. */
export interface WebhookNotice {
  eventId: string;
  type: string;
  payload: unknown;
  /** Whether this event type can change a subscription; others are acknowledged and dropped. */
  relevant: boolean;
  /** The subscription the event is about, to be re-read (never trusted from the payload). */
  subscriptionId: string | null;
}

/**
 * The events that can move a subscription between our states. Each one only tells us *which*
 * subscription changed: its current state is always re-read from Stripe, so events arriving late,
 * twice or out of order can never move it backwards.
 */
export const RELEVANT_EVENT_TYPES = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_succeeded",
  "invoice.payment_failed",
]);

const CHECKOUT_EXPAND = ["latest_invoice.confirmation_secret"];

/** Stripe Billing: a customer per user, a `default_incomplete` subscription paid with the Payment Element. */
export class StripeBilling implements BillingProvider {
  readonly kind = "stripe" as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeBillingOptions) {
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: "seller-content-studio" },
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === "http:" ? 80 : 443),
            protocol: base.protocol === "http:" ? "http" : "https",
          }
        : {}),
    });
  }

  get webhooksEnabled(): boolean {
    return Boolean(this.options.webhookSecret);
  }

  async startCheckout(account: BillingAccount, hooks: CheckoutHooks): Promise<CheckoutStart> {
    const { priceId, publishableKey } = this.options;
    if (!priceId || !publishableKey) {
      throw new AppError(
        "conflict",
        "Billing is not fully configured on this server (STRIPE_PRICE_ID and STRIPE_PUBLISHABLE_KEY are needed).",
      );
    }
    const customerId = account.customerId ?? (await this.createCustomer(account, hooks));

    // A subscription from an earlier visit: already paid (a webhook may be on its way), or still
    // waiting for its first payment, in which case that checkout is simply resumed.
    if (account.subscriptionId) {
      const existing = await this.retrieve(account.subscriptionId, CHECKOUT_EXPAND);
      if (existing) {
        const snapshot = toSnapshot(existing);
        if (snapshot.status === "active" || snapshot.status === "canceling") {
          return { kind: "subscribed", subscription: snapshot };
        }
        const secret = existing.status === "incomplete" ? clientSecretOf(existing) : null;
        if (secret) return { kind: "checkout", clientSecret: secret, publishableKey, subscription: snapshot };
      }
    }

    const created = await call(() =>
      this.stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          expand: CHECKOUT_EXPAND,
          metadata: { userId: account.userId },
        },
        // One subscription per checkout: a double click (or two app copies) gets the same one,
        // and a new key after an earlier subscription ended.
        { idempotencyKey: `subscription-create:${account.userId}:${account.subscriptionId ?? "first"}` },
      ),
    );
    const snapshot = toSnapshot(created);
    if (snapshot.status === "active") return { kind: "subscribed", subscription: snapshot };
    const clientSecret = clientSecretOf(created);
    if (!clientSecret) {
      throw new AppError("bad_gateway", "The payment provider did not return a payment to confirm.");
    }
    return { kind: "checkout", clientSecret, publishableKey, subscription: snapshot };
  }

  async setCancelAtPeriodEnd(
    account: BillingAccount,
    cancel: boolean,
    idempotencyKey: string,
  ): Promise<SubscriptionSnapshot> {
    // A plan granted outside Stripe (by hand, or a demo upgrade before Stripe was configured)
    // has no Stripe subscription: only our own record changes.
    if (!account.subscriptionId) {
      return {
        subscriptionId: null,
        customerId: account.customerId,
        status: cancel ? "canceling" : "active",
        endDate: account.endDate,
        userId: account.userId,
      };
    }
    const subscriptionId = account.subscriptionId;
    const updated = await call(() =>
      this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey }),
    );
    return toSnapshot(updated);
  }

  /** Verifies the signature over the raw body (and its timestamp: 5 minutes' tolerance). */
  readWebhook(rawBody: Buffer, signature: string | undefined): WebhookNotice {
    const secret = this.options.webhookSecret;
    if (!secret) throw new AppError("not_found", "Webhooks are not configured");
    if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new AppError("bad_request", "Invalid webhook signature");
    }
    return {
      eventId: event.id,
      type: event.type,
      payload: event,
      relevant: RELEVANT_EVENT_TYPES.has(event.type),
      subscriptionId: subscriptionIdOfEvent(event),
    };
  }

  /** The subscription as Stripe has it now; null when Stripe no longer knows it. */
  async fetchSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    const subscription = await this.retrieve(subscriptionId);
    return subscription ? toSnapshot(subscription) : null;
  }

  private async createCustomer(account: BillingAccount, hooks: CheckoutHooks): Promise<string> {
    const customer = await call(() =>
      this.stripe.customers.create(
        { email: account.email, metadata: { userId: account.userId } },
        // Two concurrent first checkouts create one customer, not two.
        { idempotencyKey: `customer-create:${account.userId}` },
      ),
    );
    await hooks.saveCustomerId(customer.id);
    return customer.id;
  }

  private async retrieve(id: string, expand?: string[]): Promise<Stripe.Subscription | null> {
    try {
      return await this.stripe.subscriptions.retrieve(id, expand ? { expand } : {});
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === "resource_missing") return null;
      throw providerError(error);
    }
  }
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw providerError(error);
  }
}

function providerError(error: unknown): AppError {
  return new AppError(
    "bad_gateway",
    "The payment provider could not be reached. Please try again in a moment.",
    { cause: error },
  );
}

/**
 * Stripe's subscription states in our model:
 * - active, trialing: Pro; `canceling` when set to cancel at the period end (or at a set time);
 * - past_due: still Pro while Stripe retries the renewal payment;
 * - canceled, unpaid, incomplete_expired, paused: inactive (Free);
 * - incomplete: nothing to apply yet, the first payment is still open.
 */
export function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const base = {
    subscriptionId: subscription.id,
    customerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    userId: subscription.metadata?.userId ?? null,
  };
  const periodEnd = currentPeriodEndOf(subscription);
  switch (subscription.status) {
    case "active":
    case "trialing":
    case "past_due": {
      const cancelAt = subscription.cancel_at ? fromUnix(subscription.cancel_at) : null;
      if (subscription.cancel_at_period_end || cancelAt) {
        return { ...base, status: "canceling", endDate: cancelAt ?? periodEnd };
      }
      return { ...base, status: "active", endDate: periodEnd };
    }
    case "incomplete":
      return { ...base, status: null, endDate: periodEnd };
    default: {
      const endedAt = subscription.ended_at ? fromUnix(subscription.ended_at) : null;
      return { ...base, status: "inactive", endDate: endedAt ?? periodEnd };
    }
  }
}

/** The period end sits on each subscription item in current API versions, on the subscription before. */
function currentPeriodEndOf(subscription: Stripe.Subscription): Date | null {
  const itemEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((value): value is number => typeof value === "number");
  const legacy = (subscription as { current_period_end?: unknown }).current_period_end;
  if (itemEnds.length > 0) return fromUnix(Math.max(...itemEnds));
  return typeof legacy === "number" ? fromUnix(legacy) : null;
}

function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === "string") return null;
  if (invoice.confirmation_secret?.client_secret) return invoice.confirmation_secret.client_secret;
  // Older API versions: the invoice's PaymentIntent, when expanded.
  const legacy = (invoice as { payment_intent?: unknown }).payment_intent;
  if (legacy && typeof legacy === "object" && "client_secret" in legacy) {
    return typeof legacy.client_secret === "string" ? legacy.client_secret : null;
  }
  return null;
}

function subscriptionIdOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === "subscription") return object.id ?? null;
  if (object.object === "invoice") {
    const invoice = object as Stripe.Invoice & { subscription?: string | { id: string } | null };
    const fromParent = invoice.parent?.subscription_details?.subscription;
    const reference = fromParent ?? invoice.subscription ?? null;
    if (!reference) return null;
    return typeof reference === "string" ? reference : reference.id;
  }
  return null;
}

function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}
