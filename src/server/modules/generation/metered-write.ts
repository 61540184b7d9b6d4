import type { Database } from "../../db/client";
import {
  accountDeletedError,
  accountExists,
  releaseGeneration,
  reserveGeneration,
  type UsageKind,
} from "../usage/service";
import { writerRefusalAsAppError } from "./writer-refusal";

/**
 * Runs `write` with one of the user's generations of `kind` reserved: 402 `limit_reached` before
 * any work when the plan has none left (Pro and admin accounts are not limited), and the
 * reservation given back when anything fails, so a failed write never costs a generation. A
 * writer's refusal comes out as its 400 (writer-refusal.ts). Generate, Regenerate and a
 * single-platform rewrite all spend through here. An account deleted while its generation ran
 * gets a 401 (nothing was stored: its rows' foreign keys refuse them), never a 500.
 */
export async function withReservedGeneration<T>(
  db: Database,
  userId: string,
  kind: UsageKind,
  write: () => Promise<T>,
): Promise<T> {
  await reserveGeneration(db, userId, kind);
  try {
    return await write();
  } catch (error) {
    await releaseGeneration(db, userId, kind);
    // (When the database itself failed, that error is the one to report.)
    if (!(await accountExists(db, userId).catch(() => true))) throw accountDeletedError(error);
    throw writerRefusalAsAppError(error);
  }
}
