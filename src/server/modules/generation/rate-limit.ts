import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { consumeRateLimit } from "../rate-limit/service";

/**
 * Generation calls per user per minute. Far above what a person clicking "Generate" does (a bulk
 * run of a Pro user paces itself at one image per ~3 s), low enough to stop a runaway script
 * from burning the model budget.
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
