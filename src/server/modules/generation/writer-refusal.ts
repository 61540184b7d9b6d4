import { AppError } from "../../lib/app-error";
import { NothingToListError, ProductUnknownError } from "../../providers/generation/generation-provider";

export const NOTHING_TO_LIST_FALLBACK =
  "None of the marketplaces you chose can list this product. Pick another marketplace and try again.";

/**
 * A writer's refusal as the answer the seller gets: 400 `bad_request` with the writer's message,
 * and `issues` in the shape zod validation errors have (`{code, path, message}`), so the client
 * can show the message beside the field it names. Any other error passes through unchanged.
 * The services call this after giving the reserved generation back: a refusal is never charged.
 */
export function writerRefusalAsAppError(error: unknown): unknown {
  if (error instanceof ProductUnknownError) {
    return new AppError("bad_request", error.message, {
      issues: [{ code: "custom", path: [error.field], message: error.message }],
      cause: error,
    });
  }
  if (error instanceof NothingToListError) {
    // One issue per skipped marketplace; each reason names its marketplace already.
    const reasons = Object.values(error.reasons).flatMap((reason) => (reason?.trim() ? [reason.trim()] : []));
    return new AppError("bad_request", error.message.trim() || NOTHING_TO_LIST_FALLBACK, {
      issues: reasons.map((reason) => ({ code: "custom", path: ["selectedPlatforms"], message: reason })),
      cause: error,
    });
  }
  return error;
}

/**
 * Runs a check that may refuse the brief (the brief screen) before anything is reserved: a
 * refusal comes out as the same 400 a writer's refusal gets.
 */
export function refusedEarly<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw writerRefusalAsAppError(error);
  }
}
