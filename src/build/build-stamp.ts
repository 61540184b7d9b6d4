import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Whether `npm start` must build first (scripts/build-is-current.ts): each built folder (the client
 * in dist/client, the server in dist/server) carries a stamp, the time its build started, and the
 * build is stale when either is missing or any input changed after that time.
 *
 * A stamp lives inside the folder it describes (the client's beside Vite's manifest in .vite/), so
 * it is swapped in with that folder and can never describe another.
 */
export type BuiltPart = "client" | "server";

const STAMP_FILES: Record<BuiltPart, string> = {
  client: join(".vite", "build-stamp.json"),
  server: "build-stamp.json",
};

/** The file without which a folder holds no build of that part. */
const ENTRY_FILES: Record<BuiltPart, string> = { client: "index.html", server: "main.js" };

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

export function writeBuildStamp(dir: string, startedAt: number, part: BuiltPart = "client"): void {
  writeFileSync(
    join(dir, STAMP_FILES[part]),
    `${JSON.stringify({ startedAt, started: new Date(startedAt).toISOString() })}\n`,
  );
}

/** The build's start time in ms, or null when the folder has no readable stamp. */
export function readBuildStamp(dir: string, part: BuiltPart = "client"): number | null {
  try {
    const { startedAt } = JSON.parse(readFileSync(join(dir, STAMP_FILES[part]), "utf8")) as {
      startedAt?: unknown;
    };
    return typeof startedAt === "number" && Number.isFinite(startedAt) ? startedAt : null;
  } catch {
    return null;
  }
}

export type BuildState = { current: true } | { current: false; reason: string };

/**
 * Whether each built folder (dist/client, dist/server) is there and newer than every input under
 * `root`. The two are swapped in one after the other, so each is judged by its own stamp.
 */
export function buildState(root: string, dirs: Record<BuiltPart, string>): BuildState {
  let oldest = Number.POSITIVE_INFINITY;
  let oldestShown = "";
  for (const part of ["client", "server"] as const) {
    const dir = dirs[part];
    const shown = relative(root, dir) || dir;
    if (!existsSync(join(dir, ENTRY_FILES[part]))) return { current: false, reason: `${shown} has no build` };
    const startedAt = readBuildStamp(dir, part);
    if (startedAt === null) return { current: false, reason: `${shown} has no build stamp` };
    if (startedAt < oldest) [oldest, oldestShown] = [startedAt, shown];
  }
  const newer = firstInputNewerThan(root, oldest);
  if (newer !== null) return { current: false, reason: `${newer} changed after ${oldestShown} was built` };
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
