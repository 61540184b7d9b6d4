import { Readable } from "node:stream";
import { asc, eq, getTableColumns } from "drizzle-orm";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import {
  ACCOUNT_EXPORT_PHOTO_FOLDER,
  ACCOUNT_EXPORT_README,
  type AccountExportDataset,
} from "../../../domain/account";
import { shopSettingsSchema } from "../../../domain/shop-settings";
import { MAX_UPLOAD_BYTES, objectPathFor, type UploadImageType } from "../../../domain/uploads";
import type { Database } from "../../db/client";
import {
  apiTokens,
  brandProfiles,
  bulkItems,
  bulkJobs,
  contactMessages,
  productListings,
  sessions,
  shopSettings,
  socialMediaPosts,
  uploads,
  usageEvents,
  users,
} from "../../db/schema";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { enforce } from "../auth/service";
import { dayOf } from "../downloads/archive-names";
import { marketplaceCsv } from "../exports/csv-file";
import { detectImageType } from "../images/image-type";
import type { UserRow } from "../sessions/service";
import { readAtMost } from "../uploads/stored-image";

/**
 * "Download my data" (GET /api/account/export): everything the account holds, for its owner
 * only, as one .zip. Each set of records is there twice, as `<set>.json` (an array, lossless) and
 * `<set>.csv` (one row per record, for a spreadsheet); the photos are in `photos/`, each the bytes
 * as stored, named by upload id with the extension of the format they really are.
 *
 * Never in it: the password hash, session ids, API token or e-mailed-link secrets (only their
 * hashes are stored, and those are left out too), billing provider ids, and the account e-mails
 * (they carry sign-in and reset links).
 *
 * Every record is read before the first byte is sent, so a database failure is an ordinary JSON
 * error; the photos then stream one at a time into the .zip (a Pro account's thousands never sit
 * in memory at once). A photo that cannot be read is listed in photos.json as not included.
 */

export interface AccountExportDeps {
  db: Database;
  storage: StorageProvider;
}

export interface AccountExport {
  filename: string;
  body: Readable;
}

/** Exports per account: each one reads every photo, so a loop of them is refused. */
const EXPORT_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;
export const EXPORT_LIMIT_MESSAGE =
  "You've downloaded your data several times in the last hour. Please try again later.";

type Row = Record<string, unknown>;

interface Dataset {
  name: AccountExportDataset;
  /** The CSV's header, in order; also every key of each row. */
  columns: readonly string[];
  rows: Row[];
}

const extensionByType: Record<UploadImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

export async function exportAccountData(
  deps: AccountExportDeps,
  user: Pick<UserRow, "id">,
  now = new Date(),
): Promise<AccountExport> {
  await enforce(deps.db, `account-export:user:${user.id}`, EXPORT_LIMIT, EXPORT_LIMIT_MESSAGE);
  const datasets = await readDatasets(deps.db, user.id);
  const photoRows = await deps.db
    .select()
    .from(uploads)
    .where(eq(uploads.ownerId, user.id))
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
  return {
    filename: `my-data-${dayOf(now)}.zip`,
    body: Readable.from(zipEntries(exportEntries(deps.storage, datasets, photoRows, now), now), {
      objectMode: false,
    }),
  };
}

/** One column per key, in the order the row lists them. */
const dataset = (name: AccountExportDataset, columns: readonly string[], rows: Row[]): Dataset => ({
  name,
  columns,
  rows,
});

