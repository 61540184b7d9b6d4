import {
  INTERACTIVE_STEP_PAUSE_MS,
  platformLabelOf,
  type TestStepResult,
  testGenerateReplySchema,
} from "../../../domain/admin";
import { apiRequest } from "../../lib/api-client";
import { analyzeImage } from "./analyze-image";
import {
  generateTestContent,
  type TestGenerateReply,
  type TestGenerateRequest,
} from "./generate-test-content";
import { describeFailure } from "./lab-errors";
import { formatBytes, readAsDataUrl, type UploadImage } from "./lab-files";
import { checkPlatformLimits } from "./platform-limits";

export type InteractiveStepStatus = "pending" | "running" | "passed" | "failed";

/** A step as the runner shows it while the test goes. */
export interface InteractiveStep {
  step: string;
  description: string;
  status: InteractiveStepStatus;
  duration: number | null;
  details: string | null;
}

/** The Interactive test result (spec supporting-areas §3). */
export interface InteractiveTestResult {
  status: "passed" | "failed";
  executedAt: string;
  duration: number;
  summary: string;
  details: TestStepResult[];
  fileUsed: string;
}

/** The brief the "Generate content" step sends with the image (a fixed one: runs stay comparable). */
export const INTERACTIVE_TEST_BRIEF = {
  businessType: "E-commerce store",
  targetAudience: "Home cooks who buy handmade",
  brandVoice: "Friendly",
  campaignGoals: ["Product launch"],
  productUrl: "",
} as const satisfies TestGenerateRequest;

/** "terracotta-mug.jpg" → "terracotta mug". */
export function productFromFileName(name: string): string | undefined {
  const words = name
    .replace(/\.[a-z0-9]{2,5}$/i, "")
    .replace(/[-_.]+/g, " ")
    .trim();
  return /\p{L}{2}/u.test(words) ? words : undefined;
}

/** The fixed list of real steps (spec supporting-areas §4; every step here is real). */
export const INTERACTIVE_STEPS = [
  {
    step: "Upload test image",
    description: "Requests an upload URL, sends the file to storage and reads it back.",
  },
  { step: "Analyze image", description: "Sends the image to POST /api/ai/analyze-image for a description." },
  {
    step: "Generate content",
    description: "Sends the image and a fixed brief to POST /api/test/generate-content.",
  },
  {
    step: "Check platform limits",
    description: "Measures every caption against its platform's length and hashtag limits.",
  },
] as const;

export const pendingSteps = (): InteractiveStep[] =>
  INTERACTIVE_STEPS.map(({ step, description }) => ({
    step,
    description,
    status: "pending",
    duration: null,
    details: null,
  }));

type Verdict = { passed: boolean; details: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const quote = (text: string, max = 140) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}”`;
};

export interface InteractiveRunOptions {
  file: File;
  uploadImage: UploadImage;
  /** Called whenever a step changes (running, then its verdict). */
  onStep: (index: number, step: InteractiveStep) => void;
  pause?: (ms: number) => Promise<void>;
}

/**
 * Runs the steps in order, each for real, with INTERACTIVE_STEP_PAUSE_MS between them. A step that
 * throws fails with the reason; later steps still run unless they need what it would have made.
 * The result is passed only if every step passed.
 */
export async function runInteractiveTest({
  file,
  uploadImage,
  onStep,
  pause = sleep,
}: InteractiveRunOptions): Promise<InteractiveTestResult> {
  const started = performance.now();
  const executedAt = new Date().toISOString();
  let imageBase64: string | null = null;
  let content: TestGenerateReply | null = null;
  const base64 = async () => {
    imageBase64 ??= await readAsDataUrl(file);
    return imageBase64;
  };

  const checks: Array<() => Promise<Verdict>> = [
    async () => {
      const { objectPath } = await uploadImage(file);
      const res = await apiRequest("GET", objectPath);
      const stored = await res.blob();
      const type = res.headers.get("content-type") ?? "no type";
      const details = `sent ${formatBytes(file.size)} to ${objectPath}; read back ${formatBytes(stored.size)} as ${type}`;
      return { passed: stored.size > 0 && type.startsWith("image/"), details };
    },
    async () => {
      const { analysis } = await analyzeImage({ imageBase64: await base64() });
      if (analysis.trim() === "") return { passed: false, details: "the analysis came back empty" };
      return { passed: true, details: `${analysis.length} characters: ${quote(analysis)}` };
    },
    async () => {
      // The photo's file name is the brief's only product words, as in a bulk job: the writer
      // writes only what it is told, and refuses a brief naming no product.
      const reply = await generateTestContent({
        ...INTERACTIVE_TEST_BRIEF,
        product: productFromFileName(file.name),
        imageBase64: await base64(),
      });
      const parsed = testGenerateReplySchema.safeParse(reply);
      if (!parsed.success) {
        return { passed: false, details: `the reply does not match the contract: ${parsed.error.message}` };
      }
      content = parsed.data;
      const written = Object.entries(parsed.data.platforms)
        .filter(([, post]) => post && post.caption.trim() !== "")
        .map(([platform]) => platformLabelOf(platform));
      if (written.length === 0) return { passed: false, details: "no captions came back" };
      return {
        passed: true,
        details: `captions for ${written.join(", ")}; ${parsed.data.hashtags.length} hashtags (engine ${parsed.data.engine})`,
      };
    },
    async () => {
      if (!content) return { passed: false, details: "nothing to check: content generation did not succeed" };
      return checkPlatformLimits(content);
    },
  ];

  const details: TestStepResult[] = [];
  for (const [index, { step, description }] of INTERACTIVE_STEPS.entries()) {
    if (index > 0) await pause(INTERACTIVE_STEP_PAUSE_MS);
    onStep(index, { step, description, status: "running", duration: null, details: null });
    const stepStarted = performance.now();
    let verdict: Verdict;
    try {
      const check = checks[index];
      verdict = check ? await check() : { passed: false, details: "no check for this step" };
    } catch (error) {
      verdict = { passed: false, details: describeFailure(error) };
    }
    const result: TestStepResult = {
      step,
      description,
      status: verdict.passed ? "passed" : "failed",
      duration: Math.round(performance.now() - stepStarted),
      details: verdict.details,
    };
    details.push(result);
    onStep(index, { ...result, status: verdict.passed ? "passed" : "failed" });
  }

  const passed = details.filter((step) => step.status === "passed").length;
  const allPassed = passed === details.length;
  return {
    status: allPassed ? "passed" : "failed",
    executedAt,
    duration: Math.round(performance.now() - started),
    summary: allPassed ? `All ${details.length} steps passed` : `${passed} of ${details.length} steps passed`,
    details,
    fileUsed: `${file.name} (${file.type}, ${formatBytes(file.size)})`,
  };
}
