/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: makes an existing account an
 * admin, or a plain user again, straight in the database the app is configured for (DATABASE_URL,
 * else the PGlite database in DATA_DIR — stop the app first: PGlite is single-process). For
 * operators who can reach the database; ADMIN_EMAILS does the same for verified addresses at
 * sign-in.
 */
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { users } from "../src/server/db/schema";

const [command, rawEmail] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !rawEmail) {
  console.error("usage: npm run admin -- grant EMAIL | revoke EMAIL");
  process.exit(2);
}
const email = rawEmail.trim().toLowerCase();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(config.dataDir, "db"),
});
try {
  const updated = await database.db
    .update(users)
    .set({ role: command === "grant" ? "admin" : "user", updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${email}`)
    .returning({ id: users.id, email: users.email, role: users.role });
  const [user] = updated;
  if (!user) {
    console.error(`no account uses ${email}`);
    process.exitCode = 1;
  } else {
    console.log(`${user.email} is now ${user.role === "admin" ? "an admin" : "a user"}`);
  }
} finally {
  await database.close();
}