async function readDatasets(db: Database, userId: string): Promise<Dataset[]> {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      profileImageUrl: users.profileImageUrl,
      role: users.role,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionEndDate: users.subscriptionEndDate,
      socialMediaGenerationsUsed: users.socialMediaGenerationsUsed,
      productListingsUsed: users.productListingsUsed,
      usageResetDate: users.usageResetDate,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));

  const { userId: _postOwner, ...postColumns } = getTableColumns(socialMediaPosts);
  const posts = await db
    .select(postColumns)
    .from(socialMediaPosts)
    .where(eq(socialMediaPosts.userId, userId))
    .orderBy(asc(socialMediaPosts.createdAt), asc(socialMediaPosts.id));

  const { userId: _listingOwner, ...listingColumns } = getTableColumns(productListings);
  const listings = await db
    .select(listingColumns)
    .from(productListings)
    .where(eq(productListings.userId, userId))
    .orderBy(asc(productListings.createdAt), asc(productListings.generationId), asc(productListings.id));

  const { userId: _jobOwner, ...jobColumns } = getTableColumns(bulkJobs);
  const jobs = await db
    .select(jobColumns)
    .from(bulkJobs)
    .where(eq(bulkJobs.userId, userId))
    .orderBy(asc(bulkJobs.createdAt), asc(bulkJobs.id));

  // What ran where is the server's business (processedBy, the lease, attempts), not the seller's data.
  const items = await db
    .select({
      id: bulkItems.id,
      jobId: bulkItems.jobId,
      position: bulkItems.position,
      fileName: bulkItems.fileName,
      imagePath: bulkItems.imagePath,
      product: bulkItems.product,
      status: bulkItems.status,
      error: bulkItems.error,
      generationId: bulkItems.generationId,
      startedAt: bulkItems.startedAt,
      finishedAt: bulkItems.finishedAt,
      processingTimeMs: bulkItems.processingTimeMs,
    })
    .from(bulkItems)
    .innerJoin(bulkJobs, eq(bulkJobs.id, bulkItems.jobId))
    .where(eq(bulkJobs.userId, userId))
    .orderBy(asc(bulkJobs.createdAt), asc(bulkItems.jobId), asc(bulkItems.position));

  const { userId: _profileOwner, ...profileColumns } = getTableColumns(brandProfiles);
  const profiles = await db
    .select(profileColumns)
    .from(brandProfiles)
    .where(eq(brandProfiles.userId, userId))
    .orderBy(asc(brandProfiles.createdAt), asc(brandProfiles.id));

  // One row: each setting in its own column (returns and eBay policies as JSON in the cell).
  const shop = await db
    .select({ settings: shopSettings.settings, updatedAt: shopSettings.updatedAt })
    .from(shopSettings)
    .where(eq(shopSettings.userId, userId));
  const shopRows = shop.map(({ settings, updatedAt }) => ({ ...settings, updatedAt }));

  const usage = await db
    .select({
      id: usageEvents.id,
      type: usageEvents.type,
      details: usageEvents.details,
      createdAt: usageEvents.createdAt,
    })
    .from(usageEvents)
    .where(eq(usageEvents.userId, userId))
    .orderBy(asc(usageEvents.createdAt), asc(usageEvents.id));

  // The token's name and its public hint; never its hash.
  const tokens = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      hint: apiTokens.hint,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      createdAt: apiTokens.createdAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));

  // The devices signed in, as /account lists them; never the session id (the cookie's secret).
  const devices = await db
    .select({
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expire,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));

  const messages = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      category: contactMessages.category,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));

  return [
    dataset("account", ACCOUNT_COLUMNS, account ? [account] : []),
    dataset("social-posts", Object.keys(postColumns), posts),
    dataset("product-listings", Object.keys(listingColumns), listings),
    dataset("bulk-jobs", Object.keys(jobColumns), jobs),
    dataset("bulk-items", BULK_ITEM_COLUMNS, items),
    dataset("brand-profiles", Object.keys(profileColumns), profiles),
    dataset("shop-settings", SHOP_SETTINGS_COLUMNS, shopRows),
    dataset("usage-events", ["id", "type", "details", "createdAt"], usage),
    dataset("api-tokens", ["id", "name", "hint", "expiresAt", "lastUsedAt", "createdAt"], tokens),
    dataset("sessions", ["userAgent", "ip", "createdAt", "lastSeenAt", "expiresAt"], devices),
    dataset("contact-messages", CONTACT_COLUMNS, messages),
  ];
}

const ACCOUNT_COLUMNS = [
  "id",
  "email",
  "emailVerifiedAt",
  "firstName",
  "lastName",
  "username",
  "profileImageUrl",
  "role",
  "subscriptionStatus",
  "subscriptionEndDate",
  "socialMediaGenerationsUsed",
  "productListingsUsed",
  "usageResetDate",
  "createdAt",
  "updatedAt",
] as const;
const BULK_ITEM_COLUMNS = [
  "id",
  "jobId",
  "position",
  "fileName",
  "imagePath",
  "product",
  "status",
  "error",
  "generationId",
  "startedAt",
  "finishedAt",
  "processingTimeMs",
] as const;
const SHOP_SETTINGS_COLUMNS = [...Object.keys(shopSettingsSchema.shape), "updatedAt"] as const;
const CONTACT_COLUMNS = ["id", "name", "email", "category", "subject", "message", "createdAt"] as const;
const PHOTO_COLUMNS = [
  "id",
  "objectPath",
  "included",
  "file",
  "contentType",
  "size",
  "width",
  "height",
  "note",
  "createdAt",
] as const;

interface Entry {
  name: string;
  data: Uint8Array;
  /** Already compressed (a photo): stored as is. */
  compressed?: boolean;
}

