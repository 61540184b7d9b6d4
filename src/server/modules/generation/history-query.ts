import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { productConditions } from "../../../domain/fact-sheet";
import type {
  HistorySearch,
  ListingHistorySearch,
  OpenedListingGeneration,
  SocialHistorySearch,
} from "../../../domain/history";
import { NO_BRAND_PROFILE } from "../../../domain/history";
import type { StoredListingGeneration } from "../../../domain/listings";
import { HISTORY_LIMIT_MAX, type StoredSocialPost } from "../../../domain/social";
import type { Database } from "../../db/client";
import { productListings, socialMediaPosts } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { freeRewritesLeft } from "../usage/free-rewrites";
import { getListingGeneration, type ListingRow, toStoredListingGeneration } from "./listing-service";
import { findOwnPost, toStoredSocialPost } from "./social-service";

/**
 * History's search (GET /api/social-media/posts and GET /api/product-listings with filters): the
 * caller's generations matching the text, platform, language, brand profile and date range,
 * newest first, one page at a time.
 *
 * Paging is by keyset, not offset: a cursor names the last generation shown (its exact creation
 * time, as Postgres prints it, and its id), and the next page starts strictly after it, so a
 * generation made or deleted while the seller reads does not shift or repeat a page. Text is
 * matched with ILIKE over the existing columns: a seller's history is thousands of rows at most,
 * all under one indexed user id (see the issue 32 notes for the measured times).
 */

export interface HistoryPage<T> {
  items: T[];
  /** The cursor of the page after this one; null on the last page. */
  nextCursor: string | null;
  /** How many generations match the filters, over every page. */
  total: number;
}

export const INVALID_CURSOR_MESSAGE = "That page of your history is out of date. Please search again.";

interface CursorPosition {
  /** The generation's created_at as Postgres prints it: exact to the microsecond, unlike a JS Date. */
  at: string;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id]), "utf8").toString("base64url");
}

/** The position a cursor names; a 400 for anything this server did not make. */
export function decodeCursor(cursor: string): CursorPosition {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [at, id] = parsed as unknown[];
      if (
        typeof at === "string" &&
        typeof id === "string" &&
        isUuid(id) &&
        at.length <= 64 &&
        /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(at)
      ) {
        return { at, id };
      }
    }
  } catch {
    // Not base64 JSON: refused below like any other foreign cursor.
  }
  throw new AppError("bad_request", INVALID_CURSOR_MESSAGE, {
    issues: [{ code: "custom", path: ["cursor"], message: INVALID_CURSOR_MESSAGE }],
  });
}

/** `%text%` for ILIKE, with the seller's own `%`, `_` and `\` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A day (`YYYY-MM-DD`) is the whole UTC day; an instant is itself. */
function dateRange(column: PgColumn, search: HistorySearch): SQL[] {
  const conditions: SQL[] = [];
  if (search.from) {
    conditions.push(gte(column, sql`${search.from}::timestamptz`));
  }
  if (search.to) {
    const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(search.to);
    conditions.push(
      dayOnly
        ? lt(column, sql`(${search.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`)
        : lte(column, sql`${search.to}::timestamptz`),
    );
  }
  return conditions;
}

function brandProfileCondition(column: PgColumn, search: HistorySearch): SQL | undefined {
  if (!search.brandProfileId) return undefined;
  return search.brandProfileId === NO_BRAND_PROFILE ? isNull(column) : eq(column, search.brandProfileId);
}

const pageSize = (search: HistorySearch) => search.limit ?? HISTORY_LIMIT_MAX;

/**
 * How many match. A text search reads every row of the seller's anyway to count: the first page's
 * own query counts them as it goes (one pass over the text instead of two). Without text, or past
 * the first page, the page stops after its rows (newest first, by index) and a count of its own
 * (an index lookup) says the total.
 */
const matchCount = sql<number>`count(*) over ()`.mapWith(Number);
const noCount = sql<number>`0`.mapWith(Number);
const countsInPage = (search: HistorySearch, after: CursorPosition | null) => Boolean(search.q) && !after;

function totalOf(
  firstPage: ReadonlyArray<{ total: number }>,
  counted: Array<{ total: number }> | null,
): number {
  return counted ? (counted[0]?.total ?? 0) : (firstPage[0]?.total ?? 0);
}

const posts = socialMediaPosts;

/** Every column of a post a seller might search for: the brief and what was written. */
const socialSearchText = sql`concat_ws(' ', ${posts.product}, ${posts.businessType}, ${posts.brand},
  ${posts.targetAudience}, ${posts.campaignGoal}, ${posts.additionalContext}, ${posts.instagramCaption},
  ${posts.facebookPost}, ${posts.twitterPost}, ${posts.linkedinPost}, ${posts.pinterestDescription},
  ${posts.tiktokCaption}, array_to_string(${posts.hashtags}, ' '))`;

