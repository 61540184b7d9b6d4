import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";

describe("committed migrations", () => {
  it("match the Drizzle schema (run `npm run db:generate` after changing schema.ts)", () => {
    const out = join(mkdtempSync(join(tmpdir(), "studio-migrations-")), "migrations");
    cpSync(migrationsFolder, out, { recursive: true });
    const config = join(out, "..", "drizzle.config.json");
    writeFileSync(
      config,
      // drizzle-kit only understands paths relative to the working directory.
      JSON.stringify({
        dialect: "postgresql",
        schema: "./src/server/db/schema.ts",
        out: relative(process.cwd(), out),
      }),
    );
    const output = execFileSync(
      join(process.cwd(), "node_modules/.bin/drizzle-kit"),
      ["generate", `--config=${config}`],
      {
        stdio: "pipe",
        encoding: "utf8",
      },
    );
    // drizzle-kit exits 0 even when it fails, so read what it said.
    expect(output).toContain("No schema changes");
    expect(readdirSync(out).sort()).toEqual(readdirSync(migrationsFolder).sort());
  }, 60_000);
});
