import { appendFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LogCapture, summariseLog } from "../support/fuzz/log-capture";
import { listOperations, type Operation, ResponseValidators } from "../support/fuzz/openapi";
import { checkReply } from "../support/fuzz/oracle";
import { pathTemplate, ValuePool } from "../support/fuzz/pool";
import {
  type CaseContext,
  caseArbitrary,
  type FuzzCase,
  materialise,
  type SentRequest,
} from "../support/fuzz/request";
import { arbitraryFor } from "../support/fuzz/schema-arbitrary";
import { FUZZ_PASSWORD, FuzzWorld } from "../support/fuzz/world";
import { createTestApp } from "../support/test-app";

/**
 * Fuzz of the whole HTTP API, driven by the app's own OpenAPI document: every path × method in
 * `app.swagger()` gets random valid-shaped and hostile requests (bodies from the request schema,
 * then broken: wrong types, missing and extra fields, huge whitespace, NUL, lone surrogates,
 * injections, prototype keys, deep nesting, non-JSON; odd path ids, queries and headers;
 * cross-site origins), as an anonymous caller and as a Free, a Pro and an admin account that own
 * real rows. Every reply must hold the HTTP contract (DESIGN.md §5) — see support/fuzz/oracle.ts —
 * and a refused (4xx) request must leave the data as it was.
 *
 * Knobs (environment): FUZZ_SEED (base seed, printed on failure), FUZZ_SCALE (runs multiplier),
 * FUZZ_ONLY ("POST /api/contact": one operation), FUZZ_PATH (with FUZZ_ONLY: start from a
 * reported counterexample), FUZZ_KEEP_GOING=1 (collect every distinct failure instead of stopping
 * and shrinking at the first), FUZZ_SLOW_MS (slow-reply threshold), FUZZ_TRACE (a file that gets
 * one line per request). Every failure prints the request, the reply, the server's log lines for
 * it (error and app stack frame) and the command that replays it.
 */

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_250_611);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const ONLY = process.env.FUZZ_ONLY;
/** With FUZZ_ONLY: fast-check's counterexample path, to start straight from a reported case. */
const REPLAY_PATH = ONLY ? process.env.FUZZ_PATH : undefined;
const KEEP_GOING = process.env.FUZZ_KEEP_GOING === "1";
const SLOW_MS = Number(process.env.FUZZ_SLOW_MS ?? 5_000);
/**
 * Operations whose accepted request starts a batch of work by design and answers when it is done:
 * POST /api/admin/quality-report runs the whole quality suite (20 briefs, 200+ outputs; a few
 * seconds, more on a loaded CI machine). For them the slow-reply check covers refusals only (a 4xx
 * must still come at once); REPLY_TIMEOUT_MS still catches a hang.
 */
const BATCH_OPERATIONS = new Set(["POST /api/admin/quality-report"]);
/** A file to append one line per request to (operation, role, status, reply start). */
const TRACE = process.env.FUZZ_TRACE;
/** A reply that has not come after this is reported (an awaited hang, not a blocked event loop). */
const REPLY_TIMEOUT_MS = 20_000;
const RUNS_WITH_BODY = Math.round(140 * SCALE);
const RUNS_WITHOUT_BODY = Math.round(60 * SCALE);
const RUNS_OTHER_METHODS = Math.round(80 * SCALE);
const MAX_SHRINKS = 25;
const ADMIN_EMAIL = "fuzz-admin@example.com";

// A per-token limit the fuzz never meets: the token roles send thousands of requests a minute.
const t = await createTestApp({
  ADMIN_EMAILS: ADMIN_EMAIL,
  LOG_LEVEL: "warn",
  API_RATE_LIMIT_PER_MINUTE: "100000",
});
const document = t.app.swagger() as unknown;
const operations = listOperations(document);
const pool = new ValuePool(
  operations.map((operation) => pathTemplate(operation.path)),
  // A body's image reference takes an upload's object path.
  { objectPath: ["imagePath", "imageUrl"], imagePath: ["imageUrl"], url: ["imageUrl"] },
);
const world = new FuzzWorld(t, pool, ADMIN_EMAIL);
const logs = new LogCapture(t.app.log);
const validators = new ResponseValidators(document);
const context: CaseContext = { document };

