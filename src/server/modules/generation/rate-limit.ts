import { FREE_IMAGE_ANALYSES, hasProAccess } from "../../../domain/plans";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { consumeRateLimit } from "../rate-limit/service";
import type { UserRow } from "../sessions/service";

/**
 * Generation calls per user per minute. Far above what a person clicking "Generate" does, low
 * enough to stop a runaway script from burning the model budget. Bulk jobs don't pass through
 * here: their pace is the server's own (BULK_CONCURRENCY).
 */
export const GENERATION_RATE = { limit: 30, windowMs: 60_000 } as const;

export async function enforceGenerationRate(db: Database, userId: string): Promise<void> {
  const result = await consumeRateLimit(db, { key: `generate:user:${userId}`, ...GENERATION_RATE });
  if (!result.allowed) {
    throw new AppError(
      "rate_limited",
      "Too many generations in a short time. Please wait a moment and try again.",
      {
        retryAfterSeconds: result.retryAfterSeconds,
      },
    );
  }
}

/**
 * Free accounts' daily allowance of image analyses (FREE_IMAGE_ANALYSES): counted per attempt,
 * before the image is read, because the point is to bound the decoding work, not to bill it.
 * Pro accounts are not counted, nor are admins (the quality lab's runner analyses images).
 */
export async function enforceImageAnalysisAllowance(db: Database, user: UserRow): Promise<void> {
  if (hasProAccess(user) || user.role === "admin") return;
  const result = await consumeRateLimit(db, { key: `analyze:user:${user.id}`, ...FREE_IMAGE_ANALYSES });
  if (!result.allowed) {
    throw new AppError(
      "rate_limited",
      `Free accounts can analyse ${FREE_IMAGE_ANALYSES.limit} images a day. Try again in ${waitInWords(result.retryAfterSeconds)}, or upgrade to Pro for unlimited image analysis.`,
      { retryAfterSeconds: result.retryAfterSeconds },
    );
  }
}

/** "about 5 hours", "12 minutes", "a minute": the wait rounded up, in words. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return "a minute";
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "about an hour" : `about ${hours} hours`;
}
