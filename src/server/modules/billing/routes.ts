import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createSubscriptionReplySchema,
  demoConfirmRequestSchema,
  subscriptionStateSchema,
  webhookReplySchema,
} from "../../../domain/billing";
import { errorReplySchema } from "../../../domain/errors";
import { requireUser } from "../../plugins/auth-guard";
import {
  type BillingDeps,
  cancelSubscription,
  confirmDemoPayment,
  createSubscription,
  enforceBillingRate,
  reactivateSubscription,
} from "./service";
import { handleStripeWebhook } from "./webhook";

const errors = { "4xx": errorReplySchema, "5xx": errorReplySchema };

/**
 * Plans and billing (DESIGN.md §5). The demo confirmation exists only with the demo provider and
 * the webhook only with Stripe (and its signing secret); elsewhere they are unknown paths (404).
 */
export const billingRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  app.post(
    "/api/create-subscription",
    {
      schema: {
        tags: ["Billing"],
        summary: "Start the Pro checkout",
        response: { 200: createSubscriptionReplySchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceBillingRate(deps.db, user.id);
      return createSubscription(deps, user);
    },
  );

  app.post(
    "/api/cancel-subscription",
    {
      schema: {
        tags: ["Billing"],
        summary: "Cancel Pro at the end of the paid period",
        response: { 200: subscriptionStateSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceBillingRate(deps.db, user.id);
      return cancelSubscription(deps, user);
    },
  );

  app.post(
    "/api/reactivate-subscription",
    {
      schema: {
        tags: ["Billing"],
        summary: "Keep Pro after cancelling",
        response: { 200: subscriptionStateSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceBillingRate(deps.db, user.id);
      return reactivateSubscription(deps, user);
    },
  );

  if (deps.provider?.kind === "demo") {
    app.post(
      "/api/billing/demo/confirm",
      {
        schema: {
          tags: ["Billing"],
          summary: "Pay with a test card (demo billing only)",
          body: demoConfirmRequestSchema,
          response: { 200: subscriptionStateSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await enforceBillingRate(deps.db, user.id);
        return confirmDemoPayment(deps, user, request.body);
      },
    );
  }

  const stripe = deps.provider?.kind === "stripe" ? deps.provider : null;
  if (stripe?.webhooksEnabled) {
    // Its own scope: only here is a JSON body kept as raw bytes, which the signature is computed over.
    await app.register(async (scope) => {
      scope.removeContentTypeParser("application/json");
      scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
        done(null, body);
      });
      scope.post(
        "/api/billing/webhook",
        {
          schema: {
            tags: ["Billing"],
            summary: "Stripe's event notifications (signed)",
            security: [],
            response: { 200: webhookReplySchema, ...errors },
          },
        },
        async (request) => {
          const signature = request.headers["stripe-signature"];
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const outcome = await handleStripeWebhook(
            { db: deps.db, provider: stripe },
            body,
            typeof signature === "string" ? signature : undefined,
          );
          request.log.info({ outcome }, "stripe webhook");
          return outcome;
        },
      );
    });
  }
};
