import fc from "fast-check";
import type { InjectOptions } from "fastify";
import {
  applyMutations,
  HugeString,
  hostileKeys,
  hostileString,
  mutation,
  rawBodies,
  textMutation,
} from "./hostile";
import type { Operation } from "./openapi";
import { PoolRef, resourceOf, type ValuePool } from "./pool";
import { arbitraryFor, type Schema } from "./schema-arbitrary";

/** One generated request against one operation: a plan, turned into bytes only when sent. */

/**
 * Who asks: nobody, the Free, Pro and admin accounts by their session cookies, and the Pro and
 * admin accounts by an API token alone (`Authorization: Bearer`, no cookie; issue 29).
 */
export const ROLES = ["anonymous", "free", "pro", "admin", "pro-token", "admin-token"] as const;
export type RoleName = (typeof ROLES)[number];
export type TokenRole = "pro-token" | "admin-token";
export const isTokenRole = (role: RoleName): role is TokenRole =>
  role === "pro-token" || role === "admin-token";

/** The origin inject() requests come from (light-my-request's default Host is localhost:80). */
export const OWN_ORIGIN = "http://localhost:80";
export const FOREIGN_ORIGINS = [
  "https://evil.example",
  "null",
  "http://localhost.evil.example",
  "http://localhost:81",
];

export type Text = string | HugeString | PoolRef;

export type ParamPlan = { value: Text; encode: boolean; clean: boolean };

export type BodyPlan =
  | { kind: "none" }
  | { kind: "json"; value: unknown; mutated: boolean }
  | { kind: "raw"; value: string | Buffer | HugeString }
  | { kind: "image"; index: number };

export type CookiePlan = "role" | "none" | "garbage" | "unsigned" | "role+garbage";

export interface HeaderPlan {
  /** undefined: what the body kind implies; null: no Content-Type at all. */
  contentType: string | null | undefined;
  accept?: string;
  origin?: string;
  fetchSite?: string;
  cookie: CookiePlan;
  extra: [string, string][];
  remoteAddress?: string;
}

export interface FuzzCase {
  operation: string;
  role: RoleName;
  params: Record<string, ParamPlan>;
  query: [Text, Text, boolean][];
  rawQuery?: string;
  /** Replay a link the app handed out for this path (a signed upload URL) instead of building one. */
  harvested?: PoolRef;
  headers: HeaderPlan;
  body: BodyPlan;
  /**
   * Another spelling of the path's fixed parts (issue 29): letters percent-encoded, which the
   * router decodes to the same route. `every`th letter from `offset`, in upper- or lower-case hex.
   */
  spelling?: PathSpelling;
}

export interface PathSpelling {
  every: number;
  offset: number;
  upper: boolean;
  /** How many leading segments stay as they are (1: `/api/` plain, the route's own words encoded). */
  keep: number;
}

const pathSpelling: fc.Arbitrary<PathSpelling | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.record({
      every: fc.integer({ min: 1, max: 4 }),
      offset: fc.nat(3),
      upper: fc.boolean(),
      keep: fc.nat(1),
    }),
  },
);

/** The path template with some of its literal letters percent-encoded (never the `{param}` names). */
export function respell(template: string, spelling: PathSpelling | undefined): string {
  if (!spelling) return template;
  let start = 0;
  for (let kept = 0; kept < spelling.keep; kept += 1) {
    const next = template.indexOf("/", start + 1);
    if (next < 0) return template;
    start = next;
  }
  let letter = 0;
  const tail = template.slice(start).replace(/\{[^}]*\}|[A-Za-z]/g, (match) => {
    if (match.length > 1) return match;
    letter += 1;
    if ((letter + spelling.offset) % spelling.every !== 0) return match;
    const code = match.charCodeAt(0).toString(16);
    return `%${spelling.upper ? code.toUpperCase() : code}`;
  });
  return `${template.slice(0, start)}${tail}`;
}

export interface CaseContext {
  /** The OpenAPI document, for `$ref`s in its schemas. */
  document: unknown;
}

const hostilePathValues = [
  "..",
  "../",
  "../../api/auth/user",
  "..%2F..%2Fapi%2Fauth%2Fuser",
  "%2e%2e%2f%2e%2e%2f",
  "%00",
  "%",
  "%ZZ",
  "%C0%AE%C0%AE%C0%AF",
  "a/b",
  "a%2Fb",
  "%3F",
  "%23",
  ";x=1",
  "%20",
  "'%20OR%201=1--",
  "null",
  "undefined",
  "0",
  "-1",
  "9".repeat(30),
  "__proto__",
  "constructor",
  "00000000-0000-0000-0000-000000000000",
  "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  "x".repeat(101),
  "x".repeat(5_000),
  "%F0%9F%92%A9",
  "%E2%80%AE",
  "%ED%A0%80",
];

