import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";

const run = promisify(execFile);

/** `npm run admin -- grant|revoke EMAIL` against a real PGlite data directory. */
describe.runIf(process.env.TEST_DB !== "postgres")("the admin command", () => {
  it("grants and revokes admin on an existing account, and says so when there is none", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "studio-admin-cli-"));
    try {
      const database = await openDatabase({ pgliteDir: join(dataDir, "db") });
      await database.db.insert(users).values({ email: "ops@example.com", passwordHash: "x" });
      await database.close();
      const cli = (...args: string[]) =>
        run("npx", ["tsx", "scripts/admin.ts", ...args], {
          // The PGlite directory, not the server CI points DATABASE_URL at.
          env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
        });

      expect((await cli("grant", "Ops@Example.com")).stdout).toContain("ops@example.com is now an admin");
      const roleNow = async () => {
        const reopened = await openDatabase({ pgliteDir: join(dataDir, "db") });
        const [row] = await reopened.db.select().from(users).where(eq(users.email, "ops@example.com"));
        await reopened.close();
        return row?.role;
      };
      expect(await roleNow()).toBe("admin");
      expect((await cli("revoke", "ops@example.com")).stdout).toContain("is now a user");
      expect(await roleNow()).toBe("user");
      const missing = await cli("grant", "nobody@example.com").catch((error) => error);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("no account uses nobody@example.com");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
