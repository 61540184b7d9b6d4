import type { CreateSubscriptionReply, DemoConfirmRequest, SubscriptionState } from "../../../domain/billing";
import type { ContactRequest } from "../../../domain/contact";
import { languageCodes } from "../../../domain/languages";
import type { SiteConfig } from "../../../domain/site-config";
import type { UsageStatus } from "../../../domain/usage";
import type { ExampleBook } from "../openapi-document";

const RENEWS_ON = "2026-12-25T16:48:06.355Z";

/** Usage: a Free seller who has used one of each of their two free generations. */
export const usageExamples: ExampleBook = {
  "GET /api/usage-status": {
    responses: {
      200: {
        socialMediaUsed: 1,
        socialMediaLimit: 2,
        productListingsUsed: 1,
        productListingsLimit: 2,
        hasActiveSubscription: false,
        subscriptionStatus: "inactive",
      } satisfies UsageStatus,
    },
  },
};

/** Billing: the Pro subscription (demo billing shown; Stripe answers the same shapes). */
export const billingExamples: ExampleBook = {
  "POST /api/create-subscription": {
    responses: {
      200: {
        clientSecret: "demo_mi4k2x7c_Q2xheUFuZEtpbG4x_secret_3kq2uWv8mZpL0sYd5TgB7hNc1XoRjEfA9iK4lM6nOpQ",
        provider: "demo",
      } satisfies CreateSubscriptionReply,
    },
  },
  "POST /api/billing/demo/confirm": {
    request: {
      clientSecret: "demo_mi4k2x7c_Q2xheUFuZEtpbG4x_secret_3kq2uWv8mZpL0sYd5TgB7hNc1XoRjEfA9iK4lM6nOpQ",
      cardNumber: "4242 4242 4242 4242",
    } satisfies DemoConfirmRequest,
    responses: {
      200: { subscriptionStatus: "active", subscriptionEndDate: RENEWS_ON } satisfies SubscriptionState,
    },
  },
  "POST /api/cancel-subscription": {
    responses: {
      200: { subscriptionStatus: "canceling", subscriptionEndDate: RENEWS_ON } satisfies SubscriptionState,
    },
  },
  "POST /api/reactivate-subscription": {
    responses: {
      200: { subscriptionStatus: "active", subscriptionEndDate: RENEWS_ON } satisfies SubscriptionState,
    },
  },
  // Only on servers with Stripe billing and its webhook secret.
  "POST /api/billing/webhook": { responses: { 200: { received: true, result: "applied" } } },
};

/** Support: the contact form. */
export const supportExamples: ExampleBook = {
  "POST /api/contact": {
    request: {
      name: "Maya Okafor",
      email: "maya@clayandkiln.example",
      category: "billing",
      subject: "VAT invoice for my Pro plan",
      message:
        "Hello! Could you send me a VAT invoice for my November Pro subscription? The studio's VAT number is GB 123 4567 89. Thanks, Maya",
    } satisfies ContactRequest,
    responses: { 201: { id: "3cf03933-861a-42cd-a11c-5f5ff6a15d0b" } },
  },
};

/** Service: health and the public settings. */
export const serviceExamples: ExampleBook = {
  "GET /api/health": {
    responses: {
      200: { status: "ok", db: "ok", storage: "ok" },
      503: { status: "down", db: "ok", storage: "down" },
    },
  },
  "GET /api/health/live": { responses: { 200: { status: "ok" } } },
  "GET /api/health/ready": {
    responses: {
      200: { status: "ok", db: "ok", storage: "ok" },
      503: { status: "down", db: "down", storage: "ok" },
    },
  },
  "GET /api/config": {
    responses: {
      200: {
        engine: "openai",
        textModel: "gpt-4.1-mini",
        imageGeneration: true,
        billing: "stripe",
        banner: { text: "New: bulk listings for Etsy and Shopify", url: "/bulk-upload" },
        analyticsId: null,
        supportEmail: "support@studio.example.com",
        exports: { publicImageLinks: true },
        languages: {
          available: [...languageCodes],
          byEngine: { builtin: ["en", "es", "fr", "de"], openai: [...languageCodes] },
        },
      } satisfies SiteConfig,
    },
  },
};
