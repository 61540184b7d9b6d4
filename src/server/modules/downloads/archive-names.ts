import type { Platform } from "../../../domain/platforms";
import type { UploadImageType } from "../../../domain/uploads";

/**
 * File names of a download: what the seller sees in their downloads folder and inside the .zip.
 * ASCII only, so every unzip tool and every operating system shows the same names.
 */

const SLUG_MAX = 40;

/** "Terracotta Mug – 12 oz (Café)" → "terracotta-mug-12-oz-cafe"; "" when nothing Latin is left. */
export function slugOf(text: string | null | undefined): string {
  const slug = (text ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX);
  // At a word's end when one is near, so the name does not stop mid-word.
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > SLUG_MAX / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, "");
}

/** `2026-11-20`: the day the content was made (UTC, as stored). */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `terracotta-mug-social-posts-2026-11-20.zip`; without a product, `social-posts-2026-11-20.zip`. */
export function archiveFilename(subject: string | undefined, what: string, createdAt: Date): string {
  const slug = slugOf(subject);
  return `${slug ? `${slug}-` : ""}${what}-${dayOf(createdAt)}.zip`;
}

const extensionByType: Record<UploadImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** `terracotta-mug-photo.jpg`, with the extension of the type the stored photo really has. */
export function photoFilename(subject: string | undefined, contentType: UploadImageType): string {
  return `${slugOf(subject) || "product"}-photo.${extensionByType[contentType]}`;
}

/** One text file per platform: `instagram.txt`, `x-twitter.txt`, `ebay.txt`. */
export function platformFilename(platform: Platform): string {
  return `${platform === "twitter" ? "x-twitter" : platform}.txt`;
}
