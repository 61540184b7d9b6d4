import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type QualityReport,
  qualityReportSchema,
  testCaseInputSchema,
  testCaseRunReplySchema,
  testCaseSchema,
  testGenerateReplySchema,
  testGenerateRequestSchema,
} from "../../../domain/admin";
import { errorReplySchema } from "../../../domain/errors";
import { socialPlatforms } from "../../../domain/platforms";
import { requireAdmin } from "../../plugins/auth-guard";
import { admitLargeBody, registerImageBodyParser, requireAdminBeforeBody } from "../../plugins/image-body";
import { composeSocialContent } from "../generation/social-service";
import { writerRefusalAsAppError } from "../generation/writer-refusal";
import { IMAGE_BASE64_BODY_LIMIT } from "../images/service";
import type { LabDeps } from "./lab-checks";
import { latestQualityReport, runQualityReport } from "./quality-service";
import { createTestCase, deleteTestCase, listTestCases, runTestCase } from "./test-case-service";

export type AdminRouteDeps = Omit<LabDeps, "authHeaders">;

const errors = { "4xx": errorReplySchema, "5xx": errorReplySchema };
const idParams = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * The admin quality lab (spec supporting-areas §2, §7): test cases that run real checks, the
 * test generator and the content-quality report. Admins only: 401 signed out, 403 for anyone
 * else. Nothing here is metered.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  // Apart from imageBase64, a body here holds at most 1 MB of JSON, checked before parsing.
  registerImageBodyParser(app);

  /**
   * One quality run at a time in this app copy (issue 29: 20 at once held the event loop for
   * seconds): a request while one runs gets that run's report, as the admin lab expects of a
   * 201, and no second run starts.
   */
  let runningReport: Promise<QualityReport> | null = null;
  const runQualityReportOnce = (adminId: string): Promise<QualityReport> => {
    runningReport ??= runQualityReport(deps.db, deps.provider, adminId).finally(() => {
      runningReport = null;
    });
    return runningReport;
  };
  app.get(
    "/api/admin/test-cases",
    {
      schema: {
        tags: ["Admin"],
        summary: "List the quality lab's test cases",
        response: { 200: z.array(testCaseSchema), ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listTestCases(deps.db);
    },
  );

  app.post(
    "/api/admin/test-cases",
    {
      schema: {
        tags: ["Admin"],
        summary: "Create a test case",
        body: testCaseInputSchema,
        response: { 201: testCaseSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      return reply.status(201).send(await createTestCase(deps.db, request.body));
    },
  );

  app.post(
    "/api/admin/test-cases/:id/run",
    {
      schema: {
        tags: ["Admin"],
        summary: "Run a test case's checks",
        params: idParams,
        response: { 200: testCaseRunReplySchema, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      // The validation checks go through the app as this admin, with the credentials they came with.
      const authHeaders: Record<string, string> = {};
      if (request.headers.cookie) authHeaders.cookie = request.headers.cookie;
      if (request.headers.authorization) authHeaders.authorization = request.headers.authorization;
      return runTestCase({ ...deps, authHeaders }, admin, request.params.id);
    },
  );

  app.delete(
    "/api/admin/test-cases/:id",
    {
      schema: {
        tags: ["Admin"],
        summary: "Delete a test case",
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      await deleteTestCase(deps.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/test/generate-content",
    {
      bodyLimit: IMAGE_BASE64_BODY_LIMIT,
      // Admins only, decided before a body of up to 13 MB is read (plugins/image-body.ts).
      onRequest: requireAdminBeforeBody,
      preParsing: admitLargeBody(),
      schema: {
        tags: ["Admin"],
        summary: "Try the writer on a brief for every platform",
        body: testGenerateRequestSchema,
        response: { 200: testGenerateReplySchema, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const body = request.body;
      // The brief screen and the writer refuse a brief that names nothing: a 400, as on the generator.
      const { result, engine } = await composeSocialContent(
        deps,
        admin,
        {
          product: body.product,
          businessType: body.businessType,
          targetAudience: body.targetAudience,
          tone: body.brandVoice ?? "Professional",
          campaignGoal: body.campaignGoals.join(", ") || undefined,
          productUrl: body.productUrl,
          hashtags: [],
          selectedPlatforms: [...socialPlatforms],
          imageBase64: body.imageBase64,
          imagePath: body.imagePath,
        },
        { allowNoProduct: true },
      ).catch((error: unknown) => {
        throw writerRefusalAsAppError(error);
      });
      return { platforms: result.platforms, hashtags: result.hashtags, engine };
    },
  );

  app.get(
    "/api/admin/quality-report",
    {
      schema: {
        tags: ["Admin"],
        summary: "The latest content-quality report",
        response: { 200: qualityReportSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return latestQualityReport(deps.db);
    },
  );

  app.post(
    "/api/admin/quality-report",
    {
      schema: {
        tags: ["Admin"],
        summary: "Run the content-quality suite now",
        description:
          "Runs the suite and stores its report (seconds to a minute). While a run is under way, another request gets that run's report instead of starting a second one.",
        response: { 201: qualityReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.status(201).send(await runQualityReportOnce(admin.id));
    },
  );
};