const rawQueries = [
  "a=%",
  "=",
  "&&&",
  "a[b][c]=1",
  "__proto__[polluted]=1",
  "a=1&a=2",
  "%ZZ=1",
  "x=%00",
  "?=?",
];

const contentTypes = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/json, text/plain",
  "text/plain",
  "text/plain; charset=utf-8",
  "multipart/form-data; boundary=b",
  "application/x-www-form-urlencoded",
  "application/xml",
  "image/jpeg",
  "application/octet-stream",
  "",
  ";;;",
];

const accepts = [
  "*/*",
  "application/json",
  "text/html",
  "application/xml",
  "text/csv",
  "image/*",
  "text/event-stream",
  ";;;,,",
];

const extraHeaders = fc.oneof(
  fc.constantFrom<[string, string]>(
    ["authorization", "Bearer not-a-real-token"],
    ["authorization", "Basic YWRtaW46YWRtaW4="],
    ["x-request-id", "../../etc/passwd"],
    ["x-request-id", "x".repeat(500)],
    ["x-request-id", "fuzz-123"],
    ["x-forwarded-for", "1.2.3.4, 5.6.7.8"],
    ["x-forwarded-proto", "https"],
    ["x-http-method-override", "DELETE"],
    ["if-none-match", "*"],
    ["if-none-match", '"anything"'],
    ["range", "bytes=0-10"],
    ["accept-encoding", "gzip, br, zstd"],
    ["accept-language", "ar-EG;q=0.9, *;q=0.1"],
    ["cookie2", "sid=x"],
  ),
  fc
    .tuple(fc.stringMatching(/^x-[a-z]{1,8}$/), fc.string({ unit: "grapheme-ascii", maxLength: 40 }))
    .map(([name, value]): [string, string] => [name, value]),
);

export const headerPlan: fc.Arbitrary<HeaderPlan> = fc.record({
  contentType: fc.oneof(
    { weight: 24, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: fc.constantFrom(...contentTypes) },
  ),
  accept: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom(...accepts) },
  ),
  origin: fc.oneof(
    { weight: 30, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: fc.constant(OWN_ORIGIN) },
    { weight: 3, arbitrary: fc.constantFrom(...FOREIGN_ORIGINS) },
  ),
  fetchSite: fc.oneof(
    { weight: 16, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom("cross-site", "same-site", "same-origin", "none") },
  ),
  cookie: fc.oneof(
    { weight: 16, arbitrary: fc.constant<CookiePlan>("role") },
    { weight: 1, arbitrary: fc.constantFrom<CookiePlan>("none", "garbage", "unsigned", "role+garbage") },
  ),
  extra: fc.array(extraHeaders, { maxLength: 2 }),
  remoteAddress: fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.77.${a}.${b}`),
    },
  ),
});

/**
 * A pooled value for `name`: one learned from the operation's own resource (ids of posts for a
 * posts path), one of the seeded rows (known intact), or one from anywhere (an upload id where a
 * post id belongs).
 */
function pooled(name: string, operation: Operation, fallback: fc.Arbitrary<string>): fc.Arbitrary<Text> {
  return fc.tuple(fc.nat(), fallback, fc.nat(3)).map(([index, value, choice]) => {
    const scoped = `${name}@${resourceOf(operation.path)}`;
    const keys = [[name], [scoped, name], [`${scoped}#seed`, scoped, name], [`${name}#seed`, name]][choice];
    return new PoolRef(keys ?? [name], index, value);
  });
}

function paramPlan(
  name: string,
  schema: Schema,
  operation: Operation,
  context: CaseContext,
): fc.Arbitrary<ParamPlan> {
  const generated = arbitraryFor(schema, { root: context.document, maxStringLength: 40 }).map((value) =>
    typeof value === "string" ? value : JSON.stringify(value),
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: pooled(name, operation, fc.uuid()).map((value) => ({
        value,
        encode: true,
        clean: true,
      })),
    },
    { weight: 2, arbitrary: fc.uuid().map((value) => ({ value, encode: true, clean: true })) },
    { weight: 1, arbitrary: generated.map((value) => ({ value, encode: true, clean: true })) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...hostilePathValues)
        .map((value) => ({ value, encode: false, clean: false })),
    },
    { weight: 1, arbitrary: hostileString.map((value) => ({ value, encode: true, clean: false })) },
  );
}

