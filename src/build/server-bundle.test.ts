import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bundleServer,
  checkImportsAreDependencies,
  checkNoOwnLocation,
  copyServerFiles,
  SERVER_ENTRY_FILE,
} from "./server-bundle";

const checkout = fileURLToPath(new URL("../..", import.meta.url));
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "studio-server-bundle-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function write(root: string, path: string, text: string): void {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe("bundleServer", () => {
  let out: string;
  beforeAll(async () => {
    out = join(work, "server");
    await bundleServer({ root: checkout, outDir: out });
  }, 60_000);

  it("writes the entry as an ES module with npm packages left as imports", () => {
    const entry = readFileSync(join(out, SERVER_ENTRY_FILE), "utf8");
    expect(entry).toMatch(/^import \{ z \} from "zod";$/m);
    expect(entry).not.toContain("node_modules");
    expect(JSON.parse(readFileSync(join(out, "package.json"), "utf8"))).toEqual({ type: "module" });
  });

  it("has every file the server names through serverFile(), at the same path", () => {
    const named = new Set<string>();
    for (const file of filesUnder(join(checkout, "src/server")).filter((f) => /(?<!\.test)\.ts$/.test(f))) {
      const text = readFileSync(join(checkout, "src/server", file), "utf8");
      for (const match of text.matchAll(/serverFile\("([^"]+)"\)/g)) named.add(match[1] as string);
    }
    // The migrations, the lexicon's products and its vocabulary at least.
    expect(named.size).toBeGreaterThanOrEqual(3);
    for (const path of named) expect(existsSync(join(out, path)), path).toBe(true);
    expect(filesUnder(join(out, "db/migrations"))).toEqual(
      filesUnder(join(checkout, "src/server/db/migrations")),
    );
  });
});

describe("checkNoOwnLocation", () => {
  it("refuses a bundled module that finds files from its own path, and allows server-paths.ts", () => {
    const root = join(work, "own-location");
    write(root, "src/server/server-paths.ts", "export const here = import.meta.url;");
    write(root, "src/server/db/client.ts", 'const dir = new URL("./migrations", import.meta.url);');
    write(root, "src/server/plain.ts", "// import.meta.url in a comment is prose\nexport const x = 1;");
    expect(() =>
      checkNoOwnLocation(root, ["src/server/server-paths.ts", "src/server/plain.ts"]),
    ).not.toThrow();
    expect(() => checkNoOwnLocation(root, ["src/server/server-paths.ts", "src/server/db/client.ts"])).toThrow(
      /src\/server\/db\/client\.ts locate files from their own path/,
    );
  });
});

describe("checkImportsAreDependencies", () => {
  const manifest = {
    dependencies: { pino: "^10", "@fastify/static": "^10" },
    devDependencies: { vitest: "^4" },
  };

  it("accepts Node's own modules and listed packages, by name or by subpath", () => {
    expect(() =>
      checkImportsAreDependencies(manifest, ["node:fs", "fs", "pino", "@fastify/static", "pino/file"]),
    ).not.toThrow();
  });

  it("names each package a production install would leave out", () => {
    expect(() =>
      checkImportsAreDependencies(manifest, ["pino", "vitest/config", "@types/node", "@types/node/fs"]),
    ).toThrow(/imports @types\/node, vitest, not in package\.json's dependencies/);
  });
});

describe("copyServerFiles", () => {
  it("copies every file that is not TypeScript to the same path, and no source", () => {
    const src = join(work, "copy-src");
    write(src, "db/migrations/0000_init.sql", "create table t ();");
    write(src, "db/migrations/meta/_journal.json", "{}");
    write(src, "db/client.ts", "export {};");
    write(src, "providers/data/words.json", "[]");
    write(src, "providers/words.test.ts", "");
    const out = join(work, "copy-out");
    expect(copyServerFiles(src, out)).toEqual([
      "db/migrations/0000_init.sql",
      "db/migrations/meta/_journal.json",
      "providers/data/words.json",
    ]);
    expect(filesUnder(out)).toEqual([
      "db/migrations/0000_init.sql",
      "db/migrations/meta/_journal.json",
      "providers/data/words.json",
    ]);
  });
});
