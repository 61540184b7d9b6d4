import { inspect } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";
import type { AppConfig } from "./config";
import { pinoOptions } from "./plugins/logging";

/**
 * What the process itself says, in the same JSON lines as the app's request log (issue 31.8): a
 * crash (an uncaught exception, an unhandled rejection) and Node's process warnings used to reach
 * stderr as plain text — a stack trace over many lines, the AWS SDK's seven-line Node version
 * notice — which a JSON log shipper splits into garbage or drops.
 */

/**
 * The process's own logger: the app's options (redaction, the error serialiser with `cause`),
 * written synchronously to stdout so a crash line is out before process.exit.
 */
export function createProcessLogger(
  level: AppConfig["logLevel"] = "info",
  destination: DestinationStream = pino.destination({ fd: 1, sync: true }),
): Logger {
  return pino(pinoOptions(level), destination);
}

/** What writes other loggers' buffered lines (the app's asynchronous request log) before a crash line. */
const crashFlushers = new Set<() => void>();

/**
 * Registers a synchronous flush to run when the process crashes, before its fatal line (so the
 * lines logged just before the crash come out, and in order). Returns what unregisters it.
 */
export function flushOnCrash(flush: () => void): () => void {
  crashFlushers.add(flush);
  return () => {
    crashFlushers.delete(flush);
  };
}

export interface ProcessLoggingOptions {
  /** How to end the process after a crash line (tests pass their own). */
  exit?: (code: number) => void;
}

/**
 * Logs an uncaught exception or an unhandled rejection as one `fatal` line (level 60, `err` with
 * its message, stack and cause) and exits 1; the process is in an unknown state by then, so it
 * does not try to drain (another copy or a restart takes over). Logs every process warning as one
 * `warn` line instead of Node's plain-text printer. Install it first, before anything can crash
 * or warn. Returns what undoes it.
 */
export function installProcessLogging(log: Logger, options: ProcessLoggingOptions = {}): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let crashed = false;
  const crash = (origin: "uncaughtException" | "unhandledRejection") => (thrown: unknown) => {
    if (crashed) return;
    crashed = true;
    const what = origin === "unhandledRejection" ? "unhandled rejection" : "uncaught exception";
    try {
      for (const flush of crashFlushers) {
        try {
          flush();
        } catch {
          // A logger that cannot write any more must not stop the crash line.
        }
      }
      logFatal(log, thrown, `${what}; exiting`, { origin });
    } finally {
      exit(1);
    }
  };
  const onUncaughtException = crash("uncaughtException");
  const onUnhandledRejection = crash("unhandledRejection");
  const onWarning = (warning: Error & { code?: string; detail?: string }) => {
    // What Node's own printer skips, under --no-deprecation.
    if (warning.name === "DeprecationWarning" && process.noDeprecation) return;
    log.warn(
      {
        warning: {
          name: warning.name,
          code: warning.code,
          detail: warning.detail,
          // Where it was raised, only when asked for (node --trace-warnings), as Node does.
          stack: (process as { traceProcessWarnings?: boolean }).traceProcessWarnings
            ? warning.stack
            : undefined,
        },
      },
      warning.message,
    );
  };

  // Node's plain-text printer is its 'warning' listener `onWarning` (lib/internal/process/warning.js);
  // the warnings themselves still reach every listener, ours included.
  const nodePrinters = process.listeners("warning").filter((listener) => listener.name === "onWarning");
  for (const printer of nodePrinters) process.removeListener("warning", printer);
  process.on("warning", onWarning);
  process.on("uncaughtException", onUncaughtException);
  process.on("unhandledRejection", onUnhandledRejection);
  return () => {
    process.removeListener("warning", onWarning);
    process.removeListener("uncaughtException", onUncaughtException);
    process.removeListener("unhandledRejection", onUnhandledRejection);
    for (const printer of nodePrinters) process.on("warning", printer);
  };
}

/** One fatal line for anything thrown: an Error as `err`, anything else described in one. */
export function logFatal(log: Logger, thrown: unknown, message: string, fields: object = {}): void {
  try {
    log.fatal({ ...fields, err: asError(thrown) }, message);
  } catch {
    // The logger itself failed (a serialiser on a hostile object): still one JSON line.
    process.stdout.write(
      `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: message, err: { message: describeValue(thrown) } })}\n`,
    );
  }
}

/** What a thrown value that is not an Error becomes, so the line still has a message and a type. */
class NonErrorThrown extends Error {
  override name = "NonErrorThrown";
}

function asError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  return new NonErrorThrown(`a value that is not an Error was thrown: ${describeValue(thrown)}`);
}

function describeValue(thrown: unknown): string {
  return inspect(thrown, { depth: 2, breakLength: Number.POSITIVE_INFINITY }).slice(0, 2000);
}
