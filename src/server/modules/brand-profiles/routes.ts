import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  brandProfileInputSchema,
  brandProfileListSchema,
  brandProfileSchema,
  brandProfileUpdateSchema,
} from "../../../domain/brand-profiles";
import { errorReplySchema } from "../../../domain/errors";
import type { Database } from "../../db/client";
import { requireUser } from "../../plugins/auth-guard";
import {
  brandProfileLimitFor,
  createBrandProfile,
  deleteBrandProfile,
  duplicateBrandProfile,
  getBrandProfile,
  listBrandProfiles,
  updateBrandProfile,
} from "./service";

const errors = { "4xx": errorReplySchema, "5xx": errorReplySchema };
/** Any other text simply names none of the caller's profiles: 404, like every id route. */
const profileParams = z.object({ id: z.string().trim().min(1).max(100) });
const tags = ["Brand profiles"];

/** Brand profiles on /brands (issue 17): the seller's fields and voice, saved once. */
export const brandProfileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/brand-profiles",
    {
      schema: {
        tags,
        summary: "List your brand profiles (the default first) and how many your plan keeps",
        response: { 200: brandProfileListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { profiles: await listBrandProfiles(db, user.id), limit: brandProfileLimitFor(user) };
    },
  );

  app.post(
    "/api/brand-profiles",
    {
      schema: {
        tags,
        summary: "Create a brand profile (Free accounts keep one)",
        body: brandProfileInputSchema,
        response: { 201: brandProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createBrandProfile(db, requireUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/api/brand-profiles/:id",
    {
      schema: {
        tags,
        summary: "Get one brand profile",
        params: profileParams,
        response: { 200: brandProfileSchema, ...errors },
      },
    },
    async (request) => getBrandProfile(db, requireUser(request).id, request.params.id),
  );

  app.patch(
    "/api/brand-profiles/:id",
    {
      schema: {
        tags,
        summary: "Change some of a brand profile's fields, or make it the default",
        params: profileParams,
        body: brandProfileUpdateSchema,
        response: { 200: brandProfileSchema, ...errors },
      },
    },
    async (request) => updateBrandProfile(db, requireUser(request).id, request.params.id, request.body),
  );

  app.post(
    "/api/brand-profiles/:id/duplicate",
    {
      schema: {
        tags,
        summary: 'Copy a brand profile as "<name> (copy)" (never the default)',
        params: profileParams,
        response: { 201: brandProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const copy = await duplicateBrandProfile(db, requireUser(request), request.params.id);
      return reply.status(201).send(copy);
    },
  );

  app.delete(
    "/api/brand-profiles/:id",
    {
      schema: {
        tags,
        summary: "Delete a brand profile (its generations keep their content)",
        params: profileParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteBrandProfile(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
