import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltProject, makeBuiltProject } from "../support/built-project";

/**
 * Issue 31.2: `npm start`, as the README and a container run it, must hand SIGTERM to the
 * server. It used to end in `npm run build && tsx src/server/main.ts`: the shell between npm and
 * tsx died of the signal and the server ran on, orphaned, still answering. It now execs the built
 * server, `node dist/server/main.js`, with no TypeScript compiler loaded.
 *
 * The real start script runs, through the real npm and shell, in a project folder of the test's
 * own whose build is current (tests/support/built-project.ts: the real server bundle, a stand-in
 * client): its check passes, so no build runs, and what it starts is the built server.
 */
const work = mkdtempSync(join(tmpdir(), "studio-start-"));
const started: number[] = [];
let project: BuiltProject;

beforeAll(async () => {
  project = await makeBuiltProject(join(work, "project"));
});

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
  it("runs the built server and passes SIGTERM to it: it drains, exits 0 and frees the port", async () => {
    const npm = spawn("npm", ["start"], {
      cwd: project.root,
      env: {
        PATH: process.env.PATH,
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
    let output = "";
    npm.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    npm.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
    const port = await listeningPort(npm);
    const tree = descendantsOf(npm.pid as number);
    started.push(npm.pid as number, ...tree);
    // The shell execs node: npm's one descendant is the built server, and nothing runs tsx.
    expect(tree.map(commandOf)).toEqual([`node dist/server/main.js`]);
    expect(output).not.toMatch(/building first/);
    expect(await canConnect(port)).toBe(true);

    npm.kill("SIGTERM");
    // npm exits with the server's own code: 0 after a clean drain.
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"shut down cleanly"');

    // Nothing to await across processes: look until all are gone, within the 10 s.
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
