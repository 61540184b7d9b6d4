import { z } from "zod";
import { safeText } from "./safe-text";

/**
 * Personal API tokens (issue 16): a seller's scripts and tools call the same JSON routes as the
 * pages with `Authorization: Bearer <token>`. Tokens are made and revoked on /account with a
 * browser session only (`/api/tokens`), shown once, and stored as their SHA-256.
 */

/** Every token starts with this, so secret scanners and people can tell what it is. */
export const API_TOKEN_PREFIX = "scs_";
/** Enough for a few tools and scripts; more is almost always forgotten tokens. */
export const MAX_API_TOKENS_PER_USER = 20;
export const API_TOKEN_NAME_MAX = 60;
/** The longest a token may live (a year, leap day included); tokens without an expiry are allowed but not the default. */
export const API_TOKEN_MAX_LIFETIME_DAYS = 366;
/** The shortest (SECURITY.md: 7 days to 1 year, or none). */
export const API_TOKEN_MIN_LIFETIME_DAYS = 7;
/**
 * The client computes "7 days from now" on its own clock, which may run a little ahead of the
 * server's: an expiry this much short of the minimum still counts as 7 days.
 */
const EXPIRY_CLOCK_SLACK_MS = 60 * 60_000;
const DAY_MS = 86_400_000;
export const API_TOKEN_EXPIRY_MESSAGE = `expiresAt must be between ${API_TOKEN_MIN_LIFETIME_DAYS} days and 1 year from now, or null for a token that never expires`;

/** Whether an ISO expiry is within the allowed lifetime from `now`. */
export function isAllowedApiTokenExpiry(expiresAt: string, now = Date.now()): boolean {
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return false;
  return (
    at >= now + API_TOKEN_MIN_LIFETIME_DAYS * DAY_MS - EXPIRY_CLOCK_SLACK_MS &&
    at <= now + API_TOKEN_MAX_LIFETIME_DAYS * DAY_MS
  );
}

/** The expiry choices /account offers (days; null = never). */
export const apiTokenExpiryChoices = [
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 365, label: "1 year" },
  { days: null, label: "No expiry" },
] as const;
export const DEFAULT_API_TOKEN_EXPIRY_DAYS = 90;

const isoDateTimeCheck = z.iso.datetime({ offset: true });
/**
 * An ISO 8601 date-time with its offset, 7 days to 1 year ahead. Checked by refinements rather
 * than zod's own pattern so the published schema says `format: date-time` (what clients and the
 * reference read) without a 300-character regular expression.
 */
const isoDateTime = z
  .string()
  .max(40)
  .refine((value) => isoDateTimeCheck.safeParse(value).success, {
    message: "expiresAt must be an ISO 8601 date-time, e.g. 2027-01-31T00:00:00Z",
  })
  // Judged at the time of the request (a well-formed date only: the check above names the rest).
  .refine((value) => !isoDateTimeCheck.safeParse(value).success || isAllowedApiTokenExpiry(value), {
    message: API_TOKEN_EXPIRY_MESSAGE,
  })
  .meta({
    format: "date-time",
    description: `When the token stops working: ${API_TOKEN_MIN_LIFETIME_DAYS} days to 1 year from now, or null for never`,
  });

/** POST /api/tokens. */
export const createApiTokenRequestSchema = z.object({
  name: safeText(API_TOKEN_NAME_MAX, {
    tooLong: `Name must be at most ${API_TOKEN_NAME_MAX} characters`,
  }).min(1, "Give the token a name, e.g. the tool that will use it"),
  /** When the token stops working, 7 days to 1 year from now; omitted or null = it never expires. */
  expiresAt: isoDateTime.nullable().optional(),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

/** A token as /account lists it: never the secret, only its first characters to recognise it by. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `scs_AbCd…`: the prefix and the first four characters of the secret. */
  hint: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** 201 from POST /api/tokens: the secret, shown this once, and the token as it will be listed. */
export const createdApiTokenSchema = z.object({ token: z.string(), apiToken: apiTokenSchema });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** The ISO expiry for a choice of days from `now` (null = never). */
export function apiTokenExpiry(days: number | null, now = new Date()): string | null {
  return days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString();
}
