import { and, eq, isNull } from "drizzle-orm";
import type { SubscriptionStatus } from "../../../domain/auth";
import type { CreateSubscriptionReply, SubscriptionState } from "../../../domain/billing";
import { hasProAccess } from "../../../domain/plans";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { BillingAccount, SubscriptionSnapshot } from "../../providers/billing/billing-provider";
import type { ConfiguredBilling } from "../../providers/billing/index";
import { consumeRateLimit } from "../rate-limit/service";
import type { UserRow } from "../sessions/service";

export interface BillingDeps {
  db: Database;
  /** null when billing is off on this server. */
  provider: ConfiguredBilling | null;
  now?: () => Date;
}

export const BILLING_OFF_MESSAGE = "Billing is not available on this server.";

/**
 * Billing calls per user per 10 minutes: far above what anyone clicking through checkout needs,
 * low enough that a script cannot make us hammer the payment provider.
 */
export const BILLING_RATE = { limit: 20, windowMs: 10 * 60_000 } as const;

export async function enforceBillingRate(db: Database, userId: string): Promise<void> {
  const result = await consumeRateLimit(db, { key: `billing:user:${userId}`, ...BILLING_RATE });
  if (!result.allowed) {
    throw new AppError(
      "rate_limited",
      "Too many billing requests. Please wait a few minutes and try again.",
      {
        retryAfterSeconds: result.retryAfterSeconds,
      },
    );
  }
}

/**
 * The status that counts now: a canceled plan whose paid period is over is Free, whether or not
 * the provider has told us yet (the demo never does; Stripe's `deleted` webhook may be late).
 */
export function effectiveStatus(user: UserRow, now = new Date()): SubscriptionStatus {
  if (user.subscriptionStatus === "canceling" && !hasProAccess(user, now)) return "inactive";
  return user.subscriptionStatus;
}

export function subscriptionStateOf(user: Pick<UserRow, "subscriptionStatus" | "subscriptionEndDate">) {
  return {
    subscriptionStatus: user.subscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
  } satisfies SubscriptionState;
}

/** POST /api/create-subscription: a checkout for the Pro price, or `alreadySubscribed`. */
export async function createSubscription(deps: BillingDeps, user: UserRow): Promise<CreateSubscriptionReply> {
  const provider = requireProvider(deps);
  if (hasProAccess(user, now(deps))) return { alreadySubscribed: true };

  const start = await provider.startCheckout(accountOf(user), {
    saveCustomerId: async (customerId) => {
      await deps.db
        .update(users)
        .set({ stripeCustomerId: customerId, updatedAt: now(deps) })
        .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
    },
  });

  if (start.kind === "subscribed") {
    // Paid already, and the webhook saying so has not arrived yet: record it now.
    await storeSnapshot(deps, user.id, start.subscription);
    return { alreadySubscribed: true };
  }
  const subscriptionId = start.subscription.subscriptionId;
  if (subscriptionId && subscriptionId !== user.stripeSubscriptionId) {
    await deps.db
      .update(users)
      .set({ stripeSubscriptionId: subscriptionId, updatedAt: now(deps) })
      .where(eq(users.id, user.id));
  }
  return {
    clientSecret: start.clientSecret,
    provider: provider.kind,
    ...(start.publishableKey ? { publishableKey: start.publishableKey } : {}),
  };
}

/** POST /api/billing/demo/confirm: the demo card payment that makes the user Pro for 30 days. */
export async function confirmDemoPayment(
  deps: BillingDeps,
  user: UserRow,
  input: { clientSecret: string; cardNumber: string },
): Promise<SubscriptionState> {
  const provider = deps.provider;
  if (provider?.kind !== "demo") throw new AppError("not_found", "The demo checkout is not enabled");
  const status = effectiveStatus(user, now(deps));
  // A second click on "Subscribe" after the first went through changes nothing.
  if (status === "active") return subscriptionStateOf(user);
  if (status === "canceling") {
    throw new AppError(
      "conflict",
      "Your Pro plan is still running. Reactivate it on the subscription page instead of paying again.",
    );
  }
  const snapshot = provider.confirmPayment(accountOf(user), input.clientSecret, input.cardNumber);
  return subscriptionStateOf(await storeSnapshot(deps, user.id, snapshot));
}

/** POST /api/cancel-subscription: Pro stays until the end of the paid period, then it is Free. */
export async function cancelSubscription(deps: BillingDeps, user: UserRow): Promise<SubscriptionState> {
  const provider = requireProvider(deps);
  const status = effectiveStatus(user, now(deps));
  if (status === "canceling") {
    throw new AppError("conflict", "Your subscription is already set to end at the close of this period.");
  }
  if (status !== "active") throw new AppError("conflict", "You don't have an active subscription to cancel.");
  const snapshot = await provider.setCancelAtPeriodEnd(accountOf(user), true, changeKey("cancel", user));
  return subscriptionStateOf(await storeSnapshot(deps, user.id, snapshot));
}

/** POST /api/reactivate-subscription: undoes a cancellation before the period ends. */
export async function reactivateSubscription(deps: BillingDeps, user: UserRow): Promise<SubscriptionState> {
  const provider = requireProvider(deps);
  const status = effectiveStatus(user, now(deps));
  if (status === "active") throw new AppError("conflict", "Your subscription is already active.");
  if (status !== "canceling") {
    throw new AppError(
      "conflict",
      user.subscriptionStatus === "canceling"
        ? "Your subscription has already ended. Subscribe again to get Pro."
        : "You don't have a canceled subscription to reactivate.",
    );
  }
  const snapshot = await provider.setCancelAtPeriodEnd(accountOf(user), false, changeKey("reactivate", user));
  return subscriptionStateOf(await storeSnapshot(deps, user.id, snapshot));
}

/** Writes a provider snapshot to the user's row (an incomplete one changes nothing but the ids). */
export async function storeSnapshot(
  deps: Pick<BillingDeps, "db" | "now">,
  userId: string,
  snapshot: SubscriptionSnapshot,
): Promise<UserRow> {
  const [updated] = await deps.db
    .update(users)
    .set({
      ...(snapshot.status
        ? { subscriptionStatus: snapshot.status, subscriptionEndDate: snapshot.endDate }
        : {}),
      ...(snapshot.subscriptionId ? { stripeSubscriptionId: snapshot.subscriptionId } : {}),
      updatedAt: now(deps),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new AppError("not_found", "Account not found");
  return updated;
}

function requireProvider(deps: BillingDeps): ConfiguredBilling {
  // 409 rather than 5xx: the server works, but its configuration rules out this request.
  if (!deps.provider) throw new AppError("conflict", BILLING_OFF_MESSAGE);
  return deps.provider;
}

function accountOf(user: UserRow): BillingAccount {
  return {
    userId: user.id,
    email: user.email,
    customerId: user.stripeCustomerId,
    subscriptionId: user.stripeSubscriptionId,
    endDate: user.subscriptionEndDate,
  };
}

/**
 * The idempotency key of one plan change: the same for a retry of the same request (the row has
 * not changed since), different for the next cancel after a reactivation (every billing write
 * moves `updatedAt`). A replayed key never applies a change twice; a stale one never blocks a new one.
 */
function changeKey(action: "cancel" | "reactivate", user: UserRow): string {
  return `${action}:${user.stripeSubscriptionId ?? user.id}:${user.updatedAt.getTime()}`;
}

function now(deps: Pick<BillingDeps, "now">): Date {
  return deps.now?.() ?? new Date();
}
