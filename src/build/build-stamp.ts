import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Whether `npm start` must build first (scripts/build-is-current.ts): the build carries a stamp,
 * the time it started, and it is stale when any of its inputs changed after that time.
 *
 * The stamp lives inside the built folder (dist/client/.vite/, beside Vite's manifest), so it is
 * swapped in with the build it describes and can never describe another.
 */
const STAMP_FILE = join(".vite", "build-stamp.json");

/**
 * What a build is made of, relative to the project root: every file and folder under `src/`
 * (a folder's time changes when a file in it is added, removed or renamed) except tests, and the
 * files that configure the build.
 */
export const BUILD_INPUT_DIRS = ["src"] as const;
export const BUILD_INPUT_FILES = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "scripts/build.ts",
  "scripts/prerender.ts",
] as const;

const IS_TEST = /\.test\.tsx?$/;

export function writeBuildStamp(clientDir: string, startedAt: number): void {
  writeFileSync(
    join(clientDir, STAMP_FILE),
    `${JSON.stringify({ startedAt, started: new Date(startedAt).toISOString() })}\n`,
  );
}

/** The build's start time in ms, or null when the folder has no readable stamp. */
export function readBuildStamp(clientDir: string): number | null {
  try {
    const { startedAt } = JSON.parse(readFileSync(join(clientDir, STAMP_FILE), "utf8")) as {
      startedAt?: unknown;
    };
    return typeof startedAt === "number" && Number.isFinite(startedAt) ? startedAt : null;
  } catch {
    return null;
  }
}

export type BuildState = { current: true } | { current: false; reason: string };

/** Whether the build in `clientDir` (dist/client) is there and newer than every input under `root`. */
export function buildState(root: string, clientDir: string): BuildState {
  const shown = relative(root, clientDir) || clientDir;
  if (!existsSync(join(clientDir, "index.html"))) return { current: false, reason: `${shown} has no build` };
  const startedAt = readBuildStamp(clientDir);
  if (startedAt === null) return { current: false, reason: `${shown} has no build stamp` };
  const newer = firstInputNewerThan(root, startedAt);
  if (newer !== null) return { current: false, reason: `${newer} changed after ${shown} was built` };
  return { current: true };
}

/** The first input (relative path) changed after `time`, or null. */
function firstInputNewerThan(root: string, time: number): string | null {
  for (const file of BUILD_INPUT_FILES) {
    const path = join(root, file);
    if (existsSync(path) && lstatSync(path).mtimeMs > time) return file;
  }
  const pending = BUILD_INPUT_DIRS.map((dir) => join(root, dir)).filter((dir) => existsSync(dir));
  while (pending.length > 0) {
    const dir = pending.pop() as string;
    if (lstatSync(dir).mtimeMs > time) return relative(root, dir);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (!IS_TEST.test(entry.name) && lstatSync(path).mtimeMs > time) return relative(root, path);
    }
  }
  return null;
}
