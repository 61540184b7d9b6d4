import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { analyzeImageRequestSchema, analyzeImageResultSchema } from "../../../domain/ai-image";
import { errorReplySchema } from "../../../domain/errors";
import {
  listingHistorySearchSchema,
  openedListingGenerationSchema,
  socialHistorySearchSchema,
  TOTAL_COUNT_HEADER,
} from "../../../domain/history";
import {
  listingCsvRequestSchema,
  listingGenerationRequestSchema,
  listingGenerationResultSchema,
  listingMarketplaceRewriteSchema,
  listingUpdateSchema,
  storedListingGenerationSchema,
} from "../../../domain/listings";
import {
  socialGenerationRequestSchema,
  socialGenerationResultSchema,
  socialPlatformRewriteSchema,
  socialPostUpdateSchema,
  storedSocialPostSchema,
} from "../../../domain/social";
import { requireUser } from "../../plugins/auth-guard";
import { imageBodyHooks, registerImageBodyParser } from "../../plugins/image-body";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { prefillFromBrandProfile } from "../brand-profiles/prefill-hook";
import { IMAGE_BASE64_BODY_LIMIT } from "../images/service";
import { deleteListingGeneration, deleteSocialPost } from "./delete-generation";
import {
  type HistoryPage,
  nextPageLink,
  openListingGeneration,
  openSocialPost,
  searchListingGenerations,
  searchSocialPosts,
} from "./history-query";
import { listingCsvFilename, listingsToCsv } from "./listing-csv";
import { generateListings, getListingGeneration, updateListingGeneration } from "./listing-service";
import { enforceGenerationRate, enforceImageAnalysisAllowance } from "./rate-limit";
import { regenerateListingMarketplace } from "./regenerate-listing-marketplace";
import { regenerateSocialPlatform } from "./regenerate-social-platform";
import { type GenerationDeps, generateSocialContent, updateSocialPost } from "./social-service";

const errors = { "4xx": errorReplySchema, "5xx": errorReplySchema };
const idParams = z.object({ id: z.string().trim().min(1).max(100) });

/** History pages as DESIGN.md §5 has them: the array itself, the next page and the total in headers. */
function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: HistoryPage<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.nextCursor) reply.header("Link", nextPageLink(request.url, page.nextCursor));
  return page.items;
}

/** The generation routes' options: a store lets a deletion remove unused photos at once. */
export type GenerationRouteDeps = GenerationDeps & { storage?: StorageProvider };

