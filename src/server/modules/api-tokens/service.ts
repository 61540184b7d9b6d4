import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreateApiTokenRequest,
  type CreatedApiToken,
  MAX_API_TOKENS_PER_USER,
} from "../../../domain/api-tokens";
import type { Database } from "../../db/client";
import { apiTokens, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { UserRow } from "../sessions/service";

/** `last_used_at` is rewritten at most this often per token: one write in many requests. */
export const API_TOKEN_TOUCH_INTERVAL_MS = 60_000;

/** What a bearer token resolves to: the token's id and its owner, read fresh (plan and role). */
export interface ApiTokenIdentity {
  tokenId: string;
  lastUsedAt: Date | null;
  user: UserRow;
}

/** SHA-256 hex: a token is 256 random bits, so a fast hash is enough (nothing to brute-force). */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token's shape; anything else is refused before it costs a query. */
const TOKEN_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
export const looksLikeApiToken = (value: string): boolean => TOKEN_SHAPE.test(value);

export const VERIFY_EMAIL_FIRST_MESSAGE =
  "Confirm your e-mail address before creating an API token: open the link we e-mailed you, or ask for a new one from the banner at the top of the page.";

/**
 * Makes a token for an account whose address is proved (issue 29): otherwise someone who
 * registered another person's address (an ADMIN_EMAILS one, say) could hold a credential that
 * outlives the owner taking the account back. The expiry's bounds are checked by the request
 * schema (domain/api-tokens.ts).
 */
export async function createApiToken(
  db: Database,
  user: Pick<UserRow, "id" | "emailVerifiedAt">,
  request: CreateApiTokenRequest,
): Promise<CreatedApiToken> {
  if (!user.emailVerifiedAt) throw new AppError("forbidden", VERIFY_EMAIL_FIRST_MESSAGE);
  const userId = user.id;
  const expiresAt = request.expiresAt ? new Date(request.expiresAt) : null;
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await db.transaction(async (tx) => {
    // Lock the owner's row so two concurrent creates cannot both pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [existing] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    if ((existing?.n ?? 0) >= MAX_API_TOKENS_PER_USER) {
      throw new AppError(
        "conflict",
        `You already have ${MAX_API_TOKENS_PER_USER} API tokens. Revoke one you no longer use first.`,
      );
    }
    const [inserted] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name: request.name,
        tokenHash: hashApiToken(secret),
        hint: `${secret.slice(0, API_TOKEN_PREFIX.length + 4)}…`,
        expiresAt,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("api token insert returned no row");
  return { token: secret, apiToken: toApiToken(row) };
}

export async function listApiTokens(db: Database, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(toApiToken);
}

/** Revoking deletes the row: the next request with the token gets a 401 on every app copy. */
export async function revokeApiToken(db: Database, userId: string, tokenId: string): Promise<void> {
  if (!isUuid(tokenId)) throw new AppError("not_found", "API token not found");
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (deleted.length === 0) throw new AppError("not_found", "API token not found");
}

/**
 * Ends every API token of the user: with every session, on a password reset or change and an
 * e-mail change (issue 29), so whoever held the old credentials keeps nothing that works.
 */
export async function revokeAllApiTokens(db: Database, userId: string): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

/** The live token and its owner in one round trip, or null (unknown, revoked or expired). */
export async function findApiTokenIdentity(db: Database, token: string): Promise<ApiTokenIdentity | null> {
  if (!looksLikeApiToken(token)) return null;
  const [row] = await db
    .select({ tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashApiToken(token)),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export function needsApiTokenTouch(lastUsedAt: Date | null, now = Date.now()): boolean {
  return lastUsedAt === null || now - lastUsedAt.getTime() >= API_TOKEN_TOUCH_INTERVAL_MS;
}

/** Records a use: a conditional UPDATE, so a burst of requests on any app copy writes once. */
export async function touchApiToken(db: Database, tokenId: string, now = new Date()): Promise<void> {
  const staleBefore = new Date(now.getTime() - API_TOKEN_TOUCH_INTERVAL_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiTokens.id, tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))),
    );
}

/** Expired tokens are useless; the cleanup job drops them a week after expiry (the list shows them until then). */
export async function deleteExpiredApiTokens(db: Database): Promise<void> {
  await db.delete(apiTokens).where(lt(apiTokens.expiresAt, sql`now() - interval '7 days'`));
}

function toApiToken(row: typeof apiTokens.$inferSelect): ApiToken {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
