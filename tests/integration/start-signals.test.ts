import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Issue 31.2: `npm start`, as the README and a container run it, must hand SIGTERM to the
 * server. It used to end in `npm run build && tsx src/server/main.ts`: the shell between npm and
 * tsx died of the signal and the server ran on, orphaned, still answering.
 *
 * The real start script runs, through the real npm and shell; only its `npm run build` step is
 * stood in for (a build takes minutes on this machine and rewrites dist/ under whatever else is
 * running): a shim named `npm` first on PATH answers `run build` and passes everything else on.
 */
const work = mkdtempSync(join(tmpdir(), "studio-start-"));
const started: number[] = [];

afterAll(() => {
  // A failing run leaves the orphans this test is about: do not leave them to the machine.
  for (const pid of started) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(process.platform === "linux" && process.env.TEST_DB !== "postgres")("npm start", () => {
  it("passes SIGTERM to the server: the whole process tree exits and the port is freed", async () => {
    const realNpm = execFileSync("sh", ["-c", "command -v npm"]).toString().trim();
    const shims = join(work, "bin");
    execFileSync("mkdir", ["-p", shims]);
    writeFileSync(
      join(shims, "npm"),
      `#!/bin/sh\nif [ "$1" = "run" ] && [ "$2" = "build" ]; then exit 0; fi\nexec "${realNpm}" "$@"\n`,
    );
    chmodSync(join(shims, "npm"), 0o755);

    const npm = spawn(realNpm, ["start"], {
      env: {
        PATH: `${shims}:${process.env.PATH}`,
        HOME: process.env.HOME,
        NODE_ENV: "test",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: join(work, "data"),
        DATABASE_URL: "",
        LOG_LEVEL: "info",
        SESSION_SECRET: "start-signals-test-secret-0123456789-abcdef",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, like a container's PID 1: the signal goes to npm alone.
      detached: true,
    });
    const exited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
    const port = await listeningPort(npm);
    const tree = descendantsOf(npm.pid as number);
    started.push(npm.pid as number, ...tree);
    expect(tree.length).toBeGreaterThan(0);
    expect(await canConnect(port)).toBe(true);

    npm.kill("SIGTERM");
    await exited;

    // npm waits for the server; the server's own helpers (tsx's esbuild service) notice their
    // parent is gone a moment later. Nothing to await across processes: look until all are gone,
    // within the 10 s for an exit.
    const stillRunning = await leftAfter(tree, 10_000);
    expect(stillRunning).toEqual([]);
    expect(await canConnect(port)).toBe(false);
  }, 120_000);
});

function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match?.[1]) resolve(Number(match[1]));
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`npm start exited early (${code}): ${output}`)));
  });
}

/** Every process below `root`, read from /proc (children first found, grandchildren after). */
function descendantsOf(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of stat is the parent; the name before it is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parentOf.set(Number(entry), Number(fields[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const next = [...parentOf].filter(([, parent]) => frontier.includes(parent)).map(([pid]) => pid);
    found.push(...next);
    frontier = next;
  }
  return found;
}

async function leftAfter(pids: number[], withinMs: number): Promise<string[]> {
  const until = Date.now() + withinMs;
  while (pids.some(isAlive) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return pids.filter(isAlive).map((pid) => `${pid}: ${commandOf(pid)}`);
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return "(gone)";
  }
}

/** Alive and not a zombie (a zombie has exited; its parent just has not read its status yet). */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
