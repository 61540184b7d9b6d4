import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * The per-field messages of an error reply's zod-style `issues` (`{path: ["password"], message}`),
 * keyed by the first path segment; the first message of a field wins. Anything else (no issues,
 * a network failure, a body that is not JSON) yields an empty object.
 */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.bodyText) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.bodyText);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || !("issues" in parsed)) return {};
  const { issues } = parsed;
  if (!Array.isArray(issues)) return {};
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (typeof issue !== "object" || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const field = Array.isArray(path) ? path[0] : undefined;
    if (typeof field !== "string" || typeof message !== "string" || message.trim() === "") continue;
    fields[field] ??= message;
  }
  return fields;
}

/**
 * Shows a reply's issues beside the form's own fields (`fields`: the names the form has, so a
 * server name like "token" is never set on a form without it). True when at least one was shown.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const messages = fieldErrorsFrom(error);
  let shown = false;
  for (const field of fields) {
    const message = messages[field];
    if (message === undefined) continue;
    setError(field, { type: "server", message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/** The HTTP status of an error reply, or null for a network failure or a bug. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
