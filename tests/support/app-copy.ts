import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/**
 * Real app processes for the chaos suite (tests/chaos): each copy is the server a deployment runs,
 * spawned with its own environment and port, so faults (SIGTERM, SIGKILL, cut connections) hit a
 * real process with real pools, signal handlers and logs. Everything about how a copy is started
 * lives here, so the start command changes in one place.
 */

/**
 * How a copy is started: node itself is the process that gets the signals, as under `npm start`
 * (which execs node). `npm start` is moving to the compiled server (dist/server/main.js); the
 * suite runs the sources through tsx for now, because `npm test` runs the tests before
 * `npm run build`, so a dist/ there would be missing or stale. Once tests run after a build, this
 * becomes ["dist/server/main.js"].
 */
const START_COMMAND: readonly string[] = ["--import", "tsx", "src/server/main.ts"];

/** Longest wait for a copy to answer its liveness probe (migrations, a loaded 2-core machine). */
const START_WITHIN_MS = 90_000;

/** One JSON log line of a copy (pino): the fields the suite reads. */
export interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  itemId?: string;
  [field: string]: unknown;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningCopy {
  /** The suite's name for it ("a", "b"). */
  name: string;
  pid: number;
  port: number;
  origin: string;
  /** Every log line so far, parsed (a line that is not JSON is kept as `msg`). */
  logs(): LogLine[];
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  running(): boolean;
  /** SIGTERM, as a deploy or a scale-down sends it. */
  terminate(): void;
  /** SIGKILL: the copy dies at once, mid-whatever, as on a lost machine or an OOM kill. */
  kill(): Promise<Exit>;
  /**
   * Whether a bulk item's `processed_by` names this copy (bulk-queue.ts's bulkInstanceName is
   * `host:pid:tag`).
   */
  ran(processedBy: string | null): boolean;
}

/**
 * Starts a copy on `port` (or a free one) with exactly `env` (plus PATH and HOME: nothing leaks in
 * from the test runner) and waits until its liveness probe answers 200.
 */
export async function startCopy(
  name: string,
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<RunningCopy> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [...START_COMMAND], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      HOST: "127.0.0.1",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`copy ${name} did not start`);
  const lines = collectLines(child, name);
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  const origin = `http://127.0.0.1:${port}`;
  const copy: RunningCopy = {
    name,
    pid,
    port,
    origin,
    logs: () => lines,
    exited,
    running: () => !hasExited,
    terminate: () => {
      child.kill("SIGTERM");
    },
    kill: async () => {
      child.kill("SIGKILL");
      return exited;
    },
    ran: (processedBy) => processedBy?.split(":").at(-2) === String(pid),
  };
  try {
    await untilLive(copy);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return copy;
}

/** Kills whatever is still running (an afterAll's net, never the way a test stops a copy). */
export async function killAll(copies: readonly RunningCopy[]): Promise<void> {
  await Promise.all(copies.filter((copy) => copy.running()).map((copy) => copy.kill()));
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** GET a probe; the status, or 0 when nothing answers. */
export async function probe(copy: RunningCopy, path: string): Promise<number> {
  try {
    const response = await fetch(`${copy.origin}${path}`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function untilLive(copy: RunningCopy): Promise<void> {
  const deadline = Date.now() + START_WITHIN_MS;
  for (;;) {
    if (!copy.running()) {
      const exit = await copy.exited;
      const tail = copy
        .logs()
        .slice(-20)
        .map((line) => line.msg)
        .join("\n");
      throw new Error(`copy ${copy.name} exited while starting (${JSON.stringify(exit)}):\n${tail}`);
    }
    if ((await probe(copy, "/api/health/live")) === 200) return;
    if (Date.now() > deadline) throw new Error(`copy ${copy.name} not live within ${START_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Parses stdout and stderr line by line; DEBUG_CHAOS=1 echoes them, prefixed with the copy's name. */
function collectLines(child: ChildProcess, name: string): LogLine[] {
  const lines: LogLine[] = [];
  const follow = (stream: NodeJS.ReadableStream | null) => {
    let partial = "";
    stream?.on("data", (chunk: Buffer) => {
      partial += chunk.toString();
      const complete = partial.split("\n");
      partial = complete.pop() ?? "";
      for (const text of complete) {
        if (!text.trim()) continue;
        if (process.env.DEBUG_CHAOS) process.stderr.write(`[${name}] ${text}\n`);
        try {
          lines.push(JSON.parse(text) as LogLine);
        } catch {
          lines.push({ msg: text });
        }
      }
    });
  };
  follow(child.stdout);
  follow(child.stderr);
  return lines;
}
