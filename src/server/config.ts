import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

/**
 * The one place that reads the environment (DESIGN.md §2). Everything else receives this object.
 * With no variables set at all the app runs on its embedded defaults.
 */
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

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
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  /** The public origin (scheme://host[:port]) when the app sits behind a proxy that rewrites Host. */
  APP_ORIGIN: optionalUrl,
  /** Trust X-Forwarded-* from a proxy in front (needed for the client IP behind a load balancer). */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("false")),
  ADMIN_EMAILS: z.preprocess(emptyAsUndefined, z.string().default("")),
  /**
   * Sign-ups one IP may make per hour. 20 stops a script farming free accounts while letting a
   * household or small office sign up; raise it for a school lab behind one address, or for an
   * e2e suite that registers a fresh user per journey.
   */
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default("support@example.com")),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  /** The chat model when an OpenAI-compatible API is configured; a small vision model by default. */
  AI_TEXT_MODEL: z.preprocess(emptyAsUndefined, z.string().default("gpt-4o-mini")),
  /** Per-attempt timeout for model calls, in milliseconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_IMAGE_MODEL: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("false")),
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
  trustProxy: boolean;
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
    trustProxy: env.TRUST_PROXY === "true",
    adminEmails: new Set(
      env.ADMIN_EMAILS.split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    supportEmail: env.SUPPORT_EMAIL,
    raw: env,
  };
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
