import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

/**
 * Creating a PGlite database costs seconds; cloning a dump costs well under one. Build and
 * migrate one database once, then every test file starts from its dump.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "studio-pglite-snapshot-"));
  const handle = await openDatabase({});
  const snapshotPath = join(dir, "migrated.tar.gz");
  if (!handle.pglite) throw new Error("expected the embedded PGlite database");
  const dump = await handle.pglite.dumpDataDir("gzip");
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteSnapshotPath", snapshotPath);
  return () => rmSync(dir, { recursive: true, force: true });
}
