import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import { resolveBillingMode } from "../../modules/site-config/service";
import { DemoBilling } from "./demo-billing";
import type { StripeBilling } from "./stripe-billing";

export type ConfiguredBilling = StripeBilling | DemoBilling;

/**
 * The one place that picks the billing provider, from the billing mode GET /api/config also
 * reports (DESIGN.md §2): Stripe when keyed, the demo checkout outside production (or when
 * BILLING_PROVIDER=demo), and null when billing is off.
 */
export async function createBillingProvider(
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<ConfiguredBilling | null> {
  const mode = resolveBillingMode(config);
  if (mode === "off") return null;
  if (mode === "demo") return new DemoBilling(config.sessionSecret);
  const {
    STRIPE_SECRET_KEY,
    STRIPE_PRICE_ID,
    STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE,
  } = config.raw;
  const missing = [
    ["STRIPE_PRICE_ID", STRIPE_PRICE_ID],
    ["STRIPE_PUBLISHABLE_KEY", STRIPE_PUBLISHABLE_KEY],
    ["STRIPE_WEBHOOK_SECRET", STRIPE_WEBHOOK_SECRET],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    log.warn({ missing }, "Stripe billing is incomplete: checkout or webhooks stay off until these are set");
  }
  // Stripe's SDK is loaded only where Stripe is the provider (~0.2 s of CPU at every start).
  const { StripeBilling } = await import("./stripe-billing");
  return new StripeBilling({
    secretKey: STRIPE_SECRET_KEY ?? "",
    priceId: STRIPE_PRICE_ID,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiBase: STRIPE_API_BASE,
  });
}

/** Whether the browser will load Stripe.js (and so the CSP must allow Stripe's origins). */
export function usesStripeJs(config: AppConfig): boolean {
  return resolveBillingMode(config) === "stripe" && Boolean(config.raw.STRIPE_PUBLISHABLE_KEY);
}
