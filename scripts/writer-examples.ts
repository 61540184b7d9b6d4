/**
 * `npm run quality:examples`: the user manual's "What to expect" examples, copied from real runs.
 * Reads the writer's figures before its rewrite (tests/fixtures/quality/before-report.json.gz) and
 * the latest `npm run quality` report (data/quality-report.json), and writes five briefs' Etsy
 * title, category, price and opening, Instagram opening and Redbubble outcome, side by side, to
 * src/client/features/user-manual/writer-examples.json. Run `npm run quality` first.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

interface Generation {
  brief: string;
  social: { captions: Record<string, string> };
  listings: Record<string, { listing?: Record<string, string>; skipped?: string }>;
}
interface Report {
  generations: Generation[];
}

const EXAMPLES: Record<string, string> = {
  mug: "A deep red mug on an orange backdrop (drawn)",
  "art-print": "The Starry Night, a real photograph of the print",
  laptop: "A silver laptop with a dark screen on a wooden table (drawn)",
  dress: "A red dress on a warm beige backdrop (drawn)",
  "espresso-cups": "A real photograph of a red cup of coffee on a wooden table",
};

const before = JSON.parse(
  gunzipSync(readFileSync("tests/fixtures/quality/before-report.json.gz")).toString("utf8"),
) as Report;
const after = JSON.parse(readFileSync("data/quality-report.json", "utf8")) as Report;
const briefs = JSON.parse(readFileSync("tests/fixtures/quality/briefs.json", "utf8")) as {
  briefs: { key: string; product: string }[];
};

const firstSentences = (text: string, count = 2) =>
  (text.split("\n")[0] ?? "")
    .split(/(?<=[.!?])\s+/)
    .slice(0, count)
    .join(" ");
const firstLines = (caption: string, count = 2) =>
  caption
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .slice(0, count)
    .join(" / ");

function side(report: Report, key: string) {
  const generation = report.generations.find((item) => item.brief === key);
  if (!generation) throw new Error(`no generation for ${key}`);
  const etsy = generation.listings.etsy?.listing ?? {};
  const redbubble = generation.listings.redbubble;
  return {
    etsyTitle: etsy.title ?? "",
    etsyCategory: etsy.category ?? "",
    etsyPrice: etsy.suggestedPrice ?? "",
    etsyOpening: firstSentences(etsy.description ?? ""),
    instagram: firstLines(generation.social.captions.instagram ?? ""),
    redbubble: redbubble?.listing ? "Listed" : `Skipped: ${redbubble?.skipped ?? ""}`,
  };
}

const examples = Object.entries(EXAMPLES).map(([key, photo]) => ({
  key,
  said: briefs.briefs.find((brief) => brief.key === key)?.product ?? key,
  photo,
  image: `/manual/example-${key}.webp`,
  before: side(before, key),
  after: side(after, key),
}));
const out = "src/client/features/user-manual/writer-examples.json";
writeFileSync(out, `${JSON.stringify({ source: "npm run quality:examples", examples }, null, 2)}\n`);
console.log(`wrote ${out}`);
