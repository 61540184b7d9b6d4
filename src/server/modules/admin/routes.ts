import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
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
import { composeSocialContent } from "../generation/social-service";
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
      const { result, engine } = await composeSocialContent(deps, admin, {
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
        response: { 201: qualityReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.status(201).send(await runQualityReport(deps.db, deps.provider, admin.id));
    },
  );
};
