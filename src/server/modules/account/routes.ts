import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountSessionsReplySchema, deleteAccountRequestSchema } from "../../../domain/account";
import { errorReplySchema } from "../../../domain/errors";
import { shopSettingsReplySchema, shopSettingsSchema } from "../../../domain/shop-settings";
import type { Database } from "../../db/client";
import { requireUser } from "../../plugins/auth-guard";
import type { BillingProvider } from "../../providers/billing/billing-provider";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { endOtherSessions } from "../sessions/service";
import { deleteAccount } from "./delete-account";
import { exportAccountData } from "./export-data";
import { endAccountSession, listAccountSessions } from "./sessions-service";
import { getShopSettings, saveShopSettings } from "./shop-settings";

export interface AccountRouteDeps {
  db: Database;
  storage: StorageProvider;
  /** null when billing is off on this server. */
  billing: BillingProvider | null;
}

const errors = { "4xx": errorReplySchema, "5xx": errorReplySchema };
/** A session's public id (32 hex); anything else is simply not one of the caller's sessions (404). */
const sessionParams = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * The signed-in user's account (DESIGN.md §5): their sessions, a copy of their data, and deleting
 * the account (which needs its password). Cookie only: API tokens get 403 here (api-token-auth.ts).
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, deps) => {
  app.get(
    "/api/account/shop-settings",
    {
      schema: {
        tags: ["Account"],
        summary: "The shop settings every marketplace file reads (location, dispatch, returns, currency)",
        response: { 200: shopSettingsReplySchema, ...errors },
      },
    },
    async (request) => ({ settings: await getShopSettings(deps.db, requireUser(request).id) }),
  );

  app.put(
    "/api/account/shop-settings",
    {
      schema: {
        tags: ["Account"],
        summary: "Save the shop settings (the whole set: fields left out are cleared)",
        body: shopSettingsSchema,
        response: { 200: shopSettingsReplySchema, ...errors },
      },
    },
    async (request) => ({
      settings: await saveShopSettings(deps.db, requireUser(request).id, request.body),
    }),
  );

  app.get(
    "/api/account/sessions",
    {
      schema: {
        tags: ["Account"],
        summary: "List the devices signed in to the account",
        response: { 200: accountSessionsReplySchema, ...errors },
      },
    },
    async (request) => ({
      sessions: await listAccountSessions(deps.db, requireUser(request).id, request.sessionId),
    }),
  );

  app.delete(
    "/api/account/sessions/:id",
    {
      schema: {
        tags: ["Account"],
        summary: "Sign out one device",
        params: sessionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { wasCurrent } = await endAccountSession(deps.db, user.id, request.params.id, request.sessionId);
      // Ending the session this request came with is signing out: its cookie goes too.
      if (wasCurrent) await app.sessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/account/sessions/sign-out-others",
    {
      schema: {
        tags: ["Account"],
        summary: "Sign out every other device",
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await endOtherSessions(deps.db, user.id, request.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/account/export",
    {
      schema: {
        tags: ["Account"],
        summary: "Download my data: everything in the account as one .zip",
        response: {
          200: {
            description:
              "A .zip: README.txt; each set of records (account, social posts, product listings, bulk jobs and items, brand profiles, usage, API token names, devices, contact messages, photos) as .json and .csv; the photos as stored in photos/. Never the password hash or any session or token secret.",
            content: { "application/zip": { schema: z.any() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await exportAccountData(deps, requireUser(request));
      return (
        reply
          .header("Content-Type", "application/zip")
          // ASCII by construction (my-data-<day>.zip): no quoting or encoding needed.
          .header("Content-Disposition", `attachment; filename="${file.filename}"`)
          .header("Cache-Control", "no-store")
          .send(file.body)
      );
    },
  );

  app.delete(
    "/api/account",
    {
      schema: {
        tags: ["Account"],
        summary: "Delete the account and everything in it",
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteAccount(deps, user, request.body.password, request.log);
      await app.sessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );
};
