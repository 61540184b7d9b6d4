import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorReplySchema } from "../../../domain/errors";
import { requireUser } from "../../plugins/auth-guard";
import { type ArchiveFile, type DownloadDeps, listingArchive, socialPostArchive } from "./service";

export const ZIP_CONTENT_TYPE = "application/zip";

const errors = { "4xx": errorReplySchema, "5xx": errorReplySchema };
const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const zipReply = (description: string) => ({
  description,
  content: { [ZIP_CONTENT_TYPE]: { schema: z.any() } },
});

/** A generation as one .zip to save: its photo and a text file per platform (owner only). */
export const downloadRoutes: FastifyPluginAsyncZod<DownloadDeps> = async (app, deps) => {
  const send = (file: ArchiveFile, reply: FastifyReply) =>
    reply
      .header("Content-Type", ZIP_CONTENT_TYPE)
      // The names are ASCII by construction (archive-names.ts): no quoting or encoding needed.
      .header("Content-Disposition", `attachment; filename="${file.filename}"`)
      .header("Content-Length", String(file.bytes.length))
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length));

  app.get(
    "/api/social-media/posts/:id/download.zip",
    {
      schema: {
        tags: ["Exports"],
        summary: "A generation's photo and posts as one .zip",
        params: idParams,
        response: {
          200: zipReply(
            "The photo as stored (no location or camera details), one .txt per platform with its post, and all-captions.txt",
          ),
          ...errors,
        },
      },
    },
    async (request, reply) =>
      send(await socialPostArchive(deps, requireUser(request), request.params.id), reply),
  );

  app.get(
    "/api/product-listings/:id/download.zip",
    {
      schema: {
        tags: ["Exports"],
        summary: "A listing generation's photo and listings as one .zip",
        params: idParams,
        response: {
          200: zipReply(
            "The photo as stored (no location or camera details), one .txt per marketplace with its listing, and read-me.txt",
          ),
          ...errors,
        },
      },
    },
    async (request, reply) =>
      send(await listingArchive(deps, requireUser(request), request.params.id), reply),
  );
};