/** Social and listing generation, history, edits, CSV export and image analysis (DESIGN.md §5). */
export const generationRoutes: FastifyPluginAsyncZod<GenerationRouteDeps> = async (app, deps) => {
  // Apart from imageBase64, a body here holds at most 1 MB of JSON, checked before parsing.
  registerImageBodyParser(app);
  app.post(
    "/api/social-media/generate",
    {
      // A photo sent inline as base64 may be as large as an upload (10 MB): the app-wide 1 MB
      // limit refused every phone photo over ~750 KB with a bare 413. Who is asking is checked
      // before such a body is read (plugins/image-body.ts).
      bodyLimit: IMAGE_BASE64_BODY_LIMIT,
      ...imageBodyHooks,
      preValidation: prefillFromBrandProfile(deps.db, "social"),
      schema: {
        tags: ["Social"],
        summary: "Write social posts for a product photo",
        body: socialGenerationRequestSchema,
        response: { 200: socialGenerationResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceGenerationRate(deps.db, user.id);
      return generateSocialContent(deps, user, request.body);
    },
  );

  app.get(
    "/api/social-media/posts",
    {
      schema: {
        tags: ["Social"],
        summary: "List or search your social posts, newest first",
        description:
          'One page of your posts matching the filters. The next page\'s address is in the `Link` header (`rel="next"`, absent on the last page); `X-Total-Count` says how many posts match.',
        querystring: socialHistorySearchSchema,
        response: { 200: z.array(storedSocialPostSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await searchSocialPosts(deps.db, requireUser(request).id, request.query)),
  );

  app.get(
    "/api/social-media/posts/:id",
    {
      schema: {
        tags: ["Social"],
        summary: "Get one social post",
        params: idParams,
        response: { 200: storedSocialPostSchema, ...errors },
      },
    },
    async (request) => openSocialPost(deps.db, requireUser(request).id, request.params.id),
  );

  app.delete(
    "/api/social-media/posts/:id",
    {
      schema: {
        tags: ["Social"],
        summary: "Delete a social post",
        description:
          "Deletes the post, and its photo when nothing else of yours uses it (another post or listing, a bulk photo). 404 for anyone else's post.",
        params: idParams,
        response: { 204: z.null().describe("Deleted"), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteSocialPost({ ...deps, log: request.log }, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/api/social-media/posts/:id",
    {
      schema: {
        tags: ["Social"],
        summary: "Edit a generation's captions, hashtags or schedule",
        params: idParams,
        body: socialPostUpdateSchema,
        response: { 200: storedSocialPostSchema, ...errors },
      },
    },
    async (request) => updateSocialPost(deps.db, requireUser(request).id, request.params.id, request.body),
  );

  app.post(
    "/api/social-media/posts/:id/regenerate",
    {
      schema: {
        tags: ["Social"],
        summary: "Write one platform's post again",
        description:
          "Rewrites one platform of a stored post and saves it in place; the other platforms keep their text and edits. Counts as one social generation (402 `limit_reached` on Free at the limit).",
        params: idParams,
        body: socialPlatformRewriteSchema,
        response: { 200: storedSocialPostSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceGenerationRate(deps.db, user.id);
      return regenerateSocialPlatform(
        deps,
        user,
        request.params.id,
        request.body.platform,
        request.body.facts,
      );
    },
  );

  app.post(
    "/api/product-listings/generate",
    {
      // A photo sent inline as base64 may be as large as an upload (10 MB): the app-wide 1 MB
      // limit refused every phone photo over ~750 KB with a bare 413. Who is asking is checked
      // before such a body is read (plugins/image-body.ts).
      bodyLimit: IMAGE_BASE64_BODY_LIMIT,
      ...imageBodyHooks,
      preValidation: prefillFromBrandProfile(deps.db, "listings"),
      schema: {
        tags: ["Listings"],
        summary: "Write marketplace listings for a product photo",
        body: listingGenerationRequestSchema,
        response: { 200: listingGenerationResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceGenerationRate(deps.db, user.id);
      return generateListings(deps, user, request.body);
    },
  );

  app.get(
    "/api/product-listings",
    {
      schema: {
        tags: ["Listings"],
        summary: "List or search your listing generations, newest first",
        description:
          'One page of your listing generations matching the filters. The next page\'s address is in the `Link` header (`rel="next"`, absent on the last page); `X-Total-Count` says how many generations match.',
        querystring: listingHistorySearchSchema,
        response: { 200: z.array(storedListingGenerationSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await searchListingGenerations(deps.db, requireUser(request).id, request.query),
      ),
  );

  app.delete(
    "/api/product-listings/:id",
    {
      schema: {
        tags: ["Listings"],
        summary: "Delete a listing generation",
        description:
          "Deletes every marketplace's listing of the generation, and its photo when nothing else of yours uses it (another post or listing, a bulk photo). 404 for anyone else's generation.",
        params: idParams,
        response: { 204: z.null().describe("Deleted"), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteListingGeneration({ ...deps, log: request.log }, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/product-listings/:id",
    {
      schema: {
        tags: ["Listings"],
        summary: "Get one listing generation",
        description: "The generation with the whole brief it was written from. 404 for anyone else's.",
        params: idParams,
        response: { 200: openedListingGenerationSchema, ...errors },
      },
    },
    async (request) => openListingGeneration(deps.db, requireUser(request).id, request.params.id),
  );

  app.patch(
    "/api/product-listings/:id",
    {
      schema: {
        tags: ["Listings"],
        summary: "Edit a generation's listings",
        params: idParams,
        body: listingUpdateSchema,
        response: { 200: listingGenerationResultSchema, ...errors },
      },
    },
    async (request) =>
      updateListingGeneration(deps.db, requireUser(request).id, request.params.id, request.body),
  );

  app.post(
    "/api/product-listings/:id/regenerate",
    {
      schema: {
        tags: ["Listings"],
        summary: "Write one marketplace's listing again",
        description:
          "Rewrites one marketplace of a stored generation and saves it in place; the other marketplaces keep their text and edits. Counts as one listing generation (402 `limit_reached` on Free at the limit).",
        params: idParams,
        body: listingMarketplaceRewriteSchema,
        response: { 200: listingGenerationResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceGenerationRate(deps.db, user.id);
      return regenerateListingMarketplace(
        deps,
        user,
        request.params.id,
        request.body.platform,
        request.body.facts,
      );
    },
  );

  app.post(
    "/api/product-listings/download-csv",
    // Errors only: the 200 body is CSV text, not JSON.
    {
      schema: {
        tags: ["Listings"],
        summary: "Download a generation's listings as CSV",
        body: listingCsvRequestSchema,
        response: {
          200: { description: "The listings as CSV", content: { "text/csv": { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const rows = await getListingGeneration(deps.db, requireUser(request).id, request.body.id);
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${listingCsvFilename()}"`)
        .send(listingsToCsv(rows));
    },
  );

  app.post(
    "/api/ai/analyze-image",
    {
      bodyLimit: IMAGE_BASE64_BODY_LIMIT,
      ...imageBodyHooks,
      schema: {
        tags: ["Images"],
        summary: "Describe a photo: size, colours, background",
        body: analyzeImageRequestSchema,
        response: { 200: analyzeImageResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceGenerationRate(deps.db, user.id);
      await enforceImageAnalysisAllowance(deps.db, user);
      const image = await deps.loadImage(user, request.body, { normalise: deps.provider.readsImage });
      const facts = await deps.analyseImage(image.sample);
      return { analysis: await deps.provider.describeImage(image.normalised, facts), facts };
    },
  );
};
