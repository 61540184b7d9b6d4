import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bulkCsvFilename,
  bulkExportQuerySchema,
  bulkItemSchema,
  bulkJobListSchema,
  bulkJobSchema,
  createBulkJobSchema,
  defaultExportFormat,
  retryBulkItemSchema,
} from "../../../domain/bulk";
import { errorReplySchema } from "../../../domain/errors";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { requireUser } from "../../plugins/auth-guard";
import type { GenerationProvider } from "../../providers/generation/generation-provider";
import { prefillFromBrandProfile } from "../brand-profiles/prefill-hook";
import type { PublicImageLinks } from "../exports/public-image-links";
import { bulkJobCsv } from "./bulk-csv";
import type { ProcessItemDeps } from "./process-item";
import { PROGRESS_STREAM_LIMITS, ProgressHub, StreamSlots } from "./progress-hub";
import { progressStream } from "./progress-stream";
import { retryBulkItem } from "./retry-item";
import {
  cancelBulkJob,
  createBulkJob,
  type EnqueueItems,
  getBulkJob,
  getBulkProgress,
  itemsOf,
  listBulkJobs,
  ownJob,
  readBulkProgress,
} from "./service";

export interface BulkRouteDeps {
  db: Database;
  enqueue: EnqueueItems;
  /** How often a followed job's progress is read (once per job, however many streams follow it). */
  progressPollMs: number;
  /** Open progress streams per account and per address (default PROGRESS_STREAM_LIMITS). */
  progressStreamLimits?: { perAccount: number; perAddress: number };
  /** Photo links for the marketplace import files (format=shopify|ebay). */
  imageLinks: PublicImageLinks;
  /** The configured writer: a job in a language it does not write is refused when created. */
  writer: Pick<GenerationProvider, "languages">;
  /** What runs a photo (the queue's own): a failed photo retried by its seller runs through it. */
  processItem: ProcessItemDeps;
}

const errors = { "4xx": errorReplySchema, "5xx": errorReplySchema };
const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const itemParams = idParams.extend({ itemId: z.string().trim().min(1).max(100) });
/**
 * 500 images × (path, name, product, price and the details the page offers: at most ~2 KB of JSON
 * each) stays below this. Photos with many variants (API only) can take more: such a batch is
 * refused as too large, and fits in smaller ones.
 */
const CREATE_BODY_LIMIT = 1_048_576 * 2;

