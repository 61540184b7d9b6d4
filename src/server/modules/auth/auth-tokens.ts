import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { TOKEN_LIFETIME_MINUTES } from "../../../domain/account";
import type { Database } from "../../db/client";
import { authTokens } from "../../db/schema";

/**
 * One-time tokens for e-mailed links. The link carries 256 random bits; only their SHA-256 is
 * stored, so a database leak hands nobody a working link. A token works once, for its purpose,
 * until it expires; using it is one conditional UPDATE, so two clicks race safely.
 */
export type TokenPurpose = keyof typeof TOKEN_LIFETIME_MINUTES;

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export async function issueToken(
  db: Pick<Database, "insert" | "update">,
  userId: string,
  purpose: TokenPurpose,
  email: string,
): Promise<string> {
  // A new link replaces the user's older unused links of the same purpose.
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
  const token = randomBytes(32).toString("base64url");
  await db.insert(authTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MINUTES[purpose] * 60_000),
  });
  return token;
}

export interface ConsumedToken {
  userId: string;
  email: string;
  purpose: TokenPurpose;
}

/** Marks the token used and returns what it was for; null when unknown, used, expired or for another purpose. */
export async function consumeToken(
  db: Database,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<ConsumedToken | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
        sql`${authTokens.purpose} IN (${sql.join(
          purposes.map((purpose) => sql`${purpose}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ userId: authTokens.userId, email: authTokens.email, purpose: authTokens.purpose });
  return row ?? null;
}

/** What a live token is for, without using it up (to check a new password before spending the link). */
export async function peekToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
): Promise<ConsumedToken | null> {
  const [row] = await db
    .select({ userId: authTokens.userId, email: authTokens.email, purpose: authTokens.purpose })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Tokens that expired a day ago or more (the cleanup job runs it; used ones expire too). */
export async function deleteExpiredTokens(db: Database): Promise<void> {
  await db.delete(authTokens).where(sql`${authTokens.expiresAt} < now() - interval '1 day'`);
}
