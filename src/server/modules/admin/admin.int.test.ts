import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWithEmail, setPlan } from "../../../../tests/support/access-fixtures";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import {
  type QualityReport,
  type TestCase,
  type TestCaseCategory,
  type TestCaseRunReply,
  testCaseCategories,
} from "../../../domain/admin";
import { qualityReports, users } from "../../db/schema";
import { labPhoto } from "./lab-checks";

/**
 * The admin quality lab through the real app: who may call it, the test cases' lifecycle, and
 * verdicts that come from real checks and repeat on the same system.
 */
const ADMIN = "lab.admin@example.com";
let t: TestApp;
let admin: SignedUpUser;
let user: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  admin = await registerWithEmail(t, ADMIN);
  user = await signUp(t.app);
});
afterAll(() => t?.close());

function call(who: SignedUpUser | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
}

const caseBody = (category: TestCaseCategory, extra: object = {}) => ({
  name: `${category} check`,
  description: `Checks ${category} for real`,
  category,
  steps: ["Do the thing", "", "Look at the result"],
  expectedResult: "Every check passes",
  ...extra,
});

async function createCase(category: TestCaseCategory, extra: object = {}): Promise<TestCase> {
  const reply = await call(admin, "POST", "/api/admin/test-cases", caseBody(category, extra));
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

async function run(id: string): Promise<TestCaseRunReply> {
  const reply = await call(admin, "POST", `/api/admin/test-cases/${id}/run`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

describe("who may use the lab", () => {
  it("answers 401 signed out and 403 to a non-admin on every admin endpoint, and changes nothing", async () => {
    const existing = await createCase("validation");
    const photo = (await labPhoto()).toString("base64");
    const endpoints: ["GET" | "POST" | "DELETE", string, object?][] = [
      ["GET", "/api/admin/test-cases"],
      ["POST", "/api/admin/test-cases", caseBody("validation")],
      ["POST", `/api/admin/test-cases/${existing.id}/run`],
      ["DELETE", `/api/admin/test-cases/${existing.id}`],
      ["POST", "/api/test/generate-content", { imageBase64: photo, product: "mug" }],
      ["GET", "/api/admin/quality-report"],
      ["POST", "/api/admin/quality-report"],
    ];
    for (const [method, url, payload] of endpoints) {
      const anonymous = await call(null, method, url, payload);
      expect(anonymous.statusCode, `${method} ${url} signed out`).toBe(401);
      const plain = await call(user, method, url, payload);
      expect(plain.statusCode, `${method} ${url} as a user`).toBe(403);
      expect(plain.json()).toEqual({ message: "Admins only", code: "forbidden" });
    }
    const list = (await call(admin, "GET", "/api/admin/test-cases")).json() as TestCase[];
    expect(list.find((item) => item.id === existing.id)?.status).toBe("pending");
    expect(list.filter((item) => item.name === "validation check")).toHaveLength(1);
  });
});

describe("test cases", () => {
  it("creates with the spec's defaults, dropping empty steps, and refuses bad input", async () => {
    const created = await createCase("single-upload");
    expect(created).toMatchObject({
      category: "single-upload",
      priority: "medium",
      status: "pending",
      steps: ["Do the thing", "Look at the result"],
      lastRunAt: null,
      results: null,
    });
    const noSteps = await call(
      admin,
      "POST",
      "/api/admin/test-cases",
      caseBody("validation", { steps: ["", " "] }),
    );
    expect(noSteps.statusCode).toBe(400);
    expect(noSteps.json().message).toContain("Add at least one step");
    const badCategory = await call(
      admin,
      "POST",
      "/api/admin/test-cases",
      caseBody("nonsense" as TestCaseCategory),
    );
    expect(badCategory.statusCode).toBe(400);
    const noName = await call(admin, "POST", "/api/admin/test-cases", {
      ...caseBody("validation"),
      name: "",
    });
    expect(noName.statusCode).toBe(400);
  });

  it("deletes a case, then answers 404 for it", async () => {
    const created = await createCase("ui-ux");
    expect((await call(admin, "DELETE", `/api/admin/test-cases/${created.id}`)).statusCode).toBe(204);
    expect((await call(admin, "DELETE", `/api/admin/test-cases/${created.id}`)).statusCode).toBe(404);
    expect((await call(admin, "POST", `/api/admin/test-cases/${created.id}/run`)).statusCode).toBe(404);
    expect((await call(admin, "POST", "/api/admin/test-cases/not-an-id/run")).statusCode).toBe(404);
  });
});

describe("running cases", () => {
  const verdictOf = (reply: TestCaseRunReply) => ({
    status: reply.result.status,
    steps: reply.result.details.map((step) => `${step.step}: ${step.status}`),
  });

  it.each(testCaseCategories.filter((category) => category !== "ui-ux"))(
    "%s: real checks pass on a healthy system, and the same case gives the same verdict twice",
    async (category) => {
      const created = await createCase(
        category,
        category === "performance" ? { generations: 2, budgetMs: 20_000 } : {},
      );
      const first = await run(created.id);
      const failures = first.result.details.filter((step) => step.status !== "passed");
      expect(failures, JSON.stringify(failures)).toEqual([]);
      expect(first.result.status).toBe("passed");
      expect(first.result.details.length).toBeGreaterThan(0);
      for (const step of first.result.details) expect(step.details).toMatch(/\S/);
      expect(first.testCase.status).toBe("passed");
      expect(first.testCase.lastRunAt).not.toBeNull();
      expect(JSON.parse(first.testCase.results ?? "{}").summary).toBe(first.result.summary);

      const second = await run(created.id);
      expect(verdictOf(second)).toEqual(verdictOf(first));
    },
    60_000,
  );

  it("ui-ux: returns the steps as a manual checklist and leaves the case pending", async () => {
    const created = await createCase("ui-ux");
    const { result, testCase } = await run(created.id);
    expect(result.status).toBe("manual");
    expect(result.details.map((step) => [step.description, step.status])).toEqual([
      ["Do the thing", "manual"],
      ["Look at the result", "manual"],
    ]);
    expect(testCase.status).toBe("pending");
  });

  it("a performance case fails, step by step, when its budget is impossible", async () => {
    const created = await createCase("performance", { generations: 2, budgetMs: 1 });
    const { result, testCase } = await run(created.id);
    // 1 ms for six networks, the image analysis included: not on any machine.
    expect(result.details.map((step) => step.status)).toEqual(["failed", "failed"]);
    expect(result.details[0]?.details).toMatch(/^\d+ ms, over the 1 ms budget/);
    expect(testCase.status).toBe("failed");
    expect(result.summary).toMatch(/failed: /);
  });

  it("runs on a Free admin without charging or limiting them", async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, ADMIN));
    expect(row?.subscriptionStatus).toBe("inactive");
    const created = await createCase("error-handling");
    expect((await run(created.id)).result.status).toBe("passed");
  });
});

