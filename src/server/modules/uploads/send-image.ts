import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { uploadImageTypes } from "../../../domain/uploads";
import type { OpenedUpload } from "./service";

/** Browsers may keep an image for an hour; shared caches may not (it is one seller's photo). */
const IMAGE_CACHE_CONTROL = "private, max-age=3600";

/** The 200 of an image route in the OpenAPI document. */
export const imageReplySchema = {
  description: "The image bytes, with the type its magic bytes show",
  content: Object.fromEntries(uploadImageTypes.map((type) => [type, { schema: z.any() }])),
};

/**
 * Streams an opened upload with its type, length and ETag (304 when the browser has it), never
 * sniffed and never cached by a shared cache. `vary` names the request headers that chose it.
 */
export function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: OpenedUpload,
  vary?: string,
): FastifyReply {
  reply
    .header("Content-Type", image.contentType)
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Disposition", "inline")
    .header("Cache-Control", IMAGE_CACHE_CONTROL);
  if (vary) reply.header("Vary", vary);
  if (image.etag) {
    reply.header("ETag", image.etag);
    if (request.headers["if-none-match"] === image.etag) {
      image.body.destroy();
      return reply.status(304).send(null);
    }
  }
  reply.header("Content-Length", String(image.size));
  return reply.send(image.body);
}