/** Bulk jobs (DESIGN.md §5): create (Pro), list, read, live progress, cancel, CSV export. */
export const bulkRoutes: FastifyPluginAsyncZod<BulkRouteDeps> = async (app, deps) => {
  const streams = new Set<() => void>();
  const progress = new ProgressHub({
    read: (jobId) => readBulkProgress(deps.db, jobId),
    pollMs: deps.progressPollMs,
    log: app.log,
  });
  const streamLimits = deps.progressStreamLimits ?? PROGRESS_STREAM_LIMITS;
  const slots = new StreamSlots(streamLimits);
  // A shutdown ends the open progress streams (each would otherwise hold it open); the pages
  // reconnect to another copy.
  app.addHook("preClose", async () => {
    for (const stop of streams) stop();
  });

  app.post(
    "/api/bulk-jobs",
    {
      bodyLimit: CREATE_BODY_LIMIT,
      // context.brandProfileId fills the brand panel's fields the request leaves out.
      preValidation: prefillFromBrandProfile(deps.db, "bulk"),
      schema: {
        tags: ["Bulk"],
        summary: "Start a bulk job over many photos (Pro)",
        body: createBulkJobSchema,
        response: { 202: bulkJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const job = await createBulkJob(deps.db, deps.enqueue, requireUser(request), request.body, deps.writer);
      return reply.status(202).send(job);
    },
  );

  app.get(
    "/api/bulk-jobs",
    {
      schema: {
        tags: ["Bulk"],
        summary: "List your bulk jobs, newest first",
        response: { 200: bulkJobListSchema, ...errors },
      },
    },
    async (request) => ({ jobs: await listBulkJobs(deps.db, requireUser(request).id) }),
  );

  app.get(
    "/api/bulk-jobs/:id",
    {
      schema: {
        tags: ["Bulk"],
        summary: "Get a bulk job with every photo's result",
        params: idParams,
        response: { 200: bulkJobSchema, ...errors },
      },
    },
    async (request) => getBulkJob(deps.db, requireUser(request), request.params.id),
  );

  app.get(
    "/api/bulk-jobs/:id/events",
    {
      schema: {
        tags: ["Bulk"],
        summary: "Follow a bulk job's progress (server-sent events)",
        params: idParams,
        response: {
          200: {
            description: "Server-sent events: `progress` (BulkProgress JSON) on every change, then `done`",
            content: { "text/event-stream": { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const slot = slots.acquire(user.id, request.ip);
      if ("refused" in slot) {
        throw new AppError(
          "rate_limited",
          slot.refused === "account"
            ? `Your account already has ${streamLimits.perAccount} live progress views open. Close another tab showing a batch; this page keeps updating without one.`
            : `Too many live progress views are open from your network (${streamLimits.perAddress}). Close another tab showing a batch; this page keeps updating without one.`,
          { retryAfterSeconds: PROGRESS_STREAM_LIMITS.retryAfterSeconds },
        );
      }
      const jobId = request.params.id;
      try {
        // Checked before the stream opens, so a missing or someone else's job is a plain 404.
        await getBulkProgress(deps.db, user, jobId);
      } catch (error) {
        slot.release();
        throw error;
      }
      let stopped = false;
      let listed: (() => void) | undefined;
      const { stream, stop } = progressStream({
        subscribe: (listener) => progress.subscribe(jobId, listener),
        onStop: () => {
          stopped = true;
          if (listed) streams.delete(listed);
          slot.release();
        },
      });
      if (!stopped) {
        listed = stop;
        streams.add(stop);
      }
      // The client went away (the response's socket closed) or the reply ended: stop following.
      reply.raw.on("close", stop);
      return (
        reply
          .header("Content-Type", "text/event-stream; charset=utf-8")
          .header("Cache-Control", "no-store")
          .header("X-Accel-Buffering", "no")
          // The documented 200 is the event text; Fastify streams it from the PassThrough.
          .send(stream as unknown as string)
      );
    },
  );

  app.post(
    "/api/bulk-jobs/:id/cancel",
    {
      schema: {
        tags: ["Bulk"],
        summary: "Cancel the photos not started yet",
        params: idParams,
        response: { 200: bulkJobSchema, ...errors },
      },
    },
    async (request) => cancelBulkJob(deps.db, requireUser(request), request.params.id),
  );

  app.post(
    "/api/bulk-jobs/:id/items/:itemId/retry",
    {
      schema: {
        tags: ["Bulk"],
        summary: "Run a failed photo again on its own, with what it shows corrected (Pro)",
        description:
          "Runs now and answers the photo as it ended: `succeeded` with its result, or `failed` with the new reason. Charged once, only when it succeeds. 409 when the photo is not failed (or is being retried already).",
        params: itemParams,
        body: retryBulkItemSchema,
        response: { 200: bulkItemSchema, ...errors },
      },
    },
    async (request) =>
      retryBulkItem(
        deps.processItem,
        requireUser(request),
        { jobId: request.params.id, itemId: request.params.itemId },
        request.body,
      ),
  );

  app.get(
    "/api/bulk-jobs/:id/export.csv",
    {
      schema: {
        tags: ["Bulk"],
        summary: "Download a bulk job's results as CSV",
        params: idParams,
        querystring: bulkExportQuerySchema,
        response: {
          200: { description: "The job's results as CSV", content: { "text/csv": { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const job = await ownJob(deps.db, requireUser(request), request.params.id);
      const format = request.query.format ?? defaultExportFormat(job.kind);
      const csv = await bulkJobCsv(deps, job, await itemsOf(deps.db, job.id), format);
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header(
          "Content-Disposition",
          `attachment; filename="${bulkCsvFilename(job.kind, new Date(), format)}"`,
        )
        .send(csv);
    },
  );
};
