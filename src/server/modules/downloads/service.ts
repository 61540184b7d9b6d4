import { and, eq } from "drizzle-orm";
import { knownValue } from "../../../domain/options";
import { type SocialPlatform, socialPlatforms, socialPostColumns } from "../../../domain/platforms";
import type { Database } from "../../db/client";
import { socialMediaPosts } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { getListingGeneration, toListingResult } from "../generation/listing-service";
import { uploadIdFromReference } from "../images/service";
import type { UserRow } from "../sessions/service";
import { openUpload } from "../uploads/service";
import { archiveFilename, photoFilename, platformFilename } from "./archive-names";
import {
  type ArchivePhoto,
  listingPlatformText,
  listingReadme,
  socialPlatformText,
  socialReadme,
} from "./archive-text";
import { type ArchiveEntry, zipArchive } from "./zip-archive";

/**
 * "Download photo & captions": one generation as a .zip, for its owner only (404 for anyone else,
 * admins included, as with the calendar: it is the seller's content, not a record to inspect).
 */
export interface DownloadDeps {
  db: Database;
  storage: StorageProvider;
}

export interface ArchiveFile {
  bytes: Uint8Array;
  filename: string;
}

export const SOCIAL_ARCHIVE_README = "all-captions.txt";
export const LISTING_ARCHIVE_README = "read-me.txt";

const POST_NOT_FOUND = "Post not found";

type Owner = Pick<UserRow, "id">;

/** GET /api/social-media/posts/:id/download.zip: the photo, a file per platform, all-captions.txt. */
export async function socialPostArchive(
  deps: DownloadDeps,
  owner: Owner,
  postId: string,
): Promise<ArchiveFile> {
  if (!isUuid(postId)) throw new AppError("not_found", POST_NOT_FOUND);
  const [row] = await deps.db
    .select()
    .from(socialMediaPosts)
    .where(and(eq(socialMediaPosts.id, postId), eq(socialMediaPosts.userId, owner.id)))
    .limit(1);
  if (!row) throw new AppError("not_found", POST_NOT_FOUND);

  const subject = knownValue(row.product) ?? knownValue(row.brand);
  const selected = new Set(row.selectedPlatforms ?? []);
  const platforms = socialPlatforms.filter((platform) => selected.has(platform));
  const captions: Partial<Record<SocialPlatform, string | null>> = {};
  for (const platform of platforms) captions[platform] = row[socialPostColumns[platform]];

  const { entries, photo } = await photoEntry(deps, owner, row.imagePath, subject);
  for (const platform of platforms) {
    entries.push({ name: platformFilename(platform), content: socialPlatformText(captions[platform]) });
  }
  entries.push({
    name: SOCIAL_ARCHIVE_README,
    content: socialReadme({
      subject,
      createdAt: row.createdAt,
      platforms,
      captions,
      hashtags: row.hashtags,
      schedule: row.suggestedSchedule,
      photo,
    }),
  });
  return {
    bytes: zipArchive(entries, row.createdAt),
    filename: archiveFilename(subject, "social-posts", row.createdAt),
  };
}

/** GET /api/product-listings/:id/download.zip: the photo, a file per marketplace, read-me.txt. */
export async function listingArchive(
  deps: DownloadDeps,
  owner: Owner,
  generationId: string,
): Promise<ArchiveFile> {
  const rows = await getListingGeneration(deps.db, owner.id, generationId);
  const result = toListingResult(rows);
  const first = rows[0];
  const subject = knownValue(first?.product) ?? knownValue(first?.productType);
  const createdAt = new Date(result.createdAt);

  const { entries, photo } = await photoEntry(deps, owner, result.imagePath, subject);
  for (const platform of result.selectedPlatforms) {
    const listing = result.platforms[platform];
    if (listing)
      entries.push({ name: platformFilename(platform), content: listingPlatformText(platform, listing) });
  }
  entries.push({
    name: LISTING_ARCHIVE_README,
    content: listingReadme({
      subject,
      createdAt,
      platforms: result.selectedPlatforms,
      skipped: result.skipped,
      photo,
    }),
  });
  return { bytes: zipArchive(entries, createdAt), filename: archiveFilename(subject, "listings", createdAt) };
}

/**
 * The generation's photo as the app serves it (the clean copy: no EXIF, no GPS), when it still
 * exists. A photo deleted since, or one that cannot be read, leaves the text files to download
 * on their own, and the read-me says why the photo is missing.
 */
async function photoEntry(
  deps: DownloadDeps,
  owner: Owner,
  imagePath: string | null,
  subject: string | undefined,
): Promise<{ entries: ArchiveEntry[]; photo: ArchivePhoto }> {
  const uploadId = imagePath ? uploadIdFromReference(imagePath) : null;
  if (!uploadId) return { entries: [], photo: { kind: "none" } };
  try {
    const image = await openUpload(deps, { id: owner.id, role: "user" }, uploadId);
    const bytes = await readAll(image.body);
    const filename = photoFilename(subject, image.contentType);
    return {
      entries: [{ name: filename, content: bytes, compressed: true }],
      photo: { kind: "included", filename },
    };
  } catch (error) {
    // Gone or unreadable (404, 415): the captions are still worth having. Anything else (the
    // store is down) is the server's problem, and the seller should try again.
    if (error instanceof AppError && error.statusCode < 500)
      return { entries: [], photo: { kind: "unavailable" } };
    throw error;
  }
}

async function readAll(stream: AsyncIterable<Buffer | Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
