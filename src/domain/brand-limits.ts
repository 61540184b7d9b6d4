/**
 * Brand profile and voice limits, apart from their zod schemas (brand-profiles.ts, brand-voice.ts)
 * so a page that only states them (the user manual) does not load zod.
 */

/** Free accounts keep one brand profile; Pro any number (enforced by the server). */
export const FREE_BRAND_PROFILES = 1;
/** A ceiling for everyone, so no account can grow the table without bound. */
export const MAX_BRAND_PROFILES = 100;
/** How many of the seller's own posts a voice may hold as examples. */
export const MAX_EXAMPLE_POSTS = 3;
