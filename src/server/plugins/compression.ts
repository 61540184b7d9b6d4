import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Replies smaller than this go out as they are: compressing them costs more CPU than the bytes save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic replies (JSON, HTML, CSV, calendar files) above the threshold with brotli or
 * gzip, whichever the client prefers. Built assets are not compressed here: the build wrote .br and
 * .gz copies that @fastify/static sends as they are (plugins/client.ts). Request bodies are never
 * decompressed: bodyLimit must measure what the server really has to hold.
 * Must be registered before @fastify/static and the routes (its hook attaches per route).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Quality 4 is brotli's speed/size sweet spot for per-request work (the plugin's default too).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
