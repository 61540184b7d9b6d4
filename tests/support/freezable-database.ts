import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Database, DatabaseHandle } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";

/**
 * One app copy's view of the shared database that can be frozen, as a copy is by SIGKILL (frozen
 * for good) or SIGSTOP, a paused VM or a long GC pause (thawed later): while frozen, every query
 * it starts waits and none reaches the database; on thaw they run, late. Queries already under
 * way finish. Freeze a copy between statements, not inside a transaction (on PGlite an open
 * transaction would hold the one engine every copy shares).
 */
export interface FreezableDatabase {
  db: Database;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export function freezableDatabase(handle: DatabaseHandle): FreezableDatabase {
  let gate: Promise<void> | null = null;
  let open: () => void = () => {};
  const gated = <T extends object>(target: T, methods: readonly string[]): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver);
        if (typeof value !== "function") return value;
        if (typeof property === "string" && methods.includes(property)) {
          return async (...args: unknown[]) => {
            while (gate) await gate;
            return value.apply(object, args);
          };
        }
        return value.bind(object);
      },
    });

  let db: Database;
  let close: () => Promise<void>;
  if (handle.driver === "pglite" && handle.pglite) {
    db = drizzlePglite({
      client: gated(handle.pglite, ["query", "exec", "transaction"]),
      schema,
    }) as unknown as Database;
    close = async () => {};
  } else {
    if (!handle.url) throw new Error("a postgres handle without its connection string");
    const pool = new pg.Pool({ connectionString: handle.url, max: 4 });
    db = drizzlePg({ client: gated(pool, ["query", "connect"]), schema }) as unknown as Database;
    close = () => pool.end();
  }
  return {
    db,
    freeze() {
      if (gate) return;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    thaw() {
      gate = null;
      open();
    },
    close,
  };
}