interface OperationStats {
  requests: number;
  statuses: Map<number, number>;
  notes: Set<string>;
  totalMs: number;
  slowest: number;
}
const stats = new Map<string, OperationStats>();
const failures: { signature: string; report: string }[] = [];
let lastDigest = "";
const started = performance.now();

beforeAll(async () => {
  await world.seed();
  lastDigest = await world.digest();
  logs.take();
});

afterAll(async () => {
  printSummary();
  await t.close();
});

function seedFor(name: string): number {
  let hash = BASE_SEED | 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no reply within ${ms} ms`)), ms);
    }),
  ]);
}

function digestDiff(before: string, after: string): string {
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  return Object.keys(b)
    .filter((key) => a[key] !== b[key])
    .map((key) => `${key} ${String(a[key]).slice(0, 12)} → ${String(b[key]).slice(0, 12)}`)
    .join(", ");
}

/**
 * Issue 29: an API token alone never reaches an operation the document marks session-only
 * (token management, account, sign-in, billing, admin), however the path is spelt: 403 when the
 * URL names the route, and never a success otherwise.
 */
function tokenScopeProblem(sent: SentRequest, status: number): string | undefined {
  if (!sent.bearer || !sent.operation.sessionOnly) return undefined;
  if (status < 400) return `a token alone reached session-only ${sent.operation.name} (${status})`;
  if (sent.cleanUrl && !sent.fuzzCase.harvested && status !== 403)
    return `a token alone on session-only ${sent.operation.name} got ${status}, not 403`;
  return undefined;
}

/**
 * The world's accounts must outlive the fuzz, and the pool holds their password, so a
 * DELETE /api/account that would succeed is sent with another password: every other body the
 * fuzz draws is still sent as drawn. Deleting (right, wrong and missing password) is covered by
 * src/server/modules/account/delete-account.int.test.ts.
 */
function keepAccountsAlive(sent: SentRequest): void {
  const payload = sent.inject.payload;
  if (sent.operation.name !== "DELETE /api/account" || typeof payload !== "string") return;
  if (payload.includes(FUZZ_PASSWORD))
    sent.inject.payload = payload.replaceAll(FUZZ_PASSWORD, "not-the-fuzz-password");
}

/** Sends one case, checks the reply and the data; returns a failure report or undefined. */
async function exercise(
  operation: Operation,
  fuzzCase: FuzzCase,
  extraCheck?: (status: number) => string | undefined,
): Promise<{ signature: string; report: string } | undefined> {
  await world.ensureToken(fuzzCase.role);
  const sent: SentRequest = materialise(operation, fuzzCase, pool, world.caller(fuzzCase.role), world.images);
  keepAccountsAlive(sent);
  const before = lastDigest;
  logs.take();
  const start = performance.now();
  let reply: Awaited<ReturnType<typeof t.app.inject>> | undefined;
  let thrown: unknown;
  try {
    reply = await withTimeout(t.app.inject(sent.inject), REPLY_TIMEOUT_MS);
  } catch (error) {
    thrown = error;
  }
  const elapsed = Math.round(performance.now() - start);
  const logged = summariseLog(logs.take());

  const entry = stats.get(operation.name) ?? {
    requests: 0,
    statuses: new Map<number, number>(),
    notes: new Set<string>(),
    totalMs: 0,
    slowest: 0,
  };
  stats.set(operation.name, entry);
  entry.requests += 1;
  entry.totalMs += elapsed;
  entry.slowest = Math.max(entry.slowest, elapsed);

  const problems: string[] = [];
  let replyText = "(no reply)";
  if (!reply) {
    problems.push(`inject failed: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
  } else {
    const status = reply.statusCode;
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    const verdict = checkReply(sent, reply, validators);
    problems.push(...verdict.problems);
    for (const note of verdict.notes) entry.notes.add(note);
    const extra = extraCheck?.(status);
    if (extra) problems.push(extra);
    const scope = tokenScopeProblem(sent, status);
    if (scope) problems.push(scope);
    replyText = `${status} ${String(reply.headers["content-type"] ?? "(no content-type)")}, ${elapsed} ms: ${reply.body.slice(0, 400)}`;
    if (TRACE)
      appendFileSync(
        TRACE,
        `${operation.name}\t${fuzzCase.role}\t${status}\t${elapsed}\t${reply.body.slice(0, 160)}\t${String(sent.inject.url).slice(0, 120)}\n`,
      );
  }
  const batchRan = BATCH_OPERATIONS.has(operation.name) && reply !== undefined && reply.statusCode < 300;
  if (elapsed > SLOW_MS && !batchRan) problems.push(`slow reply: ${elapsed} ms (threshold ${SLOW_MS} ms)`);

  if (reply && operation.name === "POST /api/bulk-jobs" && reply.statusCode === 202) {
    await untilBulkJobSettles(reply.json<{ id: string }>().id, sent.inject.headers);
  }
  const after = await world.digest();
  lastDigest = after;
  const status = reply?.statusCode ?? 0;
  if (status >= 400 && status < 500 && after !== before) {
    problems.push(`refused with ${status} but the data changed: ${digestDiff(before, after)}`);
  }
  if (reply) {
    world.harvest(operation.path, reply);
    const setCookie = ([] as string[]).concat(reply.headers["set-cookie"] ?? []);
    if (sent.sessionCookie && setCookie.some((cookie) => cookie.startsWith("sid="))) {
      await world.renewSession(fuzzCase.role);
    }
    if (status >= 200 && status < 300 && operation.method !== "GET") await world.restorePlans();
  }

  if (problems.length === 0) return undefined;
  const frame = logged.find((line) => line.includes(" at src/"))?.replace(/^.* at /, "") ?? "";
  const signature = [
    operation.name,
    status,
    ...problems.map((problem) => problem.replace(/[:(].*$/s, "")),
    frame,
  ].join(" | ");
  const report = [
    `${problems.length} problem(s) with ${operation.name}`,
    ...problems.map((problem) => `  ✗ ${problem}`),
    "request:",
    ...sent.description.split("\n").map((line) => `  ${line}`),
    `reply: ${replyText}`,
    ...(logged.length > 0 ? ["server log:", ...logged.map((line) => `  ${line}`)] : []),
  ].join("\n");
  return { signature, report };
}

