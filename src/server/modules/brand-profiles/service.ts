import { and, count, desc, eq, sql } from "drizzle-orm";
import {
  BRAND_PROFILE_NAME_MAX,
  type BrandProfile,
  type BrandProfileUpdate,
  type BrandProfileValues,
  FREE_BRAND_PROFILES,
  MAX_BRAND_PROFILES,
  storedListingDefaults,
} from "../../../domain/brand-profiles";
import { languageOf } from "../../../domain/languages";
import { hasProAccess } from "../../../domain/plans";
import type { Database } from "../../db/client";
import { brandProfiles, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { UserRow } from "../sessions/service";

export const BRAND_PROFILE_NOT_FOUND = "Brand profile not found";
export const FREE_PROFILE_LIMIT_MESSAGE =
  "Free accounts keep one brand profile. Upgrade to Pro for as many as you need.";
export const MAX_PROFILES_MESSAGE = `You already have ${MAX_BRAND_PROFILES} brand profiles. Delete one you no longer use before adding another.`;
const COPY_SUFFIX = " (copy)";
/** The database's clock (microseconds), so two quick changes still order newest first. */
const NOW = sql`now()`;

type BrandProfileRow = typeof brandProfiles.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** What the plan rules read of the caller: their plan, fresh from this request's user row. */
type PlanHolder = Pick<UserRow, "id" | "subscriptionStatus" | "subscriptionEndDate">;

/** How many profiles the account may keep: null is no plan limit (only MAX_BRAND_PROFILES). */
export function brandProfileLimitFor(user: PlanHolder, now = new Date()): number | null {
  return hasProAccess(user, now) ? null : FREE_BRAND_PROFILES;
}

/** The default first, then newest first (the order the pickers offer them in). */
export async function listBrandProfiles(db: Database, userId: string): Promise<BrandProfile[]> {
  const rows = await db
    .select()
    .from(brandProfiles)
    .where(eq(brandProfiles.userId, userId))
    .orderBy(desc(brandProfiles.isDefault), desc(brandProfiles.createdAt), desc(brandProfiles.id));
  return rows.map(toBrandProfile);
}

/** One of the caller's profiles; anything else (someone else's, unknown, not an id) is a 404. */
export async function getBrandProfile(db: Database, userId: string, id: string): Promise<BrandProfile> {
  return toBrandProfile(await ownRow(db, userId, id));
}

/**
 * A new profile. It is the default only when the request asks (`isDefault: true`), and then the
 * old default stops being one in the same transaction. Otherwise the default stays as it was, the
 * account's first profile included (issue 33: a profile made for one shop must not start writing
 * every other product's posts unasked); the seller picks it on a generator, or makes it the default.
 */
export async function createBrandProfile(
  db: Database,
  user: PlanHolder,
  input: BrandProfileValues,
  now = new Date(),
): Promise<BrandProfile> {
  const row = await db.transaction(async (tx) => {
    await lockAndCount(tx, user, now);
    const isDefault = input.isDefault === true;
    if (isDefault) await unsetDefault(tx, user.id);
    const [inserted] = await tx
      .insert(brandProfiles)
      .values({ ...columnsOf(input), name: input.name, userId: user.id, isDefault })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("brand profile insert returned no row");
  return toBrandProfile(row);
}

/**
 * PATCH: only the fields sent change. `isDefault: true` moves the default here; `isDefault: false`
 * on the default leaves the account with no default (the generators then start with no profile).
 */
export async function updateBrandProfile(
  db: Database,
  userId: string,
  id: string,
  patch: BrandProfileUpdate,
): Promise<BrandProfile> {
  const current = await ownRow(db, userId, id);
  const changes = columnsOf(patch);
  const becomesDefault = patch.isDefault === true && !current.isDefault;
  const stopsBeingDefault = patch.isDefault === false && current.isDefault;
  if (Object.keys(changes).length === 0 && !becomesDefault && !stopsBeingDefault) {
    return toBrandProfile(current);
  }

  const row = await db.transaction(async (tx) => {
    if (becomesDefault) {
      await lockOwner(tx, userId);
      await unsetDefault(tx, userId);
    }
    const [updated] = await tx
      .update(brandProfiles)
      .set({
        ...changes,
        ...(becomesDefault ? { isDefault: true } : {}),
        ...(stopsBeingDefault ? { isDefault: false } : {}),
        updatedAt: NOW,
      })
      .where(and(eq(brandProfiles.id, id), eq(brandProfiles.userId, userId)))
      .returning();
    return updated;
  });
  // Deleted between the read and the write (another tab): the same 404 as never having existed.
  if (!row) throw new AppError("not_found", BRAND_PROFILE_NOT_FOUND);
  return toBrandProfile(row);
}

/** A copy named "<name> (copy)", never the default; it counts against the plan like a new one. */
export async function duplicateBrandProfile(
  db: Database,
  user: PlanHolder,
  id: string,
  now = new Date(),
): Promise<BrandProfile> {
  const source = await ownRow(db, user.id, id);
  const row = await db.transaction(async (tx) => {
    await lockAndCount(tx, user, now);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = source;
    const [inserted] = await tx
      .insert(brandProfiles)
      .values({ ...fields, name: copyName(source.name), isDefault: false })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("brand profile insert returned no row");
  return toBrandProfile(row);
}

/**
 * Deletes a profile (its generations keep their content; their brand_profile_id becomes null by
 * the foreign key). Deleting the default leaves the account with no default: no other profile
 * becomes it unasked.
 */
export async function deleteBrandProfile(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("not_found", BRAND_PROFILE_NOT_FOUND);
  const [deleted] = await db
    .delete(brandProfiles)
    .where(and(eq(brandProfiles.id, id), eq(brandProfiles.userId, userId)))
    .returning({ id: brandProfiles.id });
  if (!deleted) throw new AppError("not_found", BRAND_PROFILE_NOT_FOUND);
}

/** "<name> (copy)", shortening the name so the whole still fits the name's limit. */
export function copyName(name: string): string {
  const room = BRAND_PROFILE_NAME_MAX - COPY_SUFFIX.length;
  if (name.length <= room) return `${name}${COPY_SUFFIX}`;
  // Cut by UTF-16 units (what the limit counts), never between the halves of an emoji.
  const cut = name.slice(0, room).replace(/[\uD800-\uDBFF]$/, "");
  return `${cut.trimEnd()}${COPY_SUFFIX}`;
}

async function ownRow(db: Database, userId: string, id: string): Promise<BrandProfileRow> {
  if (!isUuid(id)) throw new AppError("not_found", BRAND_PROFILE_NOT_FOUND);
  const [row] = await db
    .select()
    .from(brandProfiles)
    .where(and(eq(brandProfiles.id, id), eq(brandProfiles.userId, userId)));
  if (!row) throw new AppError("not_found", BRAND_PROFILE_NOT_FOUND);
  return row;
}

/**
 * Locks the owner's row (two concurrent creates cannot both pass the count) and refuses a profile over the plan's limit or the ceiling. A Free account over
 * its limit (a former Pro) keeps what it has; it only cannot add.
 */
async function lockAndCount(tx: Transaction, user: PlanHolder, now: Date): Promise<void> {
  await lockOwner(tx, user.id);
  const [row] = await tx.select({ n: count() }).from(brandProfiles).where(eq(brandProfiles.userId, user.id));
  const existing = row?.n ?? 0;
  const limit = brandProfileLimitFor(user, now);
  if (limit !== null && existing >= limit) throw new AppError("pro_required", FREE_PROFILE_LIMIT_MESSAGE);
  if (existing >= MAX_BRAND_PROFILES) throw new AppError("conflict", MAX_PROFILES_MESSAGE);
}

async function lockOwner(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The current default stops being one (before another becomes it: one default per user is a unique index). */
async function unsetDefault(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(brandProfiles)
    .set({ isDefault: false, updatedAt: NOW })
    .where(and(eq(brandProfiles.userId, userId), eq(brandProfiles.isDefault, true)));
}

type ProfileColumns = Partial<
  Omit<BrandProfileRow, "id" | "userId" | "isDefault" | "createdAt" | "updatedAt">
>;

/**
 * The columns a request sets: only the keys it sent. An empty text clears the column (null is
 * "not set", which never fills a generator's field); so do empty listing defaults.
 */
function columnsOf(input: BrandProfileUpdate): ProfileColumns {
  const columns: ProfileColumns = {};
  if (input.name !== undefined) columns.name = input.name;
  for (const key of [
    "businessType",
    "brand",
    "targetAudience",
    "tone",
    "campaignGoal",
    "productUrl",
    "about",
  ] as const) {
    const value = input[key];
    if (value !== undefined) columns[key] = value.trim() === "" ? null : value;
  }
  for (const key of ["hashtags", "alwaysWords", "neverWords", "examplePosts"] as const) {
    const value = input[key];
    if (value !== undefined) columns[key] = value;
  }
  if (input.language !== undefined) columns.language = input.language;
  // Sent empty (or null) clears them: a profile without defaults stores null, never {}.
  if (input.listingDefaults !== undefined)
    columns.listingDefaults = storedListingDefaults(input.listingDefaults);
  return columns;
}

function toBrandProfile(row: BrandProfileRow): BrandProfile {
  return {
    id: row.id,
    name: row.name,
    businessType: row.businessType,
    brand: row.brand,
    targetAudience: row.targetAudience,
    tone: row.tone,
    campaignGoal: row.campaignGoal,
    productUrl: row.productUrl,
    hashtags: row.hashtags,
    language: languageOf(row.language).code,
    about: row.about,
    alwaysWords: row.alwaysWords,
    neverWords: row.neverWords,
    examplePosts: row.examplePosts,
    listingDefaults: storedListingDefaults(row.listingDefaults),
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
