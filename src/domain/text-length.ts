import twitter from "twitter-text";
import { socialRules } from "./platform-rules";
import type { SocialPlatform } from "./platforms";

/**
 * Length as the platform counts it: X weighs characters (a URL counts 23, an emoji 2) per its
 * `twitter-text` library; the others are measured in UTF-16 units, which is never less than what
 * they count, so staying under the cap here stays under it there.
 */
export function measureLength(platform: SocialPlatform, text: string): number {
  return socialRules[platform].weighted ? twitter.parseTweet(text).weightedLength : text.length;
}

export function fitsPlatform(platform: SocialPlatform, text: string): boolean {
  return measureLength(platform, text) <= socialRules[platform].maxChars;
}
