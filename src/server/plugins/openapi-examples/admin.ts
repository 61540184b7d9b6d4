import type { TestCase, TestCaseInput, TestCaseRunReply } from "../../../domain/admin";
import type { ExampleBook } from "../openapi-document";
import { MUG_CAPTIONS, MUG_HASHTAGS, MUG_PHOTO, TEST_CASE_ID } from "./sample-values";

const NEW_CASE = {
  name: "Mug photo gets a caption for every platform",
  description: "One JPEG of a handmade mug gives six captions, each within its platform's rules.",
  category: "ai-generation",
  steps: ["Upload a JPEG of a mug on a white background", "Generate for all six platforms"],
  expectedResult: "Six captions, none over its platform's length limit, every hashtag relevant",
  priority: "high",
} satisfies TestCaseInput;

const TEST_CASE: TestCase = {
  id: TEST_CASE_ID,
  ...NEW_CASE,
  status: "pending",
  generations: null,
  budgetMs: null,
  lastRunAt: null,
  results: null,
  createdAt: "2026-11-25T16:48:09.174Z",
  updatedAt: "2026-11-25T16:48:09.174Z",
};

const RUN_RESULT: TestCaseRunReply["result"] = {
  summary: "6 of 6 platforms passed",
  status: "passed",
  executedAt: "2026-11-25T17:10:42.006Z",
  duration: 1840,
  engine: "builtin",
  details: [
    {
      step: "Generate for all six platforms",
      description: "One generation with the configured writer",
      status: "passed",
      duration: 1710,
      details: "6 captions written",
    },
    {
      step: "Check platform rules",
      description: "Caption length, hashtag count and banned phrases per platform",
      status: "passed",
      duration: 130,
      details: "twitter caption 182 ≤ 280; instagram 5 hashtags ≤ 30",
    },
  ],
};

const REPORT = {
  id: "8c1e5a90-3f2d-4b7e-a6c4-1d9e0f2a3b4c",
  createdAt: "2026-11-25T02:00:11.412Z",
  engine: "builtin",
  briefs: 20,
  outputs: 240,
  elapsedMs: 48_213,
  timing: { medianMs: 182, maxMs: 611 },
  passed: true,
  targets: [
    {
      key: "rules",
      label: "platform-rule violations",
      direction: "max",
      unit: "count",
      target: 0,
      value: 0,
      measuredOn: "240 outputs",
      passed: true,
    },
    {
      key: "productWords",
      label: "listing titles naming the product",
      direction: "min",
      unit: "share",
      target: 1,
      value: 1,
      measuredOn: "120 of 120 titles",
      passed: true,
    },
  ],
  platforms: [
    {
      platform: "etsy",
      label: "Etsy",
      kind: "listing",
      outputs: 20,
      ruleViolations: 0,
      colourContradictions: 0,
      templateLeaks: 0,
      unsupportedClaims: 0,
      topPhraseShare: 0.15,
      productInTitle: 1,
      hashtagRelevance: 0.92,
      priceInBand: 0.95,
      categoryInBranch: 1,
    },
    {
      platform: "instagram",
      label: "Instagram",
      kind: "social",
      outputs: 20,
      ruleViolations: 0,
      colourContradictions: 0,
      templateLeaks: 0,
      unsupportedClaims: 0,
      topPhraseShare: 0.1,
      productInTitle: null,
      hashtagRelevance: 0.88,
      priceInBand: null,
      categoryInBranch: null,
    },
  ],
  topRepeatedPhrases: [{ phrase: "made by hand from", share: 0.15, outputs: 36 }],
  worstExamples: [
    {
      brief: "Handmade stoneware coffee mug",
      platform: "pinterest",
      problem: "repeated phrase",
      snippet: "Made by hand from stoneware clay…",
    },
  ],
} as const;

/** Admin: the quality lab. Admins only; nothing here is metered. */
export const adminExamples: ExampleBook = {
  "GET /api/admin/test-cases": { responses: { 200: [TEST_CASE] } },
  "POST /api/admin/test-cases": { request: NEW_CASE, responses: { 201: TEST_CASE } },
  "POST /api/admin/test-cases/{id}/run": {
    responses: {
      200: {
        testCase: {
          ...TEST_CASE,
          status: "passed",
          lastRunAt: RUN_RESULT.executedAt,
          results: JSON.stringify(RUN_RESULT),
          updatedAt: RUN_RESULT.executedAt,
        },
        result: RUN_RESULT,
      } satisfies TestCaseRunReply,
    },
  },
  "DELETE /api/admin/test-cases/{id}": { responses: { 204: null } },
  "POST /api/test/generate-content": {
    request: {
      businessType: "Handmade ceramics studio",
      targetAudience: "Gift buyers",
      brandVoice: "Warm",
      campaignGoals: ["Holiday sales"],
      product: "Stoneware coffee mug",
      imagePath: MUG_PHOTO,
    },
    responses: { 200: { platforms: MUG_CAPTIONS, hashtags: MUG_HASHTAGS, engine: "builtin" } },
  },
  "GET /api/admin/quality-report": { responses: { 200: REPORT } },
  "POST /api/admin/quality-report": { responses: { 201: REPORT } },
};
