import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { writeBuildStamp } from "./build-stamp";
import { checkPrerenderedOutput } from "./check-prerendered";

/**
 * `npm run build` (scripts/build.ts) without its tools: the steps are passed in, so a test can
 * stand in for esbuild, Vite and React.
 *
 * Everything is built into a folder of its own beside the outputs (`dist/.build-<pid>-<random>/`,
 * on the same file system), prerendered and checked there, and only then renamed into place: the
 * server (dist/server), then the client (dist/client). A failed step or check leaves the build
 * being served as it was; two builds at once each have their own folder, and whichever renames in
 * last wins whole. Issue 31: two builds writing one `dist/client` had left the public pages as
 * error shells.
 */
export interface BuildSteps {
  /** The server as JavaScript (src/build/server-bundle.ts) into `serverDir`, which does not exist yet. */
  server(serverDir: string): Promise<void>;
  /** The client (`vite build`) into `clientDir`, which does not exist yet. */
  client(clientDir: string): Promise<void>;
  /** The build-time server bundle (`vite build --ssr`) into `ssrDir`, which does not exist yet. */
  ssr(ssrDir: string): Promise<void>;
  /** The prerendered pages into `clientDir/prerendered`, rendered by the bundle in `ssrDir`. */
  prerender(clientDir: string, ssrDir: string): Promise<void>;
}

export interface BuildOutputOptions {
  /** The folder the server serves (dist/client); replaced whole, only by a build that passed. */
  outputDir: string;
  /** The folder `npm start` runs (dist/server), beside `outputDir`; replaced whole the same way. */
  serverOutputDir: string;
  steps: BuildSteps;
  /** Text no prerendered page may carry: the checkout's own paths (a stack trace would). */
  forbiddenText?: readonly string[];
  /** Called with the build's own folder as soon as it exists (scripts/build.ts removes it on a signal). */
  onWorkDir?: (workDir: string) => void;
  now?: () => number;
}

const WORK_PREFIX = ".build-";

export async function buildOutput(options: BuildOutputOptions): Promise<void> {
  const { outputDir, serverOutputDir, steps, forbiddenText = [], now = Date.now } = options;
  const parent = dirname(outputDir);
  // Renames work within one folder's file system only.
  if (dirname(serverOutputDir) !== parent) throw new Error(`${serverOutputDir} is not beside ${outputDir}`);
  mkdirSync(parent, { recursive: true });
  removeAbandonedWorkDirs(parent);
  const workDir = mkdtempSync(join(parent, `${WORK_PREFIX}${process.pid}-`));
  options.onWorkDir?.(workDir);
  try {
    // Taken before any source is read: a file saved while this build runs is newer than its stamp,
    // so the next `npm start` builds again (build-stamp.ts).
    const startedAt = now();
    const clientDir = join(workDir, "client");
    const ssrDir = join(workDir, "prerender");
    const serverDir = join(workDir, "server");
    // The server first: it takes a second, and a compile error then fails before the slow steps.
    await steps.server(serverDir);
    await steps.client(clientDir);
    await steps.ssr(ssrDir);
    await steps.prerender(clientDir, ssrDir);
    checkPrerenderedOutput(clientDir, forbiddenText);
    writeBuildStamp(serverDir, startedAt, "server");
    writeBuildStamp(clientDir, startedAt, "client");
    // Two renames, not one: stopped between them, each folder still holds one whole build with its
    // own stamp, and `npm start` builds again if the older one is stale (build-stamp.ts).
    swapIntoPlace(serverDir, serverOutputDir, join(workDir, "replaced-server"));
    swapIntoPlace(clientDir, outputDir, join(workDir, "replaced-client"));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * Puts `newDir` where `target` is, by renames only: the old folder is renamed into `trashDir`
 * (removed by the caller), the new one renamed in. When another build renamed its own in between,
 * that one is moved aside in turn and this one goes in: the target always holds one whole build.
 * Should the new one fail to go in, the old one is renamed back.
 */
export function swapIntoPlace(newDir: string, target: string, trashDir: string): void {
  mkdirSync(trashDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    const previous = join(trashDir, `previous-${attempt}`);
    let movedAway = false;
    try {
      renameSync(target, previous);
      movedAway = true;
    } catch (error) {
      if (codeOf(error) !== "ENOENT") throw error;
    }
    try {
      renameSync(newDir, target);
      return;
    } catch (error) {
      const raced = codeOf(error) === "ENOTEMPTY" || codeOf(error) === "EEXIST";
      if (raced && attempt < 20) continue;
      if (movedAway && !existsSync(target)) renameSync(previous, target);
      throw error;
    }
  }
}

/**
 * Work folders of builds that died without cleaning up (killed with SIGKILL, the machine went
 * down). A folder whose process still runs is another build's, and is left alone.
 */
export function removeAbandonedWorkDirs(parent: string): void {
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    const pid = new RegExp(`^${WORK_PREFIX.replace(".", "\\.")}(\\d+)-`).exec(name)?.[1];
    if (pid === undefined || isRunning(Number(pid))) continue;
    rmSync(join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return codeOf(error) === "EPERM";
  }
}

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
