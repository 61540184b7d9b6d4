import {
  platformLabels,
  type SocialPlatform,
  socialPlatforms,
  socialPostColumns,
} from "../../domain/platforms";

type OlderKey = (typeof socialPostColumns)[SocialPlatform];

/**
 * What the .txt export reads: a social result as the API gives it (`platforms.<p>.caption`), or a
 * record with the older per-platform keys (instagramCaption, facebookPost, twitterPost,
 * linkedinPost, pinterestDescription, tiktokCaption). When both are present the new shape wins.
 */
export type ExportableSocialContent = {
  platforms?: Partial<Record<SocialPlatform, { caption: string }>>;
  selectedPlatforms?: readonly SocialPlatform[];
  hashtags?: readonly string[] | null;
  suggestedSchedule?: string | null;
  createdAt?: string | null;
} & Partial<Record<OlderKey, string | null>>;

export const EMPTY_PLATFORM_TEXT = "No content generated for this platform";
const RULE = "=".repeat(40);

/** The caption of one platform from either shape; empty when there is none. */
export function captionOf(content: ExportableSocialContent, platform: SocialPlatform): string {
  return content.platforms?.[platform]?.caption ?? content[socialPostColumns[platform]] ?? "";
}

/** The platforms to export, in the canonical order: the selection, or whichever carry text. */
export function exportPlatforms(content: ExportableSocialContent): SocialPlatform[] {
  if (content.selectedPlatforms && content.selectedPlatforms.length > 0) {
    return socialPlatforms.filter((platform) => content.selectedPlatforms?.includes(platform));
  }
  return socialPlatforms.filter(
    (platform) => content.platforms?.[platform] !== undefined || captionOf(content, platform).trim() !== "",
  );
}

const withHash = (tag: string) => (tag.startsWith("#") ? tag : `#${tag}`);

function formatDate(value: Date): string {
  return value.toLocaleString(undefined, { dateStyle: "long", timeStyle: "short" });
}

function heading(title: string): string {
  return `${title}\n${"-".repeat(title.length)}`;
}

/**
 * The social content as plain text (spec core-product §7): header 'SOCIAL MEDIA CONTENT EXPORT',
 * the date, a section per selected platform, HASHTAGS, and SUGGESTED SCHEDULE (or 'Not specified').
 */
export function formatSocialTextExport(content: ExportableSocialContent, now: Date = new Date()): string {
  const lines: string[] = ["SOCIAL MEDIA CONTENT EXPORT", RULE, `Date: ${formatDate(now)}`];
  const created = content.createdAt ? new Date(content.createdAt) : null;
  if (created && !Number.isNaN(created.getTime())) lines.push(`Generated: ${formatDate(created)}`);
  lines.push("");

  for (const platform of exportPlatforms(content)) {
    const caption = captionOf(content, platform).trim();
    lines.push(heading(platformLabels[platform].toUpperCase()), caption || EMPTY_PLATFORM_TEXT, "");
  }

  const hashtags = (content.hashtags ?? []).map((tag) => tag.trim()).filter(Boolean);
  lines.push(heading("HASHTAGS"), hashtags.length > 0 ? hashtags.map(withHash).join(" ") : "None", "");

  const schedule = content.suggestedSchedule?.trim();
  lines.push(heading("SUGGESTED SCHEDULE"), schedule || "Not specified", "");
  return lines.join("\n");
}

/** `social-media-content-1763817600000.txt` (the spec's name: a timestamp). */
export function socialTextExportFilename(now: Date = new Date()): string {
  return `social-media-content-${now.getTime()}.txt`;
}
