import { ApiError, errorMessageFrom } from "../../lib/api-client";

/** The server's message for a toast; without one, the error's own text. */
export const toastMessageOf = (error: unknown): string =>
  errorMessageFrom(error, error instanceof Error ? error.message : "Please try again.");

/** Why a call failed, for a step or an image: '402: {server message}' or the exception's message. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError) return `${error.status}: ${errorMessageFrom(error, error.message)}`;
  return error instanceof Error ? error.message : String(error);
}