async function fuzz(
  operation: Operation,
  numRuns: number,
  extraCheck?: (status: number) => string | undefined,
): Promise<void> {
  const seed = seedFor(operation.name);
  await world.resetAllowances();
  lastDigest = await world.digest();
  const collected: { signature: string; report: string }[] = [];
  const property = fc.asyncProperty(
    fc.limitShrink(caseArbitrary(operation, context), MAX_SHRINKS),
    async (fuzzCase) => {
      const failure = await exercise(operation, fuzzCase, extraCheck);
      if (!failure) return true;
      if (KEEP_GOING) {
        if (!collected.some((known) => known.signature === failure.signature)) collected.push(failure);
        return true;
      }
      throw new Error(failure.report);
    },
  );
  const details = await fc.check(property, { seed, numRuns, ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}) });
  const replay = `replay: FUZZ_SEED=${BASE_SEED} FUZZ_ONLY='${operation.name}'${
    details.counterexamplePath ? ` FUZZ_PATH='${details.counterexamplePath}'` : ""
  } (fast-check seed ${details.seed})`;
  if (details.failed) {
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    failures.push({ signature: operation.name, report: error });
    throw new Error(
      `${error}\n\nafter ${details.numRuns} run(s) and ${details.numShrinks} shrink(s); ${replay}`,
    );
  }
  if (collected.length > 0) {
    failures.push(...collected);
    throw new Error(
      `${collected.length} distinct failure(s):\n\n${collected.map((failure) => failure.report).join("\n\n")}\n\n${replay}`,
    );
  }
}

