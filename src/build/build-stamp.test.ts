import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildState, readBuildStamp, writeBuildStamp } from "./build-stamp";

let root: string;
let clientDir: string;
let serverDir: string;
/** Both built folders, as scripts/build-is-current.ts passes them. */
let dirs: { client: string; server: string };

// Times are set explicitly (no sleeping): sources at T, the build started a minute later.
const T = new Date("2026-11-01T10:00:00Z");
const built = T.getTime() + 60_000;
const later = new Date(built + 60_000);

function write(path: string, text = "x", at = T): void {
  const full = join(root, path);
  mkdirSync(join(full, ".."), { recursive: true });
  writeFileSync(full, text);
  utimesSync(full, at, at);
}

/** Every folder's time set to T, as a checkout that has not changed since. */
function settleFolders(...dirs: string[]): void {
  for (const dir of dirs) utimesSync(join(root, dir), T, T);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "studio-stamp-"));
  clientDir = join(root, "dist", "client");
  serverDir = join(root, "dist", "server");
  dirs = { client: clientDir, server: serverDir };
  write("package.json", "{}");
  write("vite.config.ts");
  write("src/client/app.tsx");
  write("src/client/index.html");
  write("src/client/app.test.tsx");
  write("src/domain/plans.ts");
  settleFolders("src/client", "src/domain", "src");
  mkdirSync(join(clientDir, ".vite"), { recursive: true });
  writeFileSync(join(clientDir, "index.html"), "<html></html>");
  writeBuildStamp(clientDir, built);
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(join(serverDir, "main.js"), "export {};\n");
  writeBuildStamp(serverDir, built, "server");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("buildState", () => {
  it("is current when nothing changed since the build started", () => {
    expect(readBuildStamp(clientDir)).toBe(built);
    expect(readBuildStamp(serverDir, "server")).toBe(built);
    expect(buildState(root, dirs)).toEqual({ current: true });
  });

  it("is stale when a source was touched after the build started", () => {
    utimesSync(join(root, "src/domain/plans.ts"), later, later);
    expect(buildState(root, dirs)).toEqual({
      current: false,
      reason: `${join("src", "domain", "plans.ts")} changed after ${join("dist", "client")} was built`,
    });
  });

  it("is stale when a build file changed (package.json, the Vite config)", () => {
    utimesSync(join(root, "vite.config.ts"), later, later);
    expect(buildState(root, dirs)).toMatchObject({
      current: false,
      reason: expect.stringMatching(/^vite\.config\.ts changed/),
    });
  });

  it("is stale when a source was removed (its folder changed)", () => {
    rmSync(join(root, "src/domain/plans.ts"));
    expect(buildState(root, dirs)).toMatchObject({
      current: false,
      reason: expect.stringMatching(/^src\/domain changed/),
    });
  });

  it("ignores a test file: tests are never built", () => {
    utimesSync(join(root, "src/client/app.test.tsx"), later, later);
    expect(buildState(root, dirs)).toEqual({ current: true });
  });

  it("is stale when there is no build, or a build without a stamp", () => {
    rmSync(join(clientDir, ".vite", "build-stamp.json"));
    expect(buildState(root, dirs)).toEqual({
      current: false,
      reason: `${join("dist", "client")} has no build stamp`,
    });
    rmSync(join(root, "dist"), { recursive: true });
    expect(buildState(root, dirs)).toEqual({
      current: false,
      reason: `${join("dist", "client")} has no build`,
    });
  });

  it("is stale when the server has no build or no stamp, though the client is current", () => {
    rmSync(join(serverDir, "build-stamp.json"));
    expect(buildState(root, dirs)).toEqual({
      current: false,
      reason: `${join("dist", "server")} has no build stamp`,
    });
    rmSync(serverDir, { recursive: true });
    expect(buildState(root, dirs)).toEqual({
      current: false,
      reason: `${join("dist", "server")} has no build`,
    });
  });

  it("judges by the older folder: a server left from an earlier build goes stale first", () => {
    // A build stopped between its two renames: the client is new, the server from before an edit.
    writeBuildStamp(serverDir, T.getTime() - 60_000, "server");
    expect(buildState(root, dirs)).toMatchObject({
      current: false,
      reason: expect.stringMatching(/changed after dist\/server was built$/),
    });
  });

  it("is stale when the stamp is unreadable", () => {
    writeFileSync(join(clientDir, ".vite", "build-stamp.json"), "{not json");
    expect(readBuildStamp(clientDir)).toBeNull();
    expect(buildState(root, dirs)).toMatchObject({ current: false });
  });
});
