import { and, eq, inArray } from "drizzle-orm";
import {
  calendarFilename,
  canonicalTimeZone,
  DEFAULT_TIME_ZONE,
  LISTINGS_JOB_CALENDAR_MESSAGE,
  NOTHING_TO_EXPORT_MESSAGE,
  UNKNOWN_TIME_ZONE_MESSAGE,
} from "../../../domain/calendar";
import { knownValue } from "../../../domain/options";
import { type SocialPlatform, socialPostColumns } from "../../../domain/platforms";
import type { Database } from "../../db/client";
import { socialMediaPosts } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { itemsOf, ownJob } from "../bulk/service";
import type { UserRow } from "../sessions/service";
import { writeIcs } from "./ics-writer";
import { type PostSource, planPosts } from "./plan-posts";

/**
 * The posting calendar of one social generation, or of a bulk social job: the owner's only
 * (404 for anyone else, admins included: it is the seller's plan, not a record to inspect).
 */
export interface CalendarDeps {
  db: Database;
  /** The app's public origin (APP_ORIGIN): events link back to its history page. */
  appOrigin?: string;
  /** Injected so a plan is reproducible in tests. */
  now?: () => Date;
}

export interface CalendarFile {
  ics: string;
  filename: string;
  events: number;
}

type PostRow = typeof socialMediaPosts.$inferSelect;

const POST_NOT_FOUND = "Post not found";
/** Ids per query, as the bulk service reads results. */
const CHUNK = 500;

export async function socialPostCalendar(
  deps: CalendarDeps,
  user: Pick<UserRow, "id">,
  postId: string,
  timeZone: string | undefined,
): Promise<CalendarFile> {
  const zone = zoneOf(timeZone);
  if (!isUuid(postId)) throw new AppError("not_found", POST_NOT_FOUND);
  const [row] = await deps.db
    .select()
    .from(socialMediaPosts)
    .where(and(eq(socialMediaPosts.id, postId), eq(socialMediaPosts.userId, user.id)))
    .limit(1);
  if (!row) throw new AppError("not_found", POST_NOT_FOUND);
  return calendarOf(deps, [sourceOf(row)], zone);
}

export async function bulkJobCalendar(
  deps: CalendarDeps,
  user: UserRow,
  jobId: string,
  timeZone: string | undefined,
): Promise<CalendarFile> {
  const zone = zoneOf(timeZone);
  const job = await ownJob(deps.db, user, jobId);
  if (job.kind !== "social") throw new AppError("bad_request", LISTINGS_JOB_CALENDAR_MESSAGE);
  const items = (await itemsOf(deps.db, job.id)).filter(
    (item): item is typeof item & { generationId: string } =>
      item.status === "succeeded" && item.generationId !== null,
  );
  const rows = await postsById(
    deps.db,
    user.id,
    items.map((item) => item.generationId),
  );
  // Photo order: the plan gives photo 1 the first suitable day of each platform.
  const sources = items.flatMap((item) => {
    const row = rows.get(item.generationId);
    return row ? [{ ...sourceOf(row), photo: item.fileName }] : [];
  });
  if (sources.length === 0) throw new AppError("nothing_to_export", NOTHING_TO_EXPORT_MESSAGE);
  return calendarOf(deps, sources, zone);
}

/** The zone to plan in: the browser's (validated by the route's schema too), UTC by default. */
function zoneOf(timeZone: string | undefined): string {
  if (timeZone === undefined || timeZone === "") return DEFAULT_TIME_ZONE;
  const zone = canonicalTimeZone(timeZone);
  if (!zone) throw new AppError("bad_request", UNKNOWN_TIME_ZONE_MESSAGE);
  return zone;
}

async function calendarOf(
  deps: CalendarDeps,
  sources: PostSource[],
  timeZone: string,
): Promise<CalendarFile> {
  const now = deps.now?.() ?? new Date();
  const posts = planPosts(sources, { now, timeZone, uidDomain: uidDomainOf(deps.appOrigin) });
  const url = deps.appOrigin ? `${deps.appOrigin}/history` : undefined;
  return { ics: await writeIcs(posts, { now, url }), filename: calendarFilename(now), events: posts.length };
}

function uidDomainOf(appOrigin: string | undefined): string {
  if (appOrigin) {
    try {
      return new URL(appOrigin).hostname;
    } catch {
      // Config validates APP_ORIGIN; a default keeps UIDs well-formed regardless.
    }
  }
  return "seller-content-studio.invalid";
}

async function postsById(db: Database, userId: string, ids: string[]): Promise<Map<string, PostRow>> {
  const byId = new Map<string, PostRow>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .select()
      .from(socialMediaPosts)
      .where(
        and(
          eq(socialMediaPosts.userId, userId),
          inArray(socialMediaPosts.id, ids.slice(start, start + CHUNK)),
        ),
      );
    for (const row of rows) byId.set(row.id, row);
  }
  return byId;
}

function sourceOf(row: PostRow): PostSource {
  const platforms = (row.selectedPlatforms ?? []) as SocialPlatform[];
  const captions: PostSource["captions"] = {};
  for (const platform of platforms) captions[platform] = row[socialPostColumns[platform]] ?? "";
  return {
    id: row.id,
    platforms,
    captions,
    hashtags: row.hashtags,
    suggestedSchedule: row.suggestedSchedule,
    subject: knownValue(row.product) ?? knownValue(row.brand) ?? null,
  };
}
