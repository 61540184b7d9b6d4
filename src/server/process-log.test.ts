import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The process's own output is JSON lines (issue 31.8): a real child process installs the real
 * process logging (tests/fixtures/process-log/crash.ts, or main.ts itself), then crashes or warns.
 * Every line it writes, on stdout and stderr, must parse as JSON.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const fixture = join(root, "tests/fixtures/process-log/crash.ts");

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  lines: Record<string, unknown>[];
}

function run(script: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", fail);
    child.once("close", (code) => {
      const text = `${stdout}${stderr}`.split("\n").filter((line) => line.trim() !== "");
      // JSON.parse throws on any plain-text line, which fails the test with that line in view.
      done({ code, stdout, stderr, lines: text.map((line) => JSON.parse(line) as Record<string, unknown>) });
    });
  });
}

const crash = (mode: string) => run(fixture, [mode]);
const errOf = (line: Record<string, unknown> | undefined) =>
  line?.err as { type: string; message: string; stack: string; cause?: { message: string; code?: string } };

describe("process logging", () => {
  it("logs an uncaught exception as one fatal JSON line with its stack and cause, and exits 1", async () => {
    const result = await crash("throw");
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("");
    expect(result.lines).toHaveLength(1);
    const [line] = result.lines;
    expect(line).toMatchObject({
      level: 60,
      origin: "uncaughtException",
      msg: "uncaught exception; exiting",
    });
    const err = errOf(line);
    expect(err.message).toContain("the disk is on fire");
    expect(err.stack).toContain("crash.ts");
    expect(err.cause).toMatchObject({ message: "ENOSPC: no space left on device", code: "ENOSPC" });
  });

  it("logs an unhandled rejection the same way", async () => {
    const result = await crash("reject");
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("");
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ level: 60, origin: "unhandledRejection" });
    expect(errOf(result.lines[0]).message).toContain("a promise nobody awaited");
    expect(errOf(result.lines[0]).cause?.message).toBe("ENOSPC: no space left on device");
  });

  it("describes a rejection with something that is not an Error", async () => {
    const result = await crash("reject-non-error");
    expect(result.code).toBe(1);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ level: 60, origin: "unhandledRejection" });
    expect(errOf(result.lines[0])).toMatchObject({ type: "NonErrorThrown" });
    expect(errOf(result.lines[0]).message).toContain("'just a string'");
  });

  it("logs a process warning as one warn line instead of Node's plain-text printer", async () => {
    const result = await crash("warning");
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: "first line\nsecond line",
        warning: { name: "Warning", code: "STUDIO_TEST_WARNING", detail: "some detail" },
      }),
    ]);
  });

  it("turns the AWS SDK's multi-line Node version notice into one warn line", async () => {
    const result = await crash("s3-client");
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    // @aws-sdk/core warns on Node < 22 only (emitWarningIfUnsupportedVersion).
    if (Number(process.versions.node.split(".")[0]) < 22) {
      expect(result.lines).toEqual([
        expect.objectContaining({ level: 40, msg: expect.stringContaining("NodeVersionSupportWarning") }),
      ]);
    } else {
      expect(result.lines).toEqual([]);
    }
  });

  it("refuses a bad setting at start with one fatal JSON line naming it (main.ts)", async () => {
    const result = await run(join(root, "src/server/main.ts"), [], {
      NODE_ENV: "test",
      DATA_DIR: join(tmpdir(), "studio-process-log-test-never-created"),
      SESSION_SECRET: "process-log-test-secret-0123456789-abcdefgh",
      DATABASE_POOL_MAX: "0",
      S3_REQUEST_TIMEOUT_MS: "soon",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("");
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ level: 60 });
    expect(result.lines[0]?.msg).toContain("DATABASE_POOL_MAX: must be a whole number from 1 to 1000");
    expect(result.lines[0]?.msg).toContain(
      "S3_REQUEST_TIMEOUT_MS: must be a whole number from 1000 to 600000",
    );
  });
});
