import { z } from "zod";
import { platformLabels, socialPlatforms } from "./platforms";
import { safeText } from "./safe-text";
import { IMAGE_BASE64_MAX, productUrlSchema, URL_MAX } from "./social";

/** The admin quality lab (spec supporting-areas §2–§9): test cases that run real checks. */

export const testCaseCategories = [
  "single-upload",
  "bulk-upload",
  "ai-generation",
  "validation",
  "performance",
  "ui-ux",
  "error-handling",
] as const;
export type TestCaseCategory = (typeof testCaseCategories)[number];
export const testCasePriorities = ["low", "medium", "high", "critical"] as const;
export const testCaseStatuses = ["pending", "running", "passed", "failed"] as const;

export const testCaseCategoryLabels: Record<TestCaseCategory, string> = {
  "single-upload": "Single upload",
  "bulk-upload": "Bulk upload",
  "ai-generation": "AI generation",
  validation: "Validation",
  performance: "Performance",
  "ui-ux": "UI / UX",
  "error-handling": "Error handling",
};

/** What each category's run checks on the live system (shown beside the category picker). */
export const testCaseCategoryChecks: Record<TestCaseCategory, string> = {
  "single-upload": "Stores an image, reads it back and compares the bytes.",
  "bulk-upload": "Runs a small batch through the bulk job queue and checks every photo ends written.",
  "ai-generation": "Generates for every platform with the configured writer and checks every platform rule.",
  validation: "Sends bad requests and checks each is refused with the right status.",
  performance: "Runs N generations and checks each against the case's time budget.",
  "ui-ux": "Manual: its steps become a checklist for a person to tick.",
  "error-handling": "Makes the writer fail and checks the user gets a clear error and keeps their quota.",
};

export const PERFORMANCE_DEFAULTS = { generations: 5, budgetMs: 3000 } as const;

export const TEST_CASE_LIMITS = {
  name: 200,
  description: 2000,
  step: 500,
  steps: 50,
  expected: 2000,
} as const;

/** POST /api/admin/test-cases. Empty steps are dropped (the form sends every row); one must remain. */
export const testCaseInputSchema = z.object({
  name: safeText(TEST_CASE_LIMITS.name).min(1, "Name is required"),
  description: safeText(TEST_CASE_LIMITS.description).min(1, "Description is required"),
  category: z.enum(testCaseCategories).default("single-upload"),
  steps: z
    .array(safeText(TEST_CASE_LIMITS.step))
    .max(TEST_CASE_LIMITS.steps, `At most ${TEST_CASE_LIMITS.steps} steps`)
    .transform((steps) => steps.filter((step) => step.length > 0))
    .refine((steps) => steps.length > 0, "Add at least one step"),
  expectedResult: safeText(TEST_CASE_LIMITS.expected).min(1, "Expected result is required"),
  priority: z.enum(testCasePriorities).default("medium"),
  status: z.enum(testCaseStatuses).default("pending"),
  /** Performance cases: how many generations, and the most each may take. */
  generations: z.number().int().min(1).max(20).optional(),
  budgetMs: z.number().int().min(1).max(600_000).optional(),
});
export type TestCaseInput = z.input<typeof testCaseInputSchema>;

export const testStepStatuses = ["passed", "failed", "manual"] as const;

/** One check of a run: what was done, and why it passed or failed. */
export const testStepResultSchema = z.object({
  step: z.string(),
  description: z.string(),
  status: z.enum(testStepStatuses),
  duration: z.number().int(),
  /** The reason, measured: "read back 48,213 bytes, sha256 equal", "twitter caption 291 > 280". */
  details: z.string(),
});
export type TestStepResult = z.infer<typeof testStepResultSchema>;

/** A run's result (stored as JSON text in the case's `results`, as the spec says; `summary` first). */
export const testRunResultSchema = z.object({
  summary: z.string(),
  status: z.enum(["passed", "failed", "manual"]),
  executedAt: z.string(),
  duration: z.number().int(),
  engine: z.string(),
  details: z.array(testStepResultSchema),
});
export type TestRunResult = z.infer<typeof testRunResultSchema>;

