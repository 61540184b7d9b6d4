import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CARD_DECLINED_MESSAGE, DEMO_CARDS, DEMO_PERIOD_DAYS } from "../../../domain/billing";
import { AppError } from "../../lib/app-error";
import type {
  BillingAccount,
  BillingProvider,
  CheckoutStart,
  SubscriptionSnapshot,
} from "./billing-provider";

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_PERIOD_MS = DEMO_PERIOD_DAYS * DAY_MS;
/** Like a Stripe checkout left open: an unused demo client secret stops working after a day. */
export const DEMO_CHECKOUT_TTL_MS = DAY_MS;

/**
 * The embedded billing provider: a clearly labelled test checkout that takes no money and talks
 * to nobody. It behaves like Stripe where the user can see it: the test card 4242 4242 4242 4242
 * pays, 4000 0000 0000 0002 is declined, a period lasts 30 days, cancel keeps Pro to its end.
 *
 * Client secrets are stateless: `demo_<issued>_<nonce>_secret_<mac>`, the MAC binding them to the
 * user with the session secret, so one user's secret is useless to another and no row is needed.
 */
export class DemoBilling implements BillingProvider {
  readonly kind = "demo" as const;

  constructor(
    private readonly signingSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async startCheckout(account: BillingAccount): Promise<CheckoutStart> {
    return {
      kind: "checkout",
      clientSecret: this.issueClientSecret(account.userId),
      subscription: { ...noSubscription(account), status: null },
    };
  }

  /** The demo's card payment: the secret must be this user's and fresh, the card a test card. */
  confirmPayment(account: BillingAccount, clientSecret: string, cardNumber: string): SubscriptionSnapshot {
    if (!this.verifyClientSecret(account.userId, clientSecret)) {
      throw new AppError(
        "bad_request",
        "This checkout has expired or belongs to someone else. Reload the page and try again.",
      );
    }
    if (cardNumber === DEMO_CARDS.declined) throw new AppError("payment_declined", CARD_DECLINED_MESSAGE);
    if (cardNumber !== DEMO_CARDS.success) {
      throw new AppError(
        "bad_request",
        "Demo mode only accepts the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).",
      );
    }
    return {
      ...noSubscription(account),
      status: "active",
      endDate: new Date(this.now().getTime() + DEMO_PERIOD_MS),
    };
  }

  async setCancelAtPeriodEnd(account: BillingAccount, cancel: boolean): Promise<SubscriptionSnapshot> {
    return {
      ...noSubscription(account),
      status: cancel ? "canceling" : "active",
      endDate: currentPeriodEnd(account.endDate, this.now()),
    };
  }

  issueClientSecret(userId: string): string {
    const issued = this.now().getTime().toString(36);
    const nonce = randomBytes(12).toString("base64url");
    return `demo_${issued}_${nonce}_secret_${this.mac(userId, issued, nonce)}`;
  }

  verifyClientSecret(userId: string, clientSecret: string): boolean {
    const match = /^demo_([0-9a-z]{1,12})_([\w-]{16})_secret_([\w-]{43})$/.exec(clientSecret);
    if (!match) return false;
    const [, issued = "", nonce = "", mac = ""] = match;
    const expected = Buffer.from(this.mac(userId, issued, nonce));
    if (!timingSafeEqual(expected, Buffer.from(mac))) return false;
    const age = this.now().getTime() - Number.parseInt(issued, 36);
    return age >= 0 && age <= DEMO_CHECKOUT_TTL_MS;
  }

  private mac(userId: string, issued: string, nonce: string): string {
    return createHmac("sha256", this.signingSecret)
      .update(`demo-billing:${userId}:${issued}:${nonce}`)
      .digest("base64url");
  }
}

function noSubscription(account: BillingAccount): SubscriptionSnapshot {
  return {
    subscriptionId: null,
    customerId: null,
    status: null,
    endDate: account.endDate,
    userId: account.userId,
  };
}

/**
 * The end of the demo period that is running now. An active demo plan renews itself every 30
 * days, so a stored end date in the past is rolled forward by whole periods.
 */
export function currentPeriodEnd(storedEnd: Date | null, now: Date): Date {
  if (!storedEnd) return new Date(now.getTime() + DEMO_PERIOD_MS);
  if (storedEnd.getTime() > now.getTime()) return storedEnd;
  const periods = Math.floor((now.getTime() - storedEnd.getTime()) / DEMO_PERIOD_MS) + 1;
  return new Date(storedEnd.getTime() + periods * DEMO_PERIOD_MS);
}
