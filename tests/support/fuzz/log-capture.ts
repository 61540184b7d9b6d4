import type { FastifyBaseLogger } from "fastify";
import { symbols } from "pino";

/**
 * Catches the app's log lines (pino writes each line to one destination stream, which every
 * child logger shares) so a failing request's report can quote what the server logged about it:
 * the error and its stack, i.e. the file and line of the cause. Nothing reaches the terminal.
 */
export class LogCapture {
  #lines: string[] = [];

  constructor(logger: FastifyBaseLogger) {
    const holder = logger as unknown as Record<symbol, { write: (line: string) => unknown }>;
    const stream = holder[symbols.streamSym];
    if (!stream) throw new Error("the app's logger has no pino destination stream");
    stream.write = (line: string) => {
      if (this.#lines.length < 200) this.#lines.push(line);
      return true;
    };
  }

  /** The lines logged since the last call, parsed where they are JSON. */
  take(): Record<string, unknown>[] {
    const lines = this.#lines;
    this.#lines = [];
    return lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return { msg: line };
      }
    });
  }
}

/** The first stack frame in the app's own code (src/…), e.g. `src/server/db/x.ts:12:5`. */
export function appFrame(entry: Record<string, unknown>): string | undefined {
  const stacks: string[] = [];
  const collect = (value: unknown, depth: number) => {
    if (!value || typeof value !== "object" || depth > 5) return;
    const record = value as Record<string, unknown>;
    if (typeof record.stack === "string") stacks.push(record.stack);
    for (const child of Object.values(record)) collect(child, depth + 1);
  };
  collect(entry, 0);
  for (const stack of stacks) {
    for (const line of stack.split("\n")) {
      const match = /(src\/[^\s:()]+:\d+:\d+)/.exec(line);
      if (match?.[1] && !line.includes("node_modules")) return match[1];
    }
  }
  return undefined;
}

/** One line per logged problem: level, message, error type/message and the app frame. */
export function summariseLog(entries: readonly Record<string, unknown>[]): string[] {
  return entries
    .filter((entry) => typeof entry.level !== "number" || entry.level >= 40)
    .map((entry) => {
      const err = (entry.err ?? {}) as Record<string, unknown>;
      const message = typeof err.message === "string" ? err.message.split("\n")[0]?.slice(0, 300) : undefined;
      const parts = [
        `level ${String(entry.level)}`,
        String(entry.msg ?? ""),
        err.type ? `${String(err.type)}: ${message ?? ""}` : undefined,
        appFrame(entry) ? `at ${appFrame(entry)}` : undefined,
      ];
      return parts.filter(Boolean).join(" | ");
    });
}