function queryPairs(operation: Operation, context: CaseContext): fc.Arbitrary<[Text, Text, boolean][]> {
  const documented = operation.parameters.filter((parameter) => parameter.in === "query");
  const pair: fc.Arbitrary<[Text, Text, boolean]>[] = [
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ unit: "grapheme-ascii", maxLength: 8 })),
        fc.oneof(hostileString, fc.string({ maxLength: 20 })),
        fc.boolean(),
      )
      .map(([key, value, encode]): [Text, Text, boolean] => [key, value, encode]),
  ];
  for (const parameter of documented) {
    const values = arbitraryFor(parameter.schema, { root: context.document }).map((value) =>
      typeof value === "string" ? value : JSON.stringify(value),
    );
    pair.push(
      fc
        .tuple(pooled(`query:${parameter.name}`, operation, values), fc.boolean())
        .map(([value, garbage]): [Text, Text, boolean] => [
          parameter.name,
          garbage ? "%%%" : value,
          !garbage,
        ]),
    );
  }
  return fc.array(fc.oneof(...pair), { maxLength: 3 });
}

function bodyPlan(operation: Operation, context: CaseContext): fc.Arbitrary<BodyPlan> {
  const raw = rawBodies.map((value): BodyPlan => ({ kind: "raw", value }));
  const image = fc.nat().map((index): BodyPlan => ({ kind: "image", index }));
  const none = fc.constant<BodyPlan>({ kind: "none" });
  if (!operation.requestBody) {
    const anyJson = fc
      .oneof(fc.jsonValue({ maxDepth: 3 }), hostileString)
      .map((value): BodyPlan => ({ kind: "json", value, mutated: true }));
    return fc.oneof(
      { weight: 10, arbitrary: none },
      { weight: 3, arbitrary: anyJson },
      { weight: 3, arbitrary: raw },
      { weight: 2, arbitrary: image },
    );
  }
  const valid = arbitraryFor(operation.requestBody.schema, {
    root: context.document,
    maxStringLength: 40,
    maxItems: 4,
    hint: (name, _schema, fallback) => (name ? pooled(name, operation, fallback) : undefined),
  });
  return fc.oneof(
    { weight: 8, arbitrary: valid.map((value): BodyPlan => ({ kind: "json", value, mutated: false })) },
    {
      weight: 6,
      arbitrary: fc.tuple(valid, textMutation).map(
        ([value, change]): BodyPlan => ({
          kind: "json",
          value: applyMutations(value, [change]),
          mutated: true,
        }),
      ),
    },
    {
      weight: 5,
      arbitrary: fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(
        ([value, changes]): BodyPlan => ({
          kind: "json",
          value: applyMutations(value, changes),
          mutated: true,
        }),
      ),
    },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: image },
    { weight: 1, arbitrary: none },
  );
}

/** Every request this fuzz can make against `operation`. */
export function caseArbitrary(operation: Operation, context: CaseContext): fc.Arbitrary<FuzzCase> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === "path");
  const params = fc.record(
    Object.fromEntries(
      pathParameters.map((parameter) => [
        parameter.name,
        paramPlan(parameter.name, parameter.schema, operation, context),
      ]),
    ) as Record<string, fc.Arbitrary<ParamPlan>>,
  );
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      params,
      query: queryPairs(operation, context),
      rawQuery: fc.oneof(
        { weight: 9, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(...rawQueries) },
      ),
      harvested: fc.oneof(
        { weight: pathParameters.length > 0 ? 4 : 9, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.nat().map((index) => new PoolRef([`url:${operation.path}`], index, "")) },
      ),
      headers: headerPlan,
      body: bodyPlan(operation, context),
      spelling: pathSpelling,
    })
    .map((plan): FuzzCase => {
      const fuzzCase = { operation: operation.name, ...plan };
      Object.defineProperty(fuzzCase, fc.toStringMethod, { value: () => planSummary(fuzzCase) });
      return fuzzCase;
    });
}