function printSummary(): void {
  const lines: string[] = [];
  let total = 0;
  for (const [name, entry] of stats) {
    total += entry.requests;
    const statuses = [...entry.statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([status, count]) => `${status}×${count}`)
      .join(" ");
    // Statuses of undocumented methods are of course not in the document.
    const notes = operations.some((operation) => operation.name === name) ? [...entry.notes] : [];
    lines.push(
      `${name.padEnd(44)} ${String(entry.requests).padStart(4)} req, avg ${Math.round(entry.totalMs / entry.requests)} ms, max ${entry.slowest} ms | ${statuses}${notes.length ? ` | ${notes.join("; ")}` : ""}`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `API fuzz (${process.env.TEST_DB ?? "pglite"}, seed ${BASE_SEED}): ${total} requests over ${stats.size} operations in ${seconds} s, ${failures.length} failure(s)\n${lines.join("\n")}`,
  );
}

describe("API fuzz driven by the OpenAPI document", () => {
  it("finds the operations in the document", () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
  });

  it("has an oracle that catches what it must and lets echoed input pass", () => {
    const errorSchema = {
      type: "object",
      properties: { message: { type: "string" }, code: { type: "string" }, issues: { type: "array" } },
      required: ["message", "code"],
      additionalProperties: false,
    };
    const operation: Operation = {
      method: "POST",
      path: "/self-check",
      name: "POST /self-check",
      parameters: [],
      responses: {
        "200": { contentTypes: ["application/json"], jsonSchema: { type: "object", required: ["id"] } },
        "4XX": { contentTypes: ["application/json"], jsonSchema: errorSchema },
        "5XX": { contentTypes: ["application/json"], jsonSchema: errorSchema },
      },
    };
    const verdict = (
      status: number,
      body: string,
      options: { type?: string; sent?: string; origin?: string; cookie?: boolean } = {},
    ) => {
      const reply = {
        statusCode: status,
        headers: { "content-type": options.type ?? "application/json; charset=utf-8" },
        body,
        rawPayload: Buffer.from(body),
      } as unknown as Parameters<typeof checkReply>[1];
      const sent = {
        operation,
        fuzzCase: {} as FuzzCase,
        inject: {
          method: "POST",
          url: "/self-check",
          headers: options.origin ? { origin: options.origin } : {},
        },
        sessionCookie: options.cookie ?? false,
        cleanUrl: true,
        sentText: options.sent ?? "",
        description: "",
      } as SentRequest;
      return checkReply(sent, reply, validators).problems.join("\n");
    };
    const stack = "boom\n    at handler (/work/main/src/server/modules/x.ts:12:5)";
    expect(verdict(500, JSON.stringify({ message: stack, code: "internal" }))).toMatch(
      /status 500[\s\S]*stack frame/,
    );
    expect(
      verdict(400, '{"error":"Bad Request","code":"FST_ERR_BAD_URL","message":"x","statusCode":400}'),
    ).toMatch(/unexpected keys error, statusCode/);
    expect(verdict(404, "Not Found", { type: "text/plain" })).toMatch(/error reply is not JSON/);
    expect(
      verdict(400, '{"message":"Failed query: select \\"id\\" from \\"users\\"","code":"bad_request"}'),
    ).toMatch(/SQL/);
    expect(
      verdict(400, '{"message":"no such brand: select * from users","code":"bad_request"}', {
        sent: '{"brand":"select * from users"}',
      }),
    ).toBe("");
    expect(verdict(200, '{"name":"no id"}')).toMatch(/does not match the documented 200 schema/);
    expect(verdict(200, '{"id":"1"}', { origin: "https://evil.example", cookie: true })).toMatch(
      /cross-site/,
    );
    expect(verdict(200, '{"id":"1"}')).toBe("");
  });

  it("reads the app's log lines, with the error and its app frame", () => {
    logs.take();
    t.app.log.error({ err: new Error("fuzz self-check") }, "request failed");
    const lines = summariseLog(logs.take());
    expect(lines.join("\n")).toMatch(/request failed \| Error: fuzz self-check/);
  });

  it("generates request bodies that the document's own schemas accept", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, logger: false });
    for (const operation of operations) {
      if (!operation.requestBody) continue;
      const validate = ajv.compile(operation.requestBody.schema as object);
      const samples = fc.sample(arbitraryFor(operation.requestBody.schema, { root: document }), {
        seed: seedFor(`schema ${operation.name}`),
        numRuns: 100,
      });
      const accepted = samples.filter((sample) => validate(sample)).length;
      expect(
        accepted,
        `${operation.name}: ${accepted}/100 generated bodies fit its schema`,
      ).toBeGreaterThanOrEqual(90);
    }
  });

  for (const operation of operations) {
    if (ONLY && ONLY !== operation.name) continue;
    it(`${operation.name} holds the HTTP contract for any request, as any role`, async () => {
      await fuzz(operation, operation.requestBody ? RUNS_WITH_BODY : RUNS_WITHOUT_BODY);
    }, 180_000);
  }

  // Every operation also by a token-only caller (the Pro account's and the admin's), the
  // session-only ones in other spellings of their path too (issue 29), whatever the random
  // role choice above happened to pick.
  it.skipIf(ONLY !== undefined)(
    "every operation holds the contract for a token-only caller, and session-only ones refuse it however spelt",
    async () => {
      const problems: string[] = [];
      for (const operation of operations) {
        await world.resetAllowances();
        lastDigest = await world.digest();
        const base = fc.sample(caseArbitrary(operation, context), {
          seed: seedFor(`token ${operation.name}`),
          numRuns: operation.sessionOnly ? 6 : 2,
        });
        const spellings = operation.sessionOnly
          ? [
              undefined,
              // `/api/` plain and the route's first letter encoded (the spelling that escaped), ...
              { every: 3, offset: 2, upper: false, keep: 1 },
              // ... and every letter, `api` included.
              { every: 1, offset: 0, upper: true, keep: 0 },
            ]
          : [undefined];
        for (const [index, sample] of base.entries()) {
          for (const role of ["pro-token", "admin-token"] as const) {
            const fuzzCase: FuzzCase = { ...sample, role, spelling: spellings[index % spellings.length] };
            const failure = await exercise(operation, fuzzCase);
            if (failure) problems.push(failure.report);
          }
        }
      }
      expect(problems, problems.slice(0, 5).join("\n\n")).toEqual([]);
    },
    600_000,
  );

  // The same fuzz on every method a documented path does NOT list: a JSON 4xx, never served.
  const documented = new Set(operations.map((operation) => operation.name));
  const otherMethods: Operation[] = [...new Set(operations.map((operation) => operation.path))].flatMap(
    (path) =>
      ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
        .filter((method) => !documented.has(`${method} ${path}`))
        .map((method) => ({
          method,
          path,
          name: `${method} ${path}`,
          parameters: operations.find((operation) => operation.path === path)?.parameters ?? [],
          responses: {},
        })),
  );
  const chosen = ONLY
    ? otherMethods.filter((operation) => operation.name === ONLY)
    : fc.sample(fc.constantFrom(...otherMethods), {
        seed: seedFor("other methods"),
        numRuns: RUNS_OTHER_METHODS,
      });
  it.skipIf(chosen.length === 0)(
    "undocumented methods on documented paths answer a JSON 4xx",
    async () => {
      const runs = new Map<Operation, number>();
      for (const operation of chosen)
        runs.set(operation, (runs.get(operation) ?? 0) + (ONLY ? RUNS_WITHOUT_BODY : 1));
      for (const [operation, count] of runs) {
        await fuzz(operation, count, (status) =>
          status >= 200 && status < 400 ? `an undocumented method was served (${status})` : undefined,
        );
      }
    },
    180_000,
  );
});

/**
 * A bulk job the fuzz starts finishes its photos in the background; were it left running, its
 * posts would land in the middle of a later request's before/after digest and read as a refusal
 * that changed data. So a started job is waited for (the worker is fast on the builtin writer).
 */
async function untilBulkJobSettles(jobId: string, headers: unknown): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const reply = await t.app.inject({
      method: "GET",
      url: `/api/bulk-jobs/${jobId}`,
      headers: headers as Record<string, string>,
    });
    const status = reply.statusCode === 200 ? reply.json<{ status: string }>().status : "gone";
    if (status !== "queued" && status !== "running") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bulk job ${jobId} did not finish within a minute`);
}
