import type { ErrorCode } from "../../domain/errors";
import { ApiError } from "./api-client";

/** The `code` of an API error reply (`{message, code}`), when there is one. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (!(error instanceof ApiError) || !error.bodyText) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      "code" in parsed &&
      typeof parsed.code === "string"
    ) {
      return parsed.code as ErrorCode;
    }
  } catch {
    // Not JSON.
  }
  return undefined;
}

/** A Free account has used its generations: 402 `limit_reached` (DESIGN.md §5). */
export function isLimitReached(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 402 || errorCodeOf(error) === "limit_reached");
}

/** A Pro-only feature asked for by a Free account: 403 `pro_required`. */
export function isProRequired(error: unknown): boolean {
  return error instanceof ApiError && errorCodeOf(error) === "pro_required";
}

/**
 * Every message the server's 400 gives for one request field, in order (a writer that could list
 * on none of the chosen marketplaces gives one reason per marketplace under `selectedPlatforms`).
 * Empty for any other error.
 */
export function fieldErrorsFrom(error: unknown, field: string): string[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.bodyText) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.bodyText);
  } catch {
    return [];
  }
  if (typeof parsed !== "object" || parsed === null || !("issues" in parsed)) return [];
  const issues = Array.isArray(parsed.issues) ? (parsed.issues as unknown[]) : [];
  return issues.flatMap((issue) => {
    if (typeof issue !== "object" || issue === null || !("path" in issue)) return [];
    const path = Array.isArray(issue.path) ? issue.path : [];
    if (path[0] !== field || !("message" in issue) || typeof issue.message !== "string") return [];
    const message = issue.message.trim();
    return message ? [message] : [];
  });
}

/**
 * The server's message for one request field: a 400 whose `issues` (zod's shape, `{path,
 * message}`) name `field` — a validation error, or the writer asking what the product is. The
 * form shows it beside that field. Null for any other error.
 */
export function fieldErrorFrom(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.bodyText) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.bodyText);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || !("issues" in parsed)) return null;
  const issues = Array.isArray(parsed.issues) ? (parsed.issues as unknown[]) : [];
  for (const issue of issues) {
    if (typeof issue !== "object" || issue === null || !("path" in issue)) continue;
    const path = Array.isArray(issue.path) ? issue.path : [];
    if (path[0] !== field) continue;
    const message = "message" in issue && typeof issue.message === "string" ? issue.message.trim() : "";
    if (message) return message;
    const top = "message" in parsed && typeof parsed.message === "string" ? parsed.message.trim() : "";
    return top || null;
  }
  return null;
}