/** A request ready for inject(), plus what a report needs. */
export interface SentRequest {
  operation: Operation;
  fuzzCase: FuzzCase;
  inject: InjectOptions;
  /** Whether the role's session cookie went with it. */
  sessionCookie: boolean;
  /** Whether the role's API token went with it (a token role; no cookie of its own). */
  bearer: boolean;
  /** Whether the URL was built from clean parts only (no hostile path values). */
  cleanUrl: boolean;
  /** Everything the client sent, as text: what the reply may legitimately echo. */
  sentText: string;
  description: string;
}

export interface Caller {
  cookie: string | undefined;
  /** A session id without its signature: a cookie the server must not accept. */
  unsignedCookie: string | undefined;
  /** A token role's live API token, sent as `Authorization: Bearer`. */
  bearer?: string;
}

function text(value: Text, pool: ValuePool): string {
  if (value instanceof PoolRef) return pool.pick(value);
  if (value instanceof HugeString) return value.build();
  return value;
}

/** PoolRef → a pooled value, HugeString → its text, own `__proto__` keys kept. */
export function resolveValue(value: unknown, pool: ValuePool): unknown {
  if (value instanceof PoolRef) return pool.pick(value);
  if (value instanceof HugeString) return value.build();
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, pool));
  if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      Object.defineProperty(result, key, {
        value: resolveValue((value as Record<string, unknown>)[key], pool),
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
    return result;
  }
  return value;
}