describe("the test generator and the quality report", () => {
  it("writes for all six networks without storing or counting anything", async () => {
    const before = (await t.database.db.select().from(users).where(eq(users.email, ADMIN)))[0];
    const reply = await call(admin, "POST", "/api/test/generate-content", {
      businessType: "Handmade crafts",
      targetAudience: "Gift buyers",
      brandVoice: "Friendly",
      campaignGoals: ["Boost sales", "Product launch"],
      product: "stoneware mug",
      imageBase64: (await labPhoto()).toString("base64"),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(Object.keys(body.platforms)).toHaveLength(6);
    expect(body.engine).toBe("builtin");
    const after = (await t.database.db.select().from(users).where(eq(users.email, ADMIN)))[0];
    expect(after?.socialMediaGenerationsUsed).toBe(before?.socialMediaGenerationsUsed);
  });

  it("has no report until one is run, then serves the latest", async () => {
    const none = await call(admin, "GET", "/api/admin/quality-report");
    expect(none.statusCode).toBe(404);
    const created = await call(admin, "POST", "/api/admin/quality-report");
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    const report: QualityReport = created.json();
    expect(report.engine).toBe("builtin");
    expect(report.briefs).toBeGreaterThanOrEqual(20);
    expect(report.passed).toBe(true);
    expect(report.platforms.map((row) => row.platform)).toEqual(
      expect.arrayContaining(["instagram", "tiktok", "etsy", "mercari"]),
    );
    const latest = await call(admin, "GET", "/api/admin/quality-report");
    expect(latest.json()).toEqual(report);

    // A report stored before a measure existed reads as "not measured", not as a 500.
    const { id: _id, createdAt: _createdAt, ...summary } = report;
    const older = {
      ...summary,
      platforms: summary.platforms.map(({ priceInBand: _price, categoryInBranch: _category, ...row }) => row),
    };
    await t.database.db
      .insert(qualityReports)
      .values({ engine: "builtin", report: older, createdAt: new Date(Date.now() + 60_000) });
    const reread = await call(admin, "GET", "/api/admin/quality-report");
    expect(reread.statusCode).toBe(200);
    expect(reread.json().platforms[0]).toMatchObject({ priceInBand: null, categoryInBranch: null });
  }, 120_000);

  it("runs one report at a time: requests made while it runs get that run's report (issue 29 C)", async () => {
    const before = await t.database.db.select({ id: qualityReports.id }).from(qualityReports);
    const replies = await Promise.all(
      Array.from({ length: 3 }, () => call(admin, "POST", "/api/admin/quality-report")),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(replies.map((reply) => (reply.json() as QualityReport).id));
    expect(ids.size).toBe(1);
    const after = await t.database.db.select({ id: qualityReports.id }).from(qualityReports);
    expect(after.length - before.length).toBe(1);
    // Once it is over, the next request runs the suite again.
    const next = await call(admin, "POST", "/api/admin/quality-report");
    expect(next.statusCode).toBe(201);
    expect(ids.has((next.json() as QualityReport).id)).toBe(false);
  }, 240_000);

  it("lets a Pro user who is not an admin in nowhere", async () => {
    await setPlan(t, user.id, "pro");
    expect((await call(user, "GET", "/api/admin/test-cases")).statusCode).toBe(403);
  });
});
