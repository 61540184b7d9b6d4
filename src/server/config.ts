import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";

/**
 * The one place that reads the environment (DESIGN.md §2). Everything else receives this object.
 * With no variables set at all the app runs on its embedded defaults.
 */
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
/**
 * A whole number from `min` to `max` written in plain digits (not `1e3` or `0x10`), named in the
 * one message any bad value gets; empty means the default.
 */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  const digitsToNumber = (value: unknown) => {
    if (value === "") return undefined;
    return typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
  };
  return z.preprocess(
    digitsToNumber,
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
};

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
      .optional(),
  ),
  /**
   * Connections the app's own pool may open to PostgreSQL (DATABASE_URL only; PGlite is one
   * connection). Every copy opens up to this many plus BULK_QUEUE_POOL_MAX: keep
   * copies × (both) under the server's max_connections (100 by default).
   */
  DATABASE_POOL_MAX: wholeNumber(1, 1000, 10),
  /** Connections the bulk queue (pg-boss) opens beside the app's pool, per copy (DATABASE_URL only). */
  BULK_QUEUE_POOL_MAX: wholeNumber(1, 1000, 4),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  /** The public origin (scheme://host[:port]) when the app sits behind a proxy that rewrites Host. */
  APP_ORIGIN: optionalUrl,
  /**
   * Which X-Forwarded-* headers to believe (the client IP behind a load balancer): `false` (none),
   * a hop count (`1` = the one proxy in front), or a comma-separated list of proxy addresses or
   * CIDRs. `true` is refused: it would believe any X-Forwarded-For a client sends, so one client
   * could pose as endless IPs and step around every per-IP limit.
   */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .default("false")
      .refine((value) => value !== "true", {
        message:
          "true would trust any X-Forwarded-For a client sends: set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)",
      })
      .refine((value) => value === "false" || /^\d{1,2}$/.test(value) || isAddressList(value), {
        message: "must be false, a hop count (e.g. 1) or a comma-separated list of addresses or CIDRs",
      }),
  ),
  /**
   * Open connections one client address may hold at once (0 = no cap). Stops one machine from
   * holding thousands of half-sent requests. Applied only without TRUST_PROXY: behind a proxy every
   * connection comes from the proxy, which should apply its own per-client cap.
   */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(100_000).default(64),
  /**
   * Longest time to receive one whole request, body included (ms). A 10 MB photo over a slow
   * 1 Mbit/s phone link takes ~80 s, so 120 s; a body trickled in slower than that is cut off.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /**
   * The drain deadline of a shutdown (ms): how long requests in flight and running bulk photos get
   * to finish after SIGTERM. Past it open connections are cut (unfinished photos keep their claim
   * for another copy), the database is closed and the process exits 0.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  ADMIN_EMAILS: z.preprocess(emptyAsUndefined, z.string().default("")),
  /**
   * Sign-ups one IP may make per hour. 20 stops a script farming free accounts while letting a
   * household or small office sign up; raise it for a school lab behind one address, or for an
   * e2e suite that registers a fresh user per journey.
   */
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Requests one API token may make per minute (every route, generation included; generations
   * also count against the account's own limits). 120 is two a second: far more than a shop's
   * script needs, low enough that a leaked token cannot hammer the server.
   */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default("support@example.com")),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  /** The chat model when an OpenAI-compatible API is configured; a small vision model by default. */
  AI_TEXT_MODEL: z.preprocess(emptyAsUndefined, z.string().default("gpt-4o-mini")),
  /** Per-attempt timeout for model calls, in milliseconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_IMAGE_MODEL: optionalString,
  /**
   * Photos of bulk jobs one app copy processes at once. 0 makes a copy that takes jobs but runs
   * none (for a deployment whose workers are separate copies).
   */
  BULK_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(4),
  /** The most one bulk photo may take, model retries and pauses included (ms). */
  BULK_ITEM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(180_000),
  /**
   * How long a copy's claim on a running bulk photo lasts without being renewed (ms). A copy that
   * dies stops renewing, and its photo goes to another copy within this plus BULK_SWEEP_INTERVAL_MS.
   */
  BULK_LEASE_MS: z.coerce.number().int().min(200).max(600_000).default(30_000),
  /** How often the copy running a bulk photo renews its lease (ms); must be under BULK_LEASE_MS. */
  BULK_HEARTBEAT_MS: z.coerce.number().int().min(50).max(300_000).default(10_000),
  /** How often each copy looks for bulk photos whose lease lapsed and hands them on (ms). */
  BULK_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("false")),
  /** The longest wait for a connection to the object store (ms). */
  S3_CONNECT_TIMEOUT_MS: wholeNumber(100, 60_000, 3_000),
  /**
   * The longest one object-store request may take until its reply starts, the body sent
   * included, and the longest pause while a reply's body streams (ms). The server only sends and
   * reads photos (≤ 10 MB; browsers PUT uploads straight to the bucket), so 10 s is generous.
   */
  S3_REQUEST_TIMEOUT_MS: wholeNumber(1000, 600_000, 10_000),
  /**
   * Tries per object-store request, the first included: timeouts, dropped connections, 5xx and
   * SlowDown are retried with backoff. A store that accepts and never answers fails a request
   * after about S3_MAX_ATTEMPTS × S3_REQUEST_TIMEOUT_MS (503 with Retry-After).
   */
  S3_MAX_ATTEMPTS: wholeNumber(1, 10, 2),
  BILLING_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["stripe", "demo", "off"]).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PRICE_ID: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Where the Stripe API lives (default https://api.stripe.com): stripe-mock, an egress proxy, tests. */
  STRIPE_API_BASE: optionalUrl,
  SMTP_URL: optionalUrl,
  CONTACT_TO: z.preprocess(emptyAsUndefined, z.email().optional()),
  CONTACT_FROM: z.preprocess(emptyAsUndefined, z.email().optional()),
  ANALYTICS_ID: optionalString,
  BANNER_TEXT: optionalString,
  // A link shown to every visitor: http(s) only, never javascript: or data:.
  BANNER_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  logLevel: Env["LOG_LEVEL"];
  databaseUrl: string | undefined;
  sessionSecret: string;
  appOrigin: string | undefined;
  /** Secure cookies and HSTS: on in production unless APP_ORIGIN is explicitly plain http. */
  cookieSecure: boolean;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (never a blanket true). */
  trustProxy: false | number | string[];
  /** 0 when no cap applies (no cap configured, or behind a trusted proxy). */
  maxConnectionsPerIp: number;
  requestTimeoutMs: number;
  shutdownTimeoutMs: number;
  adminEmails: ReadonlySet<string>;
  supportEmail: string;
  raw: Env;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  if (isProduction && !env.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production (32+ random characters)",
    );
  }
  if (env.BULK_HEARTBEAT_MS >= env.BULK_LEASE_MS) {
    throw new ConfigError(
      `Invalid configuration:\n  BULK_HEARTBEAT_MS: must be shorter than BULK_LEASE_MS (${env.BULK_LEASE_MS}) or a working copy loses its photos; a third of it or less leaves room for a late renewal`,
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  const appOrigin = env.APP_ORIGIN ? new URL(env.APP_ORIGIN).origin : undefined;
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET ?? developmentSessionSecret(dataDir),
    appOrigin,
    cookieSecure: isProduction && !appOrigin?.startsWith("http:"),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    maxConnectionsPerIp: env.TRUST_PROXY === "false" ? env.MAX_CONNECTIONS_PER_IP : 0,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    adminEmails: new Set(
      env.ADMIN_EMAILS.split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    supportEmail: env.SUPPORT_EMAIL,
    raw: env,
  };
}

function parseTrustProxy(value: string): AppConfig["trustProxy"] {
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** proxy-addr's (Fastify's) names for address ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** IPv4/IPv6 addresses, CIDRs or named ranges, comma-separated, as proxy-addr reads them. */
function isAddressList(value: string): boolean {
  const parts = value.split(",").map((part) => part.trim());
  return (
    parts.length > 0 &&
    parts.every((part) => {
      if (NAMED_RANGES.has(part)) return true;
      const [address, bits, ...rest] = part.split("/");
      if (!address || rest.length > 0 || isIP(address) === 0) return false;
      if (bits === undefined) return true;
      const max = isIP(address) === 4 ? 32 : 128;
      return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
    })
  );
}

/** Outside production a random secret is created once and kept in DATA_DIR so sessions survive restarts. */
function developmentSessionSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
