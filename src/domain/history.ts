import { z } from "zod";
import { productConditions } from "./fact-sheet";
import { languageCodes } from "./languages";
import { storedListingGenerationSchema } from "./listings";
import { marketplacePlatforms, socialPlatforms } from "./platforms";
import { isSafeText, UNSAFE_CHARACTERS_MESSAGE } from "./safe-text";
import { HISTORY_LIMIT_MAX } from "./social";

/**
 * History as a workspace (DESIGN.md §5, third wave): GET /api/social-media/posts and
 * GET /api/product-listings take these filters and page with `cursor`; the reply stays an array of
 * generations, the next page's address in a `Link: <…>; rel="next"` header and the number of
 * generations the filters match in `X-Total-Count`.
 */

/** The longest search text: a product name or a phrase from a title, never a document. */
export const HISTORY_SEARCH_MAX = 200;
/** `brandProfileId=none`: only generations written without a brand profile. */
export const NO_BRAND_PROFILE = "none";
/** The header carrying how many generations match the filters, across every page. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = z.iso.datetime({ offset: true });

/**
 * A day (`2026-11-28`, the whole day in UTC) or an instant with its offset
 * (`2026-11-28T00:00:00.000+01:00`; the page sends the seller's own day bounds this way).
 */
const dateBound = (edge: "from" | "to") =>
  z
    .string()
    .trim()
    .refine(
      (value) =>
        (isoDate.test(value) || isoInstant.safeParse(value).success) && !Number.isNaN(Date.parse(value)),
      `${edge} must be a date (YYYY-MM-DD) or a date and time with its offset`,
    )
    .optional()
    .describe(
      edge === "from"
        ? "Only generations made on or after this day (UTC) or instant"
        : "Only generations made on or before this day (UTC) or instant",
    );

const historyFilterFields = {
  q: z
    .string()
    .trim()
    .max(HISTORY_SEARCH_MAX, `Search text must be at most ${HISTORY_SEARCH_MAX} characters`)
    .refine(isSafeText, UNSAFE_CHARACTERS_MESSAGE)
    .optional()
    .describe("Text to find in the product, brief and written content (case-insensitive)"),
  language: z.enum(languageCodes).optional().describe("Only generations written in this language"),
  brandProfileId: z
    .union([z.guid("brandProfileId must be a brand profile's id or 'none'"), z.literal(NO_BRAND_PROFILE)])
    .optional()
    .describe("Only generations written with this brand profile; `none` for those written without one"),
  from: dateBound("from"),
  to: dateBound("to"),
  cursor: z
    .string()
    .trim()
    .max(300)
    .optional()
    .describe("Where the next page starts: from the previous reply's `Link` header, as it is"),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HISTORY_LIMIT_MAX)
    .optional()
    .describe(
      `How many generations a page holds (1–${HISTORY_LIMIT_MAX}; ${HISTORY_LIMIT_MAX} when left out)`,
    ),
};

/** GET /api/social-media/posts: filters, page and page size. */
export const socialHistorySearchSchema = z.object({
  ...historyFilterFields,
  platform: z.enum(socialPlatforms).optional().describe("Only posts written for this platform"),
});
export type SocialHistorySearch = z.infer<typeof socialHistorySearchSchema>;

/** GET /api/product-listings: filters, page and page size. */
export const listingHistorySearchSchema = z.object({
  ...historyFilterFields,
  platform: z
    .enum(marketplacePlatforms)
    .optional()
    .describe("Only generations with a listing for this marketplace"),
});
export type ListingHistorySearch = z.infer<typeof listingHistorySearchSchema>;

/** What both searches share (the platform is each kind's own). */
export type HistorySearch = SocialHistorySearch | ListingHistorySearch;

/**
 * GET /api/product-listings/:id: a stored generation with the whole brief it was written from,
 * so its generator can show the form as the seller filled it (History's "Open").
 */
export const openedListingGenerationSchema = storedListingGenerationSchema.extend({
  style: z.string().nullable(),
  materials: z.string().nullable(),
  size: z.string().nullable(),
  occasion: z.string().nullable(),
  color: z.string().nullable(),
  /** "Anything else buyers should know?" as typed; null when left blank (and for older generations). */
  additionalContext: z.string().nullable(),
  /** The condition chosen for the writer, when one was (older generations: null). */
  condition: z.enum(productConditions).nullable(),
  /** The tag keywords the seller sent, apart from each listing's written tags; null for older generations. */
  ownTags: z.array(z.string()).nullable(),
});
export type OpenedListingGeneration = z.infer<typeof openedListingGenerationSchema>;