async function* exportEntries(
  storage: StorageProvider,
  datasets: Dataset[],
  photoRows: (typeof uploads.$inferSelect)[],
  now: Date,
): AsyncGenerator<Entry> {
  yield { name: ACCOUNT_EXPORT_README, data: strToU8(readme(now)) };
  for (const set of datasets) yield* datasetEntries(set);

  const photos: Row[] = [];
  for (const row of photoRows) {
    const read = await readPhoto(storage, row);
    const file = read.bytes ? `${ACCOUNT_EXPORT_PHOTO_FOLDER}${row.id}.${extensionByType[read.type]}` : null;
    photos.push({
      id: row.id,
      objectPath: objectPathFor(row.id),
      included: file !== null,
      file,
      contentType: read.bytes ? read.type : row.contentType,
      size: read.bytes ? read.bytes.length : row.size,
      width: row.width,
      height: row.height,
      note: read.note,
      createdAt: row.createdAt,
    });
    if (file && read.bytes) yield { name: file, data: read.bytes, compressed: true };
  }
  yield* datasetEntries(dataset("photos", PHOTO_COLUMNS, photos));
}

function* datasetEntries(set: Dataset): Generator<Entry> {
  const json = set.rows.map((row) =>
    Object.fromEntries(set.columns.map((column) => [column, row[column] ?? null])),
  );
  yield { name: `${set.name}.json`, data: strToU8(`${JSON.stringify(json, null, 2)}\n`) };
  const records = set.rows.map((row) => set.columns.map((column) => csvCell(row[column])));
  yield { name: `${set.name}.csv`, data: strToU8(marketplaceCsv(set.columns, records, { bom: true })) };
}

/** A CSV cell: text as is, dates in ISO 8601, lists and objects as JSON, nothing as an empty cell. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

type PhotoRead =
  | { bytes: Uint8Array; type: UploadImageType; note: null }
  | { bytes: null; type: null; note: string };

/**
 * The photo's bytes as stored, when they are one of the four image types: the clean copy once the
 * photo was used (JPEG, or WebP for the others), else the file as uploaded. Never decoded here.
 */
async function readPhoto(storage: StorageProvider, row: typeof uploads.$inferSelect): Promise<PhotoRead> {
  if (row.unusableAt) return { bytes: null, type: null, note: row.unusableMessage ?? "Not a usable image" };
  try {
    const info = await storage.head(row.storageKey);
    if (!info) return { bytes: null, type: null, note: "The file was never uploaded or is gone" };
    if (info.size > MAX_UPLOAD_BYTES) return { bytes: null, type: null, note: "Larger than 10 MB" };
    const stream = await storage.read(row.storageKey);
    if (!stream) return { bytes: null, type: null, note: "The file is gone" };
    const bytes = await readAtMost(stream, MAX_UPLOAD_BYTES);
    if (!bytes) return { bytes: null, type: null, note: "Larger than 10 MB" };
    const type = detectImageType(bytes);
    if (!type) return { bytes: null, type: null, note: "Not a JPEG, PNG, GIF or WebP image" };
    return { bytes, type, note: null };
  } catch {
    return { bytes: null, type: null, note: "The file could not be read just now" };
  }
}

/**
 * The entries as one .zip stream, built by fflate as they come: each chunk is handed on as soon
 * as it is made, and the next entry is read only when the reader wants more.
 */
async function* zipEntries(entries: AsyncIterable<Entry>, modified: Date): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift() as Uint8Array;
  };
  for await (const entry of entries) {
    const file = entry.compressed ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
    file.mtime = modified;
    zip.add(file);
    file.push(entry.data, true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

function readme(now: Date): string {
  return [
    `Your data, as it was on ${now.toISOString()}`,
    "",
    "Each set is here twice: as .json (every detail) and as .csv (opens in a spreadsheet;",
    "lists and nested details are written as JSON inside the cell).",
    "",
    "account           your profile, plan and usage counts",
    "social-posts      every social media generation",
    "product-listings  every product listing, one row per marketplace (rows of one generation share generationId)",
    "bulk-jobs         every bulk upload batch; bulk-items: each photo of a batch and the generation it made",
    "brand-profiles    your saved brand profiles",
    "shop-settings     what your marketplace files read: location, dispatch, returns, eBay policies, currency",
    "usage-events      each generation counted against your plan",
    "api-tokens        the names of your API tokens (never the tokens themselves)",
    "sessions          the devices signed in to your account",
    "contact-messages  what you sent us through the contact form",
    "photos            every photo you uploaded or generated; the files are in photos/, named by their id",
    "",
    "Your password, session and token secrets are never included.",
    "",
  ].join("\r\n");
}
