import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local HTTP server that answers like Stripe's API (version 2026-10-28, the one stripe 23.x
 * pins) for the calls the app makes: POST /v1/customers, POST /v1/subscriptions,
 * GET and POST /v1/subscriptions/:id. It keeps state like Stripe does, replays answers for a
 * repeated Idempotency-Key, expands `latest_invoice.confirmation_secret` when asked, and records
 * every request. Tests drive the rest of Stripe's side (payments, period ends, cancellations) with
 * the helpers and send webhooks signed with `stripe.webhooks.generateTestHeaderString`.
 */

export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  /** The form body, decoded into nested objects and arrays (`items[0][price]` → items[0].price). */
  body: Record<string, unknown>;
}

type Json = Record<string, unknown>;

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_BASE. */
  apiBase: string;
  requests: RecordedStripeRequest[];
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  /** The next request answers with this error (a Stripe error body), once. */
  failNext(status: number, error: { type: string; message: string; code?: string }): void;
  /** Stripe's side of a successful first payment: the subscription becomes active, the invoice paid. */
  payFirstInvoice(subscriptionId: string): Json;
  /** Changes a subscription the way Stripe would (status, cancel flags, period). */
  updateSubscription(subscriptionId: string, patch: Json): Json;
  /** A subscription made outside the app (e.g. in the Stripe dashboard). */
  createSubscription(customerId: string, patch?: Json): Json;
  /** A webhook event body and its Stripe-Signature header. */
  signedEvent(
    type: string,
    object: Json,
    options?: { id?: string; timestamp?: number; secret?: string },
  ): { id: string; payload: string; signature: string };
  close(): Promise<void>;
}

export const FAKE_PRICE_ID = "price_1ProMonthly1299";
const DAY = 24 * 60 * 60;

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

/** Decodes Stripe's form encoding (`a[b][0]=x`) into nested objects, numeric keys into arrays. */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Json = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else {
        node[segment] ??= {};
        node = node[segment] as Json;
      }
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

