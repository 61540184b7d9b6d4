import { and, eq, inArray, sql } from "drizzle-orm";
import { FREE_REWRITES_PER_PLATFORM } from "../../../domain/plans";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/client";
import { freeRewrites } from "../../db/schema";

/** One platform of one generation: a social post's id or a listing generation's id, and the platform. */
export interface RewriteTarget {
  generationId: string;
  platform: Platform;
}

/**
 * Takes one of the platform's free rewrites, atomically: one conditional upsert, so concurrent
 * rewrites of the same platform take exactly FREE_REWRITES_PER_PLATFORM between them. False when
 * they are used up.
 */
export async function takeFreeRewrite(db: Database, userId: string, target: RewriteTarget): Promise<boolean> {
  const taken = await db
    .insert(freeRewrites)
    .values({ ...target, userId, used: 1 })
    .onConflictDoUpdate({
      target: [freeRewrites.generationId, freeRewrites.platform],
      set: { used: sql`${freeRewrites.used} + 1` },
      setWhere: sql`${freeRewrites.used} < ${FREE_REWRITES_PER_PLATFORM} AND ${freeRewrites.userId} = ${userId}`,
    })
    .returning({ used: freeRewrites.used });
  return taken.length > 0;
}

/** Gives a free rewrite back when the rewrite failed: failures are never counted. */
export async function giveBackFreeRewrite(db: Database, target: RewriteTarget): Promise<void> {
  await db
    .update(freeRewrites)
    .set({ used: sql`GREATEST(0, ${freeRewrites.used} - 1)` })
    .where(
      and(eq(freeRewrites.generationId, target.generationId), eq(freeRewrites.platform, target.platform)),
    );
}

/** Free rewrites left for each of a generation's platforms. */
export async function freeRewritesLeft<P extends Platform>(
  db: Pick<Database, "select">,
  generationId: string,
  platforms: readonly P[],
): Promise<Partial<Record<P, number>>> {
  const rows = platforms.length
    ? await db
        .select({ platform: freeRewrites.platform, used: freeRewrites.used })
        .from(freeRewrites)
        .where(
          and(eq(freeRewrites.generationId, generationId), inArray(freeRewrites.platform, [...platforms])),
        )
    : [];
  const left: Partial<Record<P, number>> = {};
  for (const platform of platforms) {
    const used = rows.find((row) => row.platform === platform)?.used ?? 0;
    left[platform] = Math.max(0, FREE_REWRITES_PER_PLATFORM - used);
  }
  return left;
}

/** A new generation's allowance: every platform's free rewrites untouched. */
export function allFreeRewrites<P extends Platform>(platforms: readonly P[]): Partial<Record<P, number>> {
  return Object.fromEntries(platforms.map((platform) => [platform, FREE_REWRITES_PER_PLATFORM])) as Partial<
    Record<P, number>
  >;
}
