import { MAX_RESULT_HASHTAGS, socialRules } from "../../../domain/platform-rules";
import { platformLabels, type SocialPlatform, socialPlatforms } from "../../../domain/platforms";
import { measureLength } from "../../../domain/text-length";

/** A hashtag inside a caption: '#' not glued to a word, a URL or an HTML entity. */
const CAPTION_HASHTAG = /(^|[^\p{L}\p{N}_&/#])#([\p{L}\p{N}_]+)/gu;

export interface GeneratedSocialContent {
  platforms: Partial<Record<SocialPlatform, { caption: string }>>;
  hashtags: string[];
}

export interface LimitCheck {
  passed: boolean;
  /** What was measured, and every broken rule. */
  details: string;
}

/**
 * The interactive runner's "Check platform limits" step, against the one table of platform rules
 * (src/domain/platform-rules.ts): every caption is non-empty and within its platform's length (X
 * weighted) and hashtag caps, and the hashtag list holds 1–30 tags.
 */
export function checkPlatformLimits(content: GeneratedSocialContent): LimitCheck {
  const problems: string[] = [];
  const measured: string[] = [];
  const present = socialPlatforms.filter((platform) => content.platforms[platform] !== undefined);
  if (present.length === 0) problems.push("no captions to check");
  for (const platform of present) {
    const caption = content.platforms[platform]?.caption ?? "";
    const rule = socialRules[platform];
    const label = platformLabels[platform];
    const length = measureLength(platform, caption);
    const tags = Array.from(caption.matchAll(CAPTION_HASHTAG)).length;
    measured.push(`${label} ${length.toLocaleString("en-US")}/${rule.maxChars.toLocaleString("en-US")}`);
    if (caption.trim() === "") problems.push(`${label} caption is empty`);
    if (length > rule.maxChars) {
      const unit = rule.weighted ? "weighted characters" : "characters";
      problems.push(
        `${label} caption ${length.toLocaleString("en-US")} > ${rule.maxChars.toLocaleString("en-US")} ${unit}`,
      );
    }
    if (tags > rule.maxHashtags) problems.push(`${label} caption has ${tags} > ${rule.maxHashtags} hashtags`);
  }
  const listed = content.hashtags.length;
  if (listed < 1 || listed > MAX_RESULT_HASHTAGS) {
    problems.push(`${listed} hashtags in the list (1–${MAX_RESULT_HASHTAGS} expected)`);
  }
  if (problems.length > 0) return { passed: false, details: problems.join("; ") };
  return {
    passed: true,
    details: `${present.length} captions within limits (${measured.join(", ")}); ${listed} hashtags`,
  };
}
