import { and, eq, inArray } from "drizzle-orm";
import type { ListingDetails } from "../../../domain/listing-details";
import { objectPathFor } from "../../../domain/uploads";
import type { Database } from "../../db/client";
import { uploads } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { uploadIdFromReference } from "../images/service";

/**
 * A listing's further photos (details.photos) must be the caller's own usable uploads, and not
 * the main photo again: checked in one query before anything is reserved, so a bad list is a 400
 * naming the photo, never a file that links someone else's image. Returns the details with each
 * photo as its canonical `/objects/uploads/<id>`.
 */
export async function checkListingPhotos(
  db: Database,
  ownerId: string,
  details: ListingDetails | undefined,
  mainImagePath: string | undefined,
): Promise<ListingDetails | undefined> {
  const photos = details?.photos;
  if (!details || !photos || photos.length === 0) return details;
  const ids = photos.map((path) => (uploadIdFromReference(path) ?? "").toLowerCase());
  const mainId = mainImagePath ? uploadIdFromReference(mainImagePath)?.toLowerCase() : undefined;
  const mainIndex = ids.indexOf(mainId ?? "");
  if (mainId && mainIndex >= 0) {
    throw new AppError("bad_request", `Photo ${mainIndex + 2} is the main photo again: remove one of them`);
  }
  const rows = await db
    .select({ id: uploads.id, unusableMessage: uploads.unusableMessage })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, ids)));
  const found = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
  ids.forEach((id, index) => {
    const row = found.get(id);
    // Numbered as the seller sees them: the main photo is photo 1.
    if (!row) throw new AppError("bad_request", `Photo ${index + 2} is not one of your uploads`);
    if (row.unusableMessage) {
      throw new AppError("bad_request", `Photo ${index + 2} cannot be used: ${row.unusableMessage}`);
    }
  });
  return { ...details, photos: ids.map(objectPathFor) };
}
