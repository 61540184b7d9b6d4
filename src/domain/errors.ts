import { z } from "zod";

/**
 * Every error reply in the HTTP contract (DESIGN.md §5): `{message, code}` plus, for bad input,
 * the zod issue list. The client reads `message` for its toasts.
 */
export const errorCodes = [
  "bad_request",
  "unauthorized",
  /** A card payment the billing provider declined (402, like Stripe's card errors). */
  "payment_declined",
  "limit_reached",
  "forbidden",
  /** A Pro-only feature (bulk upload, AI images) asked for by a Free account. */
  "pro_required",
  "not_found",
  "conflict",
  /** An export whose selection has nothing for the chosen marketplace (409). */
  "nothing_to_export",
  /** A signed link that was good once and has run out (410). */
  "link_expired",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  /**
   * Sign-in paused for the account as a whole (many wrong passwords from many places; 429): the
   * owner can ask for an e-mailed one-time sign-in link instead (POST /api/auth/sign-in-link).
   */
  "sign_in_throttled",
  "bad_gateway",
  /** The server is busy (its image work queue is full) or shutting down: try again after Retry-After. */
  "service_unavailable",
  "internal",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorReplySchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  issues: z.array(z.unknown()).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
