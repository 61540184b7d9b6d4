import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorReplySchema } from "../../../domain/errors";
import {
  copySheetFilename,
  copySheetParamsSchema,
  copySheetQuerySchema,
  copySheetSchema,
  listingExportRequestSchema,
  SKIPPED_GENERATIONS_HEADER,
} from "../../../domain/exports";
import {
  IMPORT_PROBLEMS_HEADER,
  importCheckSchema,
  importFileMarketplaces,
} from "../../../domain/import-check";
import { requireUser } from "../../plugins/auth-guard";
import { imageReplySchema, sendImage } from "../uploads/send-image";
import { importArchive } from "./import-archive";
import { copySheet, type ExportDeps, exportListings, importCheck, openPublicImage } from "./service";

const errors = { "4xx": errorReplySchema, "5xx": errorReplySchema };

/** Marketplace exports of listing generations: import files, copy sheets, and public photo links. */
export const exportRoutes: FastifyPluginAsyncZod<ExportDeps> = async (app, deps) => {
  app.post(
    "/api/product-listings/export",
    {
      schema: {
        tags: ["Exports"],
        summary: "Download listings as a marketplace import file (Shopify, eBay) or the listing CSV",
        body: listingExportRequestSchema,
        response: {
          200: {
            description: `The listings as the chosen file (CSV); ${SKIPPED_GENERATIONS_HEADER} counts the generations left out; ${IMPORT_PROBLEMS_HEADER} (URI-encoded JSON, [{id, title, problems}]) names what the marketplace would refuse each item for`,
            content: { "text/csv": { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await exportListings(deps, requireUser(request).id, request.body);
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${file.filename}"`)
        .header(SKIPPED_GENERATIONS_HEADER, String(file.skipped))
        .header(IMPORT_PROBLEMS_HEADER, encodeURIComponent(JSON.stringify(file.problems)))
        .send(file.csv);
    },
  );

  app.get(
    "/api/product-listings/:id/import.zip",
    {
      schema: {
        tags: ["Exports"],
        summary:
          "Download for import: a marketplace file (Shopify, eBay) with the listing's photos, as one .zip",
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        querystring: z.object({ format: z.enum(importFileMarketplaces) }),
        response: {
          200: {
            description:
              "The marketplace's file, a photos folder (each photo in its own format, numbered in the listing's order) and read-me.txt with the steps",
            content: { "application/zip": { schema: z.any() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await importArchive(
        deps,
        requireUser(request).id,
        request.params.id,
        request.query.format,
      );
      return reply
        .header("Content-Type", "application/zip")
        .header("Content-Disposition", `attachment; filename="${file.filename}"`)
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length));
    },
  );

  app.get(
    "/api/product-listings/:id/import-check",
    {
      schema: {
        tags: ["Exports"],
        summary: "What each marketplace import file (Shopify, eBay) still needs for this listing",
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        response: { 200: importCheckSchema, ...errors },
      },
    },
    async (request) => importCheck(deps, requireUser(request).id, request.params.id),
  );

  app.get(
    "/api/product-listings/:id/copy-sheet/:platform",
    {
      schema: {
        tags: ["Exports"],
        summary: "A marketplace's listing form, filled in, to copy from",
        params: copySheetParamsSchema,
        querystring: copySheetQuerySchema,
        response: { 200: copySheetSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, platform } = request.params;
      const sheet = await copySheet(deps, requireUser(request).id, id, platform);
      if (request.query.download === "1") {
        reply.header("Content-Disposition", `attachment; filename="${copySheetFilename(platform)}"`);
      }
      return sheet;
    },
  );

  app.get(
    "/objects/public/:uploadId",
    {
      schema: {
        tags: ["Exports"],
        summary: "A listing photo by its signed public link (for marketplaces)",
        security: [],
        params: z.object({ uploadId: z.string().max(100) }),
        querystring: z.object({ expires: z.string().max(20), signature: z.string().max(100) }).partial(),
        response: {
          200: imageReplySchema,
          304: z.null(),
          "4xx": errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const image = await openPublicImage(deps, request.params.uploadId, request.query);
      return sendImage(request, reply, image);
    },
  );
};
