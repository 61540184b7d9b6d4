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
