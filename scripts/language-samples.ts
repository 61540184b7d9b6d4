/**
 * `npm run quality:languages`: the builtin writer in Spanish, French and German, measured and
 * laid out for a native speaker to read. Runs tests/fixtures/quality/language-briefs.json (briefs
 * as shop owners of each language fill in the form, on the quality suite's photos) through the
 * same path a generation takes — photo analysis, the writer, the normaliser — and prints per
 * language:
 *   - outputs: captions and listing texts written;
 *   - trimmed: how many the normaliser had to change (a writer that keeps the rules changes none);
 *   - detected: the share the model path's language check (openai/language-check.ts: script, then
 *     franc among the offered languages) accepts as the language asked for, of the texts long
 *     enough to judge;
 *   - english: the share with English filler ("the", "and", "with", "your", "for" as words);
 *   - repeats: sentences said twice within one generation's captions.
 * Every output goes to data/language-samples.md (one section per brief) for the review.
 *
 *   npm run quality:languages                 all languages in the fixture
 *   npm run quality:languages -- --language es
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { LanguageCode } from "../src/domain/languages";
import { marketplacePlatforms, socialPlatforms } from "../src/domain/platforms";
import { analyseImage } from "../src/server/modules/generation/image-facts";
import { normaliseListings, normaliseSocialResult } from "../src/server/modules/generation/normalise";
import { loadQualityBriefs } from "../src/server/modules/quality/briefs";
import { photoFor } from "../src/server/modules/quality/photos";
import { createBuiltinProvider } from "../src/server/providers/generation/builtin/builtin-provider";
import { checkLanguage } from "../src/server/providers/generation/openai/language-check";

interface LanguageBrief {
  language: LanguageCode;
  photo: string;
  product: string;
  businessType?: string;
  brand?: string;
  targetAudience?: string;
  tone: string;
  campaignGoal?: string;
  additionalContext?: string;
  hashtags: string[];
}

const { values } = parseArgs({ options: { language: { type: "string" } } });
const fixture = JSON.parse(readFileSync("tests/fixtures/quality/language-briefs.json", "utf8")) as {
  briefs: LanguageBrief[];
};
const briefs = fixture.briefs.filter((brief) => !values.language || brief.language === values.language);
const photos = new Map(loadQualityBriefs().map((brief) => [brief.key, brief]));
const provider = createBuiltinProvider();

const ENGLISH_FILLER = /\b(?:the|and|with|your|for|our|this)\b/i;
/** A detector needs some text to be sure; shorter texts (a title, a tag line) are not judged. */
const JUDGEABLE_CHARS = 80;

interface Tally {
  outputs: number;
  trimmed: number;
  judged: number;
  detected: number;
  english: number;
  repeats: number;
}
const tallies = new Map<string, Tally>();
const markdown: string[] = ["# Builtin writer samples by language", ""];

const proseOf = (text: string) =>
  text
    .replace(/[#@][\p{L}\p{N}_]+/gu, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function count(tally: Tally, language: LanguageCode, text: string, draft: string | undefined) {
  tally.outputs += 1;
  if (draft !== undefined && draft !== text) tally.trimmed += 1;
  const prose = proseOf(text);
  if (prose.length >= JUDGEABLE_CHARS) {
    tally.judged += 1;
    if (checkLanguage(prose, language).ok) tally.detected += 1;
  }
  if (ENGLISH_FILLER.test(prose)) tally.english += 1;
}

for (const brief of briefs) {
  const photoBrief = photos.get(brief.photo);
  if (!photoBrief) throw new Error(`no quality photo ${brief.photo}`);
  const photo = await photoFor(photoBrief);
  const facts = await analyseImage(photo.buffer);
  const image = {
    buffer: photo.buffer,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
  };
  const tally = tallies.get(brief.language) ?? {
    outputs: 0,
    trimmed: 0,
    judged: 0,
    detected: 0,
    english: 0,
    repeats: 0,
  };
  tallies.set(brief.language, tally);
  const { language, photo: _photo, hashtags, ...fields } = brief;
  markdown.push(`## ${language} · ${brief.product} (${brief.tone})`, "");

  const social = await provider.writeSocialPosts(
    { ...fields, hashtags, platforms: [...socialPlatforms], variant: 0, facts, language },
    image,
  );
  const normalised = normaliseSocialResult(
    social,
    socialPlatforms,
    hashtags.map((tag) => `#${tag}`),
  );
  const seen = new Set<string>();
  for (const platform of socialPlatforms) {
    const caption = normalised.platforms[platform]?.caption ?? "";
    count(tally, language, caption, social.platforms[platform]?.caption);
    for (const sentence of proseOf(caption).split(/(?<=[.!?…])\s+/)) {
      const key = sentence.toLowerCase();
      if (key.split(" ").length < 4) continue;
      if (seen.has(key)) tally.repeats += 1;
      seen.add(key);
    }
    markdown.push(`### ${platform}`, "", "```", caption, "```", "");
  }
  markdown.push(`Schedule: ${normalised.suggestedSchedule}`, "");

  const listings = await provider.writeListings(
    {
      product: brief.product,
      businessType: brief.businessType,
      targetAudience: brief.targetAudience,
      tags: [],
      platforms: [...marketplacePlatforms],
      variant: 0,
      facts,
      language,
    },
    image,
  );
  const listed = marketplacePlatforms.filter((platform) => !listings.skipped?.[platform]);
  const normalisedListings = normaliseListings(listings, listed);
  for (const platform of marketplacePlatforms) {
    const skipped = listings.skipped?.[platform];
    const listing = normalisedListings[platform];
    if (skipped || !listing) {
      markdown.push(`### ${platform}: skipped — ${skipped ?? "no listing"}`, "");
      continue;
    }
    const draft = listings.platforms[platform];
    count(tally, language, listing.title, draft?.title);
    count(tally, language, listing.description, draft?.description);
    markdown.push(
      `### ${platform}: ${listing.title}`,
      "",
      "```",
      listing.description,
      ...(listing.bulletPoints?.length ? ["", ...listing.bulletPoints.map((point) => `• ${point}`)] : []),
      "```",
      "",
      `Tags: ${listing.tags.join(", ")} · ${listing.suggestedPrice} · ${listing.category}`,
      "",
    );
  }
}

mkdirSync("data", { recursive: true });
writeFileSync("data/language-samples.md", `${markdown.join("\n")}\n`);
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : "—");
console.log("language  outputs  trimmed  detected        english  repeats");
for (const [language, tally] of tallies) {
  console.log(
    [
      language.padEnd(8),
      String(tally.outputs).padStart(7),
      String(tally.trimmed).padStart(8),
      `${percent(tally.detected, tally.judged)} of ${tally.judged}`.padStart(14),
      percent(tally.english, tally.outputs).padStart(8),
      String(tally.repeats).padStart(8),
    ].join("  "),
  );
}
console.log("\nEvery output: data/language-samples.md");