export const testCaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(testCaseCategories),
  steps: z.array(z.string()),
  expectedResult: z.string(),
  priority: z.enum(testCasePriorities),
  status: z.enum(testCaseStatuses),
  generations: z.number().int().nullable(),
  budgetMs: z.number().int().nullable(),
  lastRunAt: z.string().nullable(),
  /** The last run's result as JSON text with a `summary` field (spec); null before the first run. */
  results: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TestCase = z.infer<typeof testCaseSchema>;

export const testCaseRunReplySchema = z.object({ testCase: testCaseSchema, result: testRunResultSchema });
export type TestCaseRunReply = z.infer<typeof testCaseRunReplySchema>;

/** POST /api/test/generate-content (spec's test-generate request). */
export const testGenerateRequestSchema = z.object({
  businessType: safeText(200).optional(),
  targetAudience: safeText(200).optional(),
  brandVoice: safeText(200).optional(),
  campaignGoals: z.array(safeText(200)).max(20).default([]),
  productUrl: productUrlSchema,
  product: safeText(200).optional(),
  imageBase64: z.string().max(IMAGE_BASE64_MAX, "Images must be 10 MB or smaller").optional(),
  imagePath: safeText(URL_MAX).optional(),
});
export const testGenerateReplySchema = z.object({
  platforms: z.partialRecord(z.enum(socialPlatforms), z.object({ caption: z.string() })),
  hashtags: z.array(z.string()),
  engine: z.string(),
});

/** The admin bulk image test's platforms (spec supporting-areas §7). */
export const ADMIN_BULK_TEST_PLATFORMS = ["instagram", "facebook", "twitter"] as const;
/** Bulk test preview: at most 8 thumbnails, then '+N more' (spec supporting-areas §9). */
export const ADMIN_BULK_TEST_THUMBNAILS = 8;
export const INTERACTIVE_STEP_PAUSE_MS = 300;

// ---------------------------------------------------------------------------------------------
// The content-quality report (GET/POST /api/admin/quality-report)

export const qualityTargetSchema = z.object({
  key: z.string(),
  label: z.string(),
  direction: z.enum(["min", "max"]),
  unit: z.enum(["share", "count"]),
  target: z.number(),
  value: z.number(),
  /** What it was measured on: "19 of 20", "3 of 240 outputs". */
  measuredOn: z.string(),
  passed: z.boolean(),
});

/** Per platform: the same measures, so a weak network or marketplace stands out. */
export const qualityPlatformRowSchema = z.object({
  platform: z.string(),
  label: z.string(),
  kind: z.enum(["social", "listing"]),
  outputs: z.number().int(),
  ruleViolations: z.number().int(),
  colourContradictions: z.number().int(),
  templateLeaks: z.number().int(),
  unsupportedClaims: z.number().int(),
  /** Share of this platform's outputs carrying the suite's most common 4-word phrase. */
  topPhraseShare: z.number(),
  /** Listings: titles naming the product (null for social). */
  productInTitle: z.number().nullable(),
  /** Share of hashtags or tags that name the product, its type or its uses (null where none). */
  hashtagRelevance: z.number().nullable(),
  /** Listings: prices inside the product type's expected band (null for social). */
  priceInBand: z.number().nullable(),
  /** Listings: categories in the expected branch, where judged (Shopify, Etsy; null elsewhere). */
  categoryInBranch: z.number().nullable(),
});

export const qualityExampleSchema = z.object({
  brief: z.string(),
  platform: z.string(),
  problem: z.string(),
  snippet: z.string(),
});

export const qualityReportSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  engine: z.string(),
  briefs: z.number().int(),
  outputs: z.number().int(),
  elapsedMs: z.number().int(),
  /** Median and slowest time of one brief's generation (social + listings), ms. */
  timing: z.object({ medianMs: z.number(), maxMs: z.number() }),
  passed: z.boolean(),
  targets: z.array(qualityTargetSchema),
  platforms: z.array(qualityPlatformRowSchema),
  topRepeatedPhrases: z.array(z.object({ phrase: z.string(), share: z.number(), outputs: z.number().int() })),
  /** The worst outputs: failures first, each with what is wrong and a snippet. */
  worstExamples: z.array(qualityExampleSchema),
});
export type QualityReport = z.infer<typeof qualityReportSchema>;

export const platformLabelOf = (platform: string): string =>
  (platformLabels as Record<string, string>)[platform] ?? platform;