/** The caller's social posts matching `search`, newest first, one page. */
export async function searchSocialPosts(
  db: Database,
  userId: string,
  search: SocialHistorySearch,
): Promise<HistoryPage<StoredSocialPost>> {
  const filters = and(
    eq(posts.userId, userId),
    search.q ? sql`${socialSearchText} ILIKE ${containsPattern(search.q)}` : undefined,
    search.platform ? arrayContains(posts.selectedPlatforms, [search.platform]) : undefined,
    search.language ? eq(posts.language, search.language) : undefined,
    brandProfileCondition(posts.brandProfileId, search),
    ...dateRange(posts.createdAt, search),
  );
  const after = search.cursor ? decodeCursor(search.cursor) : null;
  const limit = pageSize(search);
  const [rows, counted] = await Promise.all([
    db
      .select({
        post: posts,
        at: sql<string>`${posts.createdAt}::text`,
        total: countsInPage(search, after) ? matchCount : noCount,
      })
      .from(posts)
      .where(
        and(
          filters,
          after
            ? sql`(${posts.createdAt}, ${posts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit + 1),
    countsInPage(search, after) ? null : db.select({ total: count() }).from(posts).where(filters),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => toStoredSocialPost(row.post)),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.post.id }) : null,
    total: totalOf(rows, counted),
  };
}

const listings = productListings;

/**
 * Whether a listing row holds the text in any column a seller might search for: the brief and what
 * was written. One ILIKE per column, cheapest first, so a row stops at its first match.
 */
function listingRowMatches(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(${listings.product} ILIKE ${pattern} OR ${listings.title} ILIKE ${pattern}
    OR ${listings.productType} ILIKE ${pattern} OR ${listings.businessType} ILIKE ${pattern}
    OR ${listings.category} ILIKE ${pattern} OR array_to_string(${listings.tags}, ' ') ILIKE ${pattern}
    OR ${listings.description} ILIKE ${pattern})`;
}

/**
 * The caller's listing generations matching `search`, newest first, one page. A generation is
 * its rows (one per marketplace): it matches when any of its rows holds the text and any has a
 * listing for the platform; language, profile and date are the same on every row.
 */
export async function searchListingGenerations(
  db: Database,
  userId: string,
  search: ListingHistorySearch,
): Promise<HistoryPage<StoredListingGeneration>> {
  const createdAt = sql`min(${listings.createdAt})`;
  const rowFilters = and(
    eq(listings.userId, userId),
    search.language ? eq(listings.language, search.language) : undefined,
    brandProfileCondition(listings.brandProfileId, search),
    ...dateRange(listings.createdAt, search),
  );
  const groupFilters = and(
    search.q ? sql`bool_or(${listingRowMatches(search.q)})` : undefined,
    search.platform ? sql`bool_or(${listings.platform} = ${search.platform})` : undefined,
  );
  const after = search.cursor ? decodeCursor(search.cursor) : null;
  const limit = pageSize(search);
  const matching = () =>
    db
      .select({
        generationId: listings.generationId,
        at: sql<string>`${createdAt}::text`.as("at"),
        total: (countsInPage(search, after) ? matchCount : noCount).as("total"),
      })
      .from(listings)
      .where(rowFilters)
      .groupBy(listings.generationId);
  const [page, counted] = await Promise.all([
    matching()
      .having(
        and(
          groupFilters,
          after
            ? sql`(${createdAt}, ${listings.generationId}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(createdAt), desc(listings.generationId))
      .limit(limit + 1),
    countsInPage(search, after)
      ? null
      : db.select({ total: count() }).from(matching().having(groupFilters).as("matching")),
  ]);
  const shown = page.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: await generationsOf(
      db,
      userId,
      shown.map((item) => item.generationId),
    ),
    nextCursor: page.length > limit && last ? encodeCursor({ at: last.at, id: last.generationId }) : null,
    total: totalOf(page, counted),
  };
}

/** The generations' rows, as history shows them, in the order of `ids`. */
async function generationsOf(
  db: Database,
  userId: string,
  ids: string[],
): Promise<StoredListingGeneration[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.generationId, ids)))
    .orderBy(asc(listings.createdAt));
  const byGeneration = new Map<string, ListingRow[]>();
  for (const row of rows)
    byGeneration.set(row.generationId, [...(byGeneration.get(row.generationId) ?? []), row]);
  return ids.flatMap((id) => {
    const group = byGeneration.get(id);
    return group?.[0] ? [toStoredListingGeneration(group)] : [];
  });
}

/**
 * The address of the page after this one, for the `Link` header: the request's own path and
 * filters with the cursor replaced.
 */
export function nextPageLink(requestUrl: string, nextCursor: string): string {
  const url = new URL(requestUrl, "http://history.invalid");
  url.searchParams.set("cursor", nextCursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/**
 * One of the caller's listing generations with its whole brief and each marketplace's free rewrites
 * left (History's "Open": the generator page rewrites it as it would a new one); 404 for anyone else.
 */
export async function openListingGeneration(
  db: Database,
  userId: string,
  generationId: string,
): Promise<OpenedListingGeneration> {
  const rows = await getListingGeneration(db, userId, generationId);
  const first = rows[0] as ListingRow;
  const stored = toStoredListingGeneration(rows);
  return {
    ...stored,
    freeRewritesLeft: await freeRewritesLeft(db, generationId, stored.selectedPlatforms),
    style: first.style,
    materials: first.materials,
    size: first.size,
    occasion: first.occasion,
    color: first.color,
    additionalContext: first.additionalContext,
    condition: productConditions.find((condition) => condition === first.condition) ?? null,
    ownTags: first.ownTags,
  };
}

/** One of the caller's posts with each platform's free rewrites left (History's "Open"); 404 for anyone else. */
export async function openSocialPost(db: Database, userId: string, id: string): Promise<StoredSocialPost> {
  const post = toStoredSocialPost(await findOwnPost(db, userId, id));
  return { ...post, freeRewritesLeft: await freeRewritesLeft(db, post.id, post.selectedPlatforms) };
}
