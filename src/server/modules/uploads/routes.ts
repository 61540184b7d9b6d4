import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorReplySchema } from "../../../domain/errors";
import { uploadUrlReplySchema, uploadUrlRequestSchema } from "../../../domain/uploads";
import { AppError } from "../../lib/app-error";
import { requireUser } from "../../plugins/auth-guard";
import { LocalStorage } from "../../providers/storage/local-storage";
import { receiveLocalUpload } from "./local-upload";
import { imageReplySchema, sendImage } from "./send-image";
import { createUploadUrl, openUpload, type UploadDeps } from "./service";

export interface UploadRoutesOptions extends UploadDeps {
  /** APP_ORIGIN, when the app sits behind a proxy; otherwise the request's own origin. */
  appOrigin: string | undefined;
}

/** Uploads (DESIGN.md §5): upload URLs, the images themselves, and the local store's PUT. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, options) => {
  const deps: UploadDeps = { db: options.db, storage: options.storage };

  app.post(
    "/api/objects/upload",
    {
      schema: {
        tags: ["Uploads"],
        summary: "Get a URL to upload one photo to",
        body: uploadUrlRequestSchema,
        response: { 200: uploadUrlReplySchema, "4xx": errorReplySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await createUploadUrl(deps, user, request.body);
      // Uppy (and any client) needs an absolute URL; the local store signs a path on this app.
      const origin = options.appOrigin ?? `${request.protocol}://${request.host}`;
      return { ...result, uploadURL: new URL(result.uploadURL, origin).toString() };
    },
  );

  app.get(
    "/objects/uploads/:id",
    // The reply is the image bytes, or an error reply from the error handler.
    {
      schema: {
        tags: ["Uploads"],
        summary: "Download a photo you uploaded",
        params: z.object({ id: z.string() }),
        response: {
          200: imageReplySchema,
          304: z.null(),
          "4xx": errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const image = await openUpload(deps, request.user, request.params.id);
      return sendImage(request, reply, image, "Cookie, Authorization");
    },
  );

  if (options.storage instanceof LocalStorage) {
    const storage = options.storage;
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      // The bytes are streamed to disk by the handler, never buffered: take any body as is.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
      scope.put(
        "/api/objects/local/*",
        {
          schema: {
            tags: ["Uploads"],
            summary: "Upload the photo's bytes (the signed uploadURL)",
            security: [],
            querystring: z.object({ expires: z.string(), max: z.string(), sig: z.string() }).partial(),
            response: { 200: z.null(), "4xx": errorReplySchema },
          },
        },
        async (request, reply) => {
          const key = (request.params as { "*": string })["*"];
          try {
            await receiveLocalUpload(
              { db: options.db, storage },
              {
                key,
                query: request.query,
                contentType: request.headers["content-type"],
                contentLength: request.headers["content-length"],
                body: request.raw,
              },
            );
          } catch (error) {
            // The rest of a refused body is not worth reading: close the connection after replying.
            if (error instanceof AppError) reply.header("Connection", "close");
            throw error;
          }
          return reply.status(200).send(null);
        },
      );
    });
  }
};
