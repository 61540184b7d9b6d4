import type { Listing, SkippedMarketplace } from "../../../domain/listings";
import { type MarketplacePlatform, platformLabels, type SocialPlatform } from "../../../domain/platforms";
import { platformFilename } from "./archive-names";

/**
 * The text files of a download: one per platform with exactly what to paste, and a read-me that
 * says what each file is and holds everything in one place. Plain UTF-8 text, one line break style.
 */

/** The photo's place in the download: its file name, or why there is none. */
export type ArchivePhoto =
  | { kind: "included"; filename: string }
  | { kind: "none" }
  | { kind: "unavailable" };

export const NO_CAPTION_TEXT = "No content generated for this platform";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

function heading(title: string): string {
  return `${title}\n${"-".repeat(title.length)}`;
}

function photoLine(photo: ArchivePhoto): string {
  switch (photo.kind) {
    case "included":
      return `- ${photo.filename}: your product photo, without location or camera details`;
    case "none":
      return "- No photo: this content was made from a photo that was not kept.";
    case "unavailable":
      return "- No photo: it has been deleted or could not be read.";
  }
}

const withHash = (tag: string) => (tag.startsWith("#") ? tag : `#${tag}`);

/** A platform's file: the caption as stored (it carries that network's own hashtags). */
export function socialPlatformText(caption: string | null | undefined): string {
  return `${caption?.trim() || NO_CAPTION_TEXT}\n`;
}

export interface SocialReadme {
  /** The product (or brand) the posts are about, when the seller named one. */
  subject: string | undefined;
  createdAt: Date;
  platforms: readonly SocialPlatform[];
  captions: Partial<Record<SocialPlatform, string | null>>;
  hashtags: readonly string[];
  schedule: string | null;
  photo: ArchivePhoto;
}

/** all-captions.txt: what is in the folder, then every caption, the hashtags and the schedule. */
export function socialReadme(content: SocialReadme): string {
  const lines = [
    `${content.subject ?? "Your product"}: social media posts`,
    `Made on ${dateFormat.format(content.createdAt)} with Seller Content Studio.`,
    "",
    heading("IN THIS FOLDER"),
    photoLine(content.photo),
    ...content.platforms.map(
      (platform) => `- ${platformFilename(platform)}: the ${platformLabels[platform]} post, ready to paste`,
    ),
    "- all-captions.txt: this file, with every post in one place",
    "",
    "Each post already carries its network's own hashtags, within that network's limit.",
    "",
  ];
  for (const platform of content.platforms) {
    lines.push(
      heading(platformLabels[platform].toUpperCase()),
      socialPlatformText(content.captions[platform]),
    );
  }
  const hashtags = content.hashtags.map((tag) => tag.trim()).filter(Boolean);
  lines.push(heading("HASHTAGS"), hashtags.length > 0 ? hashtags.map(withHash).join(" ") : "None", "");
  lines.push(heading("SUGGESTED SCHEDULE"), content.schedule?.trim() || "Not specified", "");
  return lines.join("\n");
}

/** A marketplace's file: each field under its name, in the order a listing form asks for them. */
export function listingPlatformText(platform: MarketplacePlatform, listing: Listing): string {
  const section = (title: string, body: string) => [heading(title), body.trim() || "(empty)", ""];
  const lines = [`${platformLabels[platform]} listing`, "", ...section("TITLE", listing.title)];
  lines.push(...section("DESCRIPTION", listing.description));
  if (listing.bulletPoints?.length) {
    lines.push(...section("KEY FEATURES", listing.bulletPoints.map((line) => `• ${line}`).join("\n")));
  }
  lines.push(...section("TAGS", listing.tags.join(", ")));
  lines.push(...section("PRICE", listing.suggestedPrice));
  lines.push(...section("CATEGORY", listing.category));
  if (listing.seoTitle !== undefined) lines.push(...section("SEO TITLE", listing.seoTitle));
  if (listing.seoDescription !== undefined) lines.push(...section("SEO DESCRIPTION", listing.seoDescription));
  return lines.join("\n");
}

export interface ListingReadme {
  subject: string | undefined;
  createdAt: Date;
  platforms: readonly MarketplacePlatform[];
  skipped: readonly SkippedMarketplace[];
  photo: ArchivePhoto;
}

/** read-me.txt of a listing download: what is in the folder, and the marketplaces left out. */
export function listingReadme(content: ListingReadme): string {
  const lines = [
    `${content.subject ?? "Your product"}: marketplace listings`,
    `Made on ${dateFormat.format(content.createdAt)} with Seller Content Studio.`,
    "",
    heading("IN THIS FOLDER"),
    photoLine(content.photo),
    ...content.platforms.map(
      (platform) =>
        `- ${platformFilename(platform)}: the ${platformLabels[platform]} listing, field by field`,
    ),
    "",
  ];
  if (content.skipped.length > 0) {
    lines.push(heading("NOT LISTED"));
    for (const { platform, reason } of content.skipped)
      lines.push(`- ${platformLabels[platform]}: ${reason}`);
    lines.push("");
  }
  return lines.join("\n");
}
