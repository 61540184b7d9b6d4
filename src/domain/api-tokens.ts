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
/** The longest a token may live; tokens without an expiry are allowed but not the default. */
export const API_TOKEN_MAX_LIFETIME_DAYS = 366;

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
 * An ISO 8601 date-time with its offset. Checked by a refinement rather than zod's own pattern so
 * the published schema says `format: date-time` (what clients and the reference read) without a
 * 300-character regular expression.
 */
const isoDateTime = z
  .string()
  .max(40)
  .refine((value) => isoDateTimeCheck.safeParse(value).success, {
    message: "expiresAt must be an ISO 8601 date-time, e.g. 2027-01-31T00:00:00Z",
  })
  .meta({ format: "date-time" });

/** POST /api/tokens. */
export const createApiTokenRequestSchema = z.object({
  name: safeText(API_TOKEN_NAME_MAX, {
    tooLong: `Name must be at most ${API_TOKEN_NAME_MAX} characters`,
  }).min(1, "Give the token a name, e.g. the tool that will use it"),
  /** When the token stops working; omitted or null = it never expires. */
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
