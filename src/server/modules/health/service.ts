import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { StorageProvider } from "../../providers/storage/storage-provider";

export type DependencyState = "ok" | "down";
export interface Health {
  status: "ok" | "down";
  db: DependencyState;
  storage: DependencyState;
}

/** A dependency that has not answered by then counts as down: a health check must answer fast. */
export const HEALTH_CHECK_TIMEOUT_MS = 3_000;
/** When a copy that is not ready suggests asking again: about a probe interval of a balancer. */
export const READY_RETRY_AFTER_SECONDS = 5;
/** A key that never exists: asking for it proves the store answers without reading user data. */
const PROBE_KEY = "health/probe";

export async function checkHealth(deps: { db: Database; storage: StorageProvider }): Promise<Health> {
  const [db, storage] = await Promise.all([
    probe(() => deps.db.execute(sql`select 1`)),
    probe(() => deps.storage.head(PROBE_KEY)),
  ]);
  return { status: db === "ok" && storage === "ok" ? "ok" : "down", db, storage };
}

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"down">((resolve) => {
    timer = setTimeout(() => resolve("down"), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => "ok" as const), deadline]);
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}
