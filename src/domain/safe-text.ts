import { z } from "zod";
import { groupThousands } from "./count-format";

/**
 * Free text from a request, checked once for every endpoint (server routes and client forms use
 * the same schemas). Two things are refused with a 400 here rather than failing later as a 500:
 * - NUL (U+0000): PostgreSQL cannot store it in `text` or `jsonb`;
 * - a UTF-16 surrogate without its partner: not Unicode at all; `jsonb` refuses it and UTF-8
 *   cannot encode it.
 * And every field has a length cap, so no request can hand the server an unbounded string.
 */

// One position at a time, no quantifiers: linear in the length of the text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const UNSAFE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_CHARACTERS_MESSAGE =
  "Contains characters that are not allowed (a NUL character or a broken emoji/Unicode sequence)";

/** True when the text holds a NUL or an unpaired surrogate. */
export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_CHARACTER.test(value);
}

export const isSafeText = (value: string): boolean => !hasUnsafeCharacters(value);

/** "Must be at most 150,000 characters" (count-format.ts: no toLocaleString while schemas are built). */
export const tooLongMessage = (max: number): string => `Must be at most ${groupThousands(max)} characters`;

/**
 * A free-text string of at most `max` characters without NUL or unpaired surrogates, trimmed
 * unless `trim: false`. The cap counts the text as sent, before trimming: 150,000 spaces are
 * refused up front, not trimmed to nothing first.
 */
export function safeText(max: number, options: { trim?: boolean; tooLong?: string } = {}) {
  const checked = z
    .string()
    .max(max, options.tooLong ?? tooLongMessage(max))
    .refine(isSafeText, UNSAFE_CHARACTERS_MESSAGE);
  return options.trim === false ? checked : checked.trim();
}