export async function startFakeStripe(options: { webhookSecret: string }): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  const failures: Array<{ status: number; error: Json }> = [];
  const signer = new Stripe("sk_test_fake_signer");
  const now = () => Math.floor(Date.now() / 1000);

  function newInvoice(subscriptionId: string, customerId: string): Json {
    const invoiceId = id("in");
    const paymentIntentId = id("pi");
    const invoice: Json = {
      id: invoiceId,
      object: "invoice",
      amount_due: 1299,
      amount_paid: 0,
      amount_remaining: 1299,
      billing_reason: "subscription_create",
      collection_method: "charge_automatically",
      created: now(),
      currency: "usd",
      customer: customerId,
      livemode: false,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { metadata: {}, subscription: subscriptionId },
      },
      status: "open",
      total: 1299,
      // Included only when expanded, as in the real API.
      confirmation_secret: {
        client_secret: `${paymentIntentId}_secret_${randomBytes(12).toString("hex")}`,
        type: "payment_intent",
      },
    };
    invoices.set(invoiceId, invoice);
    return invoice;
  }

  function newSubscription(customerId: string, priceId: string, metadata: Json, patch: Json = {}): Json {
    const subscriptionId = id("sub");
    const start = now();
    const invoice = newInvoice(subscriptionId, customerId);
    const subscription: Json = {
      id: subscriptionId,
      object: "subscription",
      application: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: start,
      billing_mode: { type: "flexible" },
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: "charge_automatically",
      created: start,
      currency: "usd",
      customer: customerId,
      days_until_due: null,
      default_payment_method: null,
      description: null,
      discounts: [],
      ended_at: null,
      invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
      items: {
        object: "list",
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            created: start,
            current_period_start: start,
            current_period_end: start + 30 * DAY,
            metadata: {},
            price: {
              id: priceId,
              object: "price",
              active: true,
              currency: "usd",
              product: "prod_ProPlan",
              recurring: { interval: "month", interval_count: 1, usage_type: "licensed" },
              type: "recurring",
              unit_amount: 1299,
            },
            quantity: 1,
            subscription: subscriptionId,
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      latest_invoice: invoice.id,
      livemode: false,
      metadata,
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: "on_subscription",
      },
      start_date: start,
      status: "incomplete",
      trial_end: null,
      trial_start: null,
      ...patch,
    };
    subscriptions.set(subscriptionId, subscription);
    return subscription;
  }

  /** The subscription as the API returns it, with `latest_invoice` expanded when asked. */
  function render(subscription: Json, expand: unknown): Json {
    const wanted = Array.isArray(expand) ? expand.map(String) : [];
    const invoice = invoices.get(String(subscription.latest_invoice));
    if (!invoice || !wanted.some((path) => path.startsWith("latest_invoice"))) return { ...subscription };
    const { confirmation_secret, ...rest } = invoice;
    const rendered = wanted.includes("latest_invoice.confirmation_secret")
      ? { ...rest, confirmation_secret }
      : rest;
    return { ...subscription, latest_invoice: rendered };
  }

  function periodEndOf(subscription: Json): number {
    const items = (subscription.items as { data: Array<{ current_period_end: number }> }).data;
    return Math.max(...items.map((item) => item.current_period_end));
  }

  function handle(request: RecordedStripeRequest): { status: number; body: Json } {
    const failure = failures.shift();
    if (failure) return { status: failure.status, body: { error: failure.error } };
    const { method, path, body } = request;
    const missing = (what: string, value: string) => ({
      status: 404,
      body: {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such ${what}: '${value}'`,
          param: "id",
        },
      },
    });

    if (method === "POST" && path === "/v1/customers") {
      const customer: Json = {
        id: id("cus"),
        object: "customer",
        created: now(),
        email: body.email ?? null,
        livemode: false,
        metadata: body.metadata ?? {},
      };
      customers.set(String(customer.id), customer);
      return { status: 200, body: customer };
    }

    if (method === "POST" && path === "/v1/subscriptions") {
      const customerId = String(body.customer);
      if (!customers.has(customerId)) return missing("customer", customerId);
      const items = body.items as Array<{ price: string }> | undefined;
      const priceId = items?.[0]?.price;
      if (!priceId) {
        return {
          status: 400,
          body: { error: { type: "invalid_request_error", message: "Missing required param: items." } },
        };
      }
      const subscription = newSubscription(customerId, priceId, (body.metadata as Json) ?? {});
      return { status: 200, body: render(subscription, body.expand) };
    }

    const match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (match?.[1]) {
      const subscription = subscriptions.get(match[1]);
      if (!subscription) return missing("subscription", match[1]);
      if (method === "GET") {
        return { status: 200, body: render(subscription, decodeStripeForm(request.query.toString()).expand) };
      }
      if (method === "POST") {
        if (subscription.status === "canceled") {
          return {
            status: 400,
            body: {
              error: {
                type: "invalid_request_error",
                message: "A canceled subscription can only update its cancellation_details and metadata.",
              },
            },
          };
        }
        if (body.cancel_at_period_end !== undefined) {
          const cancel = body.cancel_at_period_end === "true";
          Object.assign(subscription, {
            cancel_at_period_end: cancel,
            cancel_at: cancel ? periodEndOf(subscription) : null,
            canceled_at: cancel ? now() : null,
            cancellation_details: {
              comment: null,
              feedback: null,
              reason: cancel ? "cancellation_requested" : null,
            },
          });
        }
        return { status: 200, body: render(subscription, body.expand) };
      }
    }

    return {
      status: 404,
      body: {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake-stripe");
    const recorded: RecordedStripeRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: decodeStripeForm(Buffer.concat(chunks).toString("utf8")),
    };
    requests.push(recorded);

    const key = req.headers["idempotency-key"];
    const replay = typeof key === "string" && recorded.method === "POST" ? idempotent.get(key) : undefined;
    const answer = replay ?? handle(recorded);
    if (typeof key === "string" && recorded.method === "POST" && !replay && answer.status < 500) {
      idempotent.set(key, answer);
    }
    res.writeHead(answer.status, {
      "content-type": "application/json",
      "request-id": `req_${requests.length}`,
      "stripe-version": "2026-10-28.endive",
      ...(replay ? { "idempotent-replayed": "true" } : {}),
      ...(typeof key === "string" ? { "idempotency-key": key } : {}),
    });
    res.end(JSON.stringify(answer.body));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");

  const fake: FakeStripe = {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    customers,
    subscriptions,
    invoices,
    failNext(status, error) {
      failures.push({ status, error });
    },
    payFirstInvoice(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const invoice = invoices.get(String(subscription.latest_invoice));
      if (invoice) Object.assign(invoice, { status: "paid", amount_paid: 1299, amount_remaining: 0 });
      subscription.status = "active";
      return subscription;
    },
    updateSubscription(subscriptionId, patch) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      return Object.assign(subscription, patch);
    },
    createSubscription(customerId, patch = {}) {
      return newSubscription(customerId, FAKE_PRICE_ID, {}, patch);
    },
    signedEvent(type, object, eventOptions = {}) {
      const eventId = eventOptions.id ?? id("evt");
      const payload = JSON.stringify(
        {
          id: eventId,
          object: "event",
          api_version: "2026-10-28.endive",
          created: eventOptions.timestamp ?? now(),
          data: { object, previous_attributes: {} },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
        },
        null,
        2,
      );
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: eventOptions.secret ?? options.webhookSecret,
        ...(eventOptions.timestamp !== undefined ? { timestamp: eventOptions.timestamp } : {}),
      });
      return { id: eventId, payload, signature };
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
  return fake;
}
