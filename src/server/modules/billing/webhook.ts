import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { billingEvents, users } from "../../db/schema";
import { isUuid } from "../../lib/uuid";
import type { SubscriptionSnapshot } from "../../providers/billing/billing-provider";
import type { StripeBilling } from "../../providers/billing/stripe-billing";
import type { UserRow } from "../sessions/service";

export interface WebhookDeps {
  db: Database;
  provider: StripeBilling;
}

export interface WebhookOutcome {
  received: true;
  result: "applied" | "duplicate" | "ignored" | "unchanged";
  reason?: string;
}

/**
 * POST /api/billing/webhook. The signature is checked on the raw body first (a forged or replayed
 * old request is refused with 400 before anything else). The event then only names a subscription:
 * its state is re-read from Stripe, so the latest state wins whatever order events arrive in.
 * The event id is recorded in the same transaction that applies the change, so each event changes
 * state at most once, and an event whose processing failed is not recorded and can be retried.
 */
export async function handleStripeWebhook(
  deps: WebhookDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const notice = deps.provider.readWebhook(rawBody, signature);
  if (!notice.relevant) return { received: true, result: "ignored", reason: `event type ${notice.type}` };

  // A cheap early answer for replays; the unique insert below is what really guards.
  const [seen] = await deps.db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.providerEventId, notice.eventId))
    .limit(1);
  if (seen) return { received: true, result: "duplicate" };

  const subscription = notice.subscriptionId
    ? await deps.provider.fetchSubscription(notice.subscriptionId)
    : null;

  return deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [recorded] = await tx
      .insert(billingEvents)
      .values({ providerEventId: notice.eventId, type: notice.type, payload: notice.payload })
      .onConflictDoNothing({ target: billingEvents.providerEventId })
      .returning({ id: billingEvents.id });
    if (!recorded) return { received: true, result: "duplicate" };
    if (!subscription) return { received: true, result: "ignored", reason: "no subscription" };

    const user = await findSubscriber(tx, subscription);
    if (!user) return { received: true, result: "ignored", reason: "unknown customer" };

    if (!appliesTo(user, subscription)) {
      return { received: true, result: "unchanged", reason: "an earlier subscription" };
    }
    await tx
      .update(users)
      .set({
        ...(subscription.status
          ? { subscriptionStatus: subscription.status, subscriptionEndDate: subscription.endDate }
          : {}),
        stripeSubscriptionId: subscription.subscriptionId,
        ...(user.stripeCustomerId ? {} : { stripeCustomerId: subscription.customerId }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    return { received: true, result: "applied" };
  });
}

/** The account by Stripe customer id, else by the user id we put in the subscription's metadata. */
async function findSubscriber(
  db: Pick<Database, "select">,
  subscription: SubscriptionSnapshot,
): Promise<UserRow | null> {
  if (subscription.customerId) {
    const [byCustomer] = await db
      .select()
      .from(users)
      .where(eq(users.stripeCustomerId, subscription.customerId))
      .limit(1);
    if (byCustomer) return byCustomer;
  }
  if (subscription.userId && isUuid(subscription.userId)) {
    const [byId] = await db.select().from(users).where(eq(users.id, subscription.userId)).limit(1);
    // Never move a subscription onto an account that belongs to another Stripe customer.
    if (byId && (!byId.stripeCustomerId || byId.stripeCustomerId === subscription.customerId)) return byId;
  }
  return null;
}

/**
 * Events about the account's current subscription always apply. One about another subscription
 * applies only if that one is live (it replaces the record, e.g. created in the Stripe dashboard);
 * news of an old, ended subscription never downgrades a newer one.
 */
function appliesTo(user: UserRow, subscription: SubscriptionSnapshot): boolean {
  if (!user.stripeSubscriptionId || user.stripeSubscriptionId === subscription.subscriptionId) return true;
  return subscription.status === "active" || subscription.status === "canceling";
}