export function materialise(
  operation: Operation,
  fuzzCase: FuzzCase,
  pool: ValuePool,
  caller: Caller,
  images: readonly Buffer[],
): SentRequest {
  let url = "";
  let cleanUrl = true;
  const harvested = fuzzCase.harvested ? pool.pick(fuzzCase.harvested) : "";
  if (harvested) {
    url = harvested;
  } else {
    url = respell(operation.path, fuzzCase.spelling).replace(/\{([^}]+)\}/g, (_whole, name: string) => {
      const plan = fuzzCase.params[name];
      if (!plan) return "x";
      if (!plan.clean) cleanUrl = false;
      const value = text(plan.value, pool);
      return plan.encode ? encodeText(value) : value;
    });
  }
  const query = fuzzCase.query.map(([key, value, encode]) => {
    const k = text(key, pool);
    const v = text(value, pool);
    return encode ? `${encodeText(k)}=${encodeText(v)}` : `${k}=${v}`;
  });
  if (fuzzCase.rawQuery) query.push(fuzzCase.rawQuery);
  if (query.length > 0) url += `${url.includes("?") ? "&" : "?"}${query.join("&")}`;

  let payload: string | Buffer | undefined;
  let naturalType: string | undefined;
  let bodyForReport: unknown;
  switch (fuzzCase.body.kind) {
    case "none":
      break;
    case "json": {
      const value = resolveValue(fuzzCase.body.value, pool);
      payload = JSON.stringify(value) ?? "";
      naturalType = "application/json";
      bodyForReport = value;
      break;
    }
    case "raw": {
      const value = fuzzCase.body.value;
      payload = value instanceof HugeString ? value.build() : value;
      naturalType = "application/json";
      bodyForReport = Buffer.isBuffer(payload) ? `<bytes ${payload.toString("hex").slice(0, 80)}>` : payload;
      break;
    }
    case "image": {
      payload = images[fuzzCase.body.index % images.length];
      naturalType = "image/jpeg";
      bodyForReport = `<image bytes, ${payload?.length ?? 0} B, starting ${payload?.subarray(0, 8).toString("hex")}>`;
      break;
    }
  }

  const plan = fuzzCase.headers;
  const headers: Record<string, string> = {};
  const contentType = plan.contentType === undefined ? naturalType : plan.contentType;
  if (contentType !== undefined && contentType !== null) headers["content-type"] = contentType;
  if (plan.accept !== undefined) headers.accept = plan.accept;
  if (plan.origin !== undefined) headers.origin = plan.origin;
  if (plan.fetchSite !== undefined) headers["sec-fetch-site"] = plan.fetchSite;
  for (const [name, value] of plan.extra) headers[name] = value;
  let sessionCookie = false;
  const cookies: string[] = [];
  if ((plan.cookie === "role" || plan.cookie === "role+garbage") && caller.cookie) {
    cookies.push(caller.cookie);
    sessionCookie = true;
  }
  if (plan.cookie === "garbage" || plan.cookie === "role+garbage") cookies.push("sid=garbage%00%ZZ");
  if (plan.cookie === "unsigned" && caller.unsignedCookie) cookies.push(`sid=${caller.unsignedCookie}`);
  if (cookies.length > 0) headers.cookie = cookies.join("; ");
  // A token role always sends its token (over any hostile Authorization header the plan chose).
  if (caller.bearer) headers.authorization = `Bearer ${caller.bearer}`;

  const inject: InjectOptions = {
    method: operation.method as InjectOptions["method"],
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    ...(plan.remoteAddress ? { remoteAddress: plan.remoteAddress } : {}),
  };
  const sentText = [
    url,
    safeDecode(url),
    ...Object.values(headers),
    typeof payload === "string" ? payload : (payload?.toString("utf8") ?? ""),
    bodyForReport && typeof bodyForReport === "object" ? JSON.stringify(bodyForReport) : "",
  ].join("\n");
  const description = [
    `${operation.method} ${abbreviate(url, 300)}   (operation ${operation.name}, as ${fuzzCase.role})`,
    `headers: ${JSON.stringify(redactCookie(headers, caller))}${plan.remoteAddress ? ` remoteAddress ${plan.remoteAddress}` : ""}`,
    `body (${fuzzCase.body.kind}${fuzzCase.body.kind === "json" && fuzzCase.body.mutated ? ", mutated" : ""}): ${
      fuzzCase.body.kind === "none" ? "(none)" : summariseValue(bodyForReport)
    }`,
  ].join("\n");
  return {
    operation,
    fuzzCase,
    inject,
    sessionCookie,
    bearer: Boolean(caller.bearer),
    cleanUrl,
    sentText,
    description,
  };
}

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes its WTF-8 bytes. */
export function encodeText(value: string): string {
  return value
    .split(LONE_SURROGATE)
    .map((part, index) => {
      if (index % 2 === 0) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    })
    .join("");
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function redactCookie(headers: Record<string, string>, caller: Caller): Record<string, string> {
  const shown = { ...headers };
  if (caller.bearer && shown.authorization === `Bearer ${caller.bearer}`)
    shown.authorization = "Bearer <the role's token>";
  if (!shown.cookie || !caller.cookie) return shown;
  return { ...shown, cookie: shown.cookie.replace(caller.cookie, "sid=<the role's session>") };
}

/** A long string as its start, length and make-up: `"   …" (200000 chars: " "×200000)`. */
export function abbreviate(value: string, max = 120): string {
  if (value.length <= max) return JSON.stringify(value);
  const counts = new Map<string, number>();
  for (const char of value.slice(0, 50_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
  const makeUp = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([char, count]) => `${JSON.stringify(char)}×${count}`)
    .join(" ");
  return `${JSON.stringify(value.slice(0, 40))}… (${value.length} chars; first 50k: ${makeUp})`;
}

/** A JSON-ish rendering with long strings abbreviated and big containers cut. */
export function summariseValue(value: unknown, depth = 0): string {
  if (typeof value === "string") return abbreviate(value);
  if (value === undefined) return "undefined";
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? String(value);
  if (value instanceof PoolRef || value instanceof HugeString) return value[fc.toStringMethod]();
  if (Buffer.isBuffer(value)) return `<${value.length} bytes ${value.subarray(0, 16).toString("hex")}>`;
  if (depth > 4) return Array.isArray(value) ? "[…]" : "{…}";
  if (Array.isArray(value)) {
    const items = value.slice(0, 6).map((item) => summariseValue(item, depth + 1));
    if (value.length > 6) items.push(`…${value.length - 6} more`);
    return `[${items.join(", ")}]`;
  }
  const keys = Object.keys(value);
  const entries = keys
    .slice(0, 20)
    .map(
      (key) =>
        `${JSON.stringify(key)}: ${summariseValue((value as Record<string, unknown>)[key], depth + 1)}`,
    );
  if (keys.length > 20) entries.push(`…${keys.length - 20} more keys`);
  return `{${entries.join(", ")}}`;
}

function planSummary(fuzzCase: FuzzCase): string {
  const body = fuzzCase.body;
  const bodyText =
    body.kind === "json"
      ? summariseValue(body.value)
      : body.kind === "raw"
        ? summariseValue(body.value)
        : body.kind;
  const spelt = fuzzCase.spelling ? `, path spelt ${JSON.stringify(fuzzCase.spelling)}` : "";
  return `${fuzzCase.operation} as ${fuzzCase.role}${spelt}, params ${summariseValue(
    Object.fromEntries(Object.entries(fuzzCase.params).map(([k, p]) => [k, p.value])),
  )}, body ${bodyText}`;
}
