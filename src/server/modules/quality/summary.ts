import type { QualityReport } from "../../../domain/admin";
import { platformLabelOf } from "../../../domain/admin";
import { type MarketplacePlatform, marketplacePlatforms, socialPlatforms } from "../../../domain/platforms";
import { loadQualityBriefs, type QualityBrief } from "./briefs";
import {
  hashtagsIn,
  type TagRelevance,
  type TagVocabulary,
  tagRelevance,
  tagVocabularyOf,
} from "./hashtag-relevance";
import type { GenerationRecord, OutputRecord, QualitySuiteReport } from "./report";
import { tokenise } from "./words";

/**
 * The quality suite's report as the admin page and `npm run quality` show it
 * (qualityReportSchema in src/domain/admin.ts): the targets, one row per platform with the same
 * measures so a weak network or marketplace stands out, the most repeated phrases, the worst
 * examples and the writer's timing. A pure function of the suite's report (and the briefs it
 * ran, for hashtag relevance).
 */

export type QualityReportSummary = Omit<QualityReport, "id" | "createdAt">;
export type QualityPlatformRow = QualityReport["platforms"][number];
export type QualityExample = QualityReport["worstExamples"][number];

export interface SummaryOptions {
  /** The briefs the report ran (the fixed set by default): hashtag relevance is judged against them. */
  briefs?: readonly QualityBrief[];
}

/** The summary carries at most this many examples. */
export const MAX_WORST_EXAMPLES = 12;
/** An output whose hashtags or tags relate to the product this often or less is a weak example. */
export const WEAK_TAG_RELEVANCE = 0.5;

const SNIPPET_CHARS = 160;

export function summariseQualityReport(
  report: QualitySuiteReport,
  options: SummaryOptions = {},
): QualityReportSummary {
  const context = summaryContext(report, options);
  const platforms = [...socialPlatforms, ...marketplacePlatforms]
    .map((platform) =>
      platformRow(
        platform,
        context.written.filter((output) => output.platform === platform),
        context,
      ),
    )
    .filter((row) => row.outputs > 0);
  return {
    engine: report.engine,
    briefs: report.briefs,
    outputs: report.outputs,
    elapsedMs: Math.round(report.elapsedMs),
    timing: timingOf(report.generations),
    passed: report.passed,
    targets: report.targets.map((target) => ({
      key: target.key,
      label: target.label,
      direction: target.direction,
      unit: target.unit,
      target: target.target,
      value: target.value,
      measuredOn: target.detail,
      passed: target.pass,
    })),
    platforms,
    topRepeatedPhrases: report.topRepeatedPhrases.map((phrase) => ({
      phrase: phrase.phrase,
      share: phrase.share,
      outputs: phrase.count,
    })),
    worstExamples: worstExamples(report, context),
  };
}

export interface QualityOverall {
  /** The same measures over all social posts, all listings and everything ("social", "listings", "all"). */
  rows: QualityPlatformRow[];
  /** The relevance of the hashtag list each social result offers for all networks (not in a caption). */
  hashtagLists: TagRelevanceTotal;
}

export interface TagRelevanceTotal {
  tags: number;
  relevant: number;
  share: number | null;
}

/** The per-platform measures summed over social posts, listings and all outputs (for the script). */
export function summariseOverall(report: QualitySuiteReport, options: SummaryOptions = {}): QualityOverall {
  const context = summaryContext(report, options);
  const social = context.written.filter((output) => output.kind === "social");
  const listings = context.written.filter((output) => output.kind === "listing");
  const lists = report.generations.map((generation) =>
    context.judge(generation.brief, generation.social?.hashtags ?? []),
  );
  return {
    rows: [
      { ...platformRow("social", social, context), label: "All social", kind: "social" },
      { ...platformRow("listings", listings, context), label: "All listings", kind: "listing" },
      {
        ...platformRow("all", context.written, context),
        label: "All outputs",
        kind: "listing",
        productInTitle: productInTitle(listings),
      },
    ],
    hashtagLists: pooled(lists),
  };
}

/** The per-platform table `npm run quality` prints (percentages with one decimal; "–" where not measured). */
export function formatPlatformTable(summary: QualityReportSummary, overall?: QualityOverall): string {
  const header = [
    "platform",
    "outputs",
    "rule violations",
    "colour contradictions",
    "template leaks",
    "unsupported claims",
    "top phrase",
    "product in title",
    "hashtag relevance",
    "price in band",
    "category in branch",
  ];
  const cells = (row: QualityPlatformRow) => [
    row.label,
    String(row.outputs),
    String(row.ruleViolations),
    String(row.colourContradictions),
    String(row.templateLeaks),
    String(row.unsupportedClaims),
    percent(row.topPhraseShare),
    percent(row.productInTitle),
    percent(row.hashtagRelevance),
    percent(row.priceInBand),
    percent(row.categoryInBranch),
  ];
  const rows = summary.platforms.map(cells);
  const totals = overall?.rows.map(cells) ?? [];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...[...rows, ...totals].map((row) => (row[i] ?? "").length)),
  );
  // Text left, numbers right.
  const line = (row: readonly string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(" | ");
  const rule = widths.map((width) => "-".repeat(width)).join("-|-");
  return [line(header), rule, ...rows.map(line), ...(totals.length ? [rule, ...totals.map(line)] : [])].join(
    "\n",
  );
}

/** "timing: …" as the script prints it. */
export function formatTiming(summary: QualityReportSummary): string {
  return `writer time per brief (social posts + listings): median ${summary.timing.medianMs.toFixed(1)} ms, slowest ${summary.timing.maxMs.toFixed(1)} ms; whole suite ${summary.elapsedMs} ms`;
}

// ---------------------------------------------------------------------------------------------

interface SummaryContext {
  written: OutputRecord[];
  generations: ReadonlyMap<string, GenerationRecord>;
  topPhrase: string | undefined;
  /** Tag relevance of some tags against a brief's vocabulary; null when the brief is unknown. */
  judge: (brief: string, tags: readonly string[]) => TagRelevance | null;
}

function summaryContext(report: QualitySuiteReport, options: SummaryOptions): SummaryContext {
  const briefs = new Map((options.briefs ?? loadQualityBriefs()).map((brief) => [brief.key, brief]));
  const vocabularies = new Map<string, TagVocabulary>();
  const judge = (key: string, tags: readonly string[]) => {
    const brief = briefs.get(key);
    if (!brief) return null;
    let vocabulary = vocabularies.get(key);
    if (!vocabulary) {
      vocabulary = tagVocabularyOf(brief);
      vocabularies.set(key, vocabulary);
    }
    return tagRelevance(tags, vocabulary);
  };
  return {
    written: report.generations.flatMap((generation) =>
      generation.outputs.filter((output) => output.skipped === undefined),
    ),
    generations: new Map(report.generations.map((generation) => [generation.brief, generation])),
    topPhrase: report.topRepeatedPhrases[0]?.phrase,
    judge,
  };
}

function platformRow(
  platform: string,
  outputs: readonly OutputRecord[],
  context: SummaryContext,
): QualityPlatformRow {
  const kind =
    outputs[0]?.kind ??
    (marketplacePlatforms.includes(platform as MarketplacePlatform) ? "listing" : "social");
  const listings = outputs.filter((output) => output.kind === "listing");
  return {
    platform,
    label: platformLabelOf(platform),
    kind,
    outputs: outputs.length,
    ruleViolations: outputs.filter((output) => output.ruleViolations.length > 0).length,
    colourContradictions: outputs.filter((output) => output.colour.contradicting.length > 0).length,
    templateLeaks: outputs.filter((output) => output.templateLeaks.length > 0).length,
    unsupportedClaims: outputs.filter((output) => output.unsupportedClaims.length > 0).length,
    topPhraseShare:
      outputs.length === 0 || context.topPhrase === undefined
        ? 0
        : outputs.filter((output) => carriesPhrase(phraseText(output, context), context.topPhrase ?? ""))
            .length / outputs.length,
    productInTitle: kind === "social" ? null : productInTitle(listings),
    hashtagRelevance: pooled(outputs.map((output) => tagsOf(output, context))).share,
    priceInBand: shareOf(listings, (output) => (output.price ? output.price.inBand : undefined)),
    categoryInBranch: shareOf(listings, (output) => output.categoryInBranch ?? undefined),
  };
}

/** The share of outputs judged true, among those judged at all; null when none was. */
function shareOf(
  outputs: readonly OutputRecord[],
  judge: (output: OutputRecord) => boolean | undefined,
): number | null {
  const judged = outputs.map(judge).filter((verdict): verdict is boolean => verdict !== undefined);
  return judged.length === 0 ? null : judged.filter(Boolean).length / judged.length;
}

/** Titles naming the product among titles judged; null when none was. */
function productInTitle(listings: readonly OutputRecord[]): number | null {
  const titled = listings.filter((output) => output.missingProductWords !== undefined);
  if (titled.length === 0) return null;
  return titled.filter((output) => output.missingProductWords?.length === 0).length / titled.length;
}

/** An output's hashtags (in the caption) or tags (the listing's), judged against its brief. */
function tagsOf(output: OutputRecord, context: SummaryContext): TagRelevance | null {
  return context.judge(output.brief, rawTagsOf(output, context));
}

function rawTagsOf(output: OutputRecord, context: SummaryContext): string[] {
  if (output.kind === "social") return hashtagsIn(output.text);
  return listingOf(output, context)?.tags ?? [];
}

/** All the tags counted together: each tag weighs the same, whichever output carried it. */
function pooled(results: readonly (TagRelevance | null)[]): TagRelevanceTotal {
  let tags = 0;
  let relevant = 0;
  for (const result of results) {
    if (!result) continue;
    tags += result.tags;
    relevant += result.relevant.length;
  }
  return { tags, relevant, share: tags === 0 ? null : relevant / tags };
}

function listingOf(output: OutputRecord, context: SummaryContext) {
  const entry = context.generations.get(output.brief)?.listings?.[output.platform as MarketplacePlatform];
  return entry && "listing" in entry ? entry.listing : undefined;
}

/** The text the suite's phrase count reads: the caption, or the listing's description. */
function phraseText(output: OutputRecord, context: SummaryContext): string {
  return output.kind === "listing" ? (listingOf(output, context)?.description ?? output.text) : output.text;
}

/** Whether a text carries a 4-word phrase as the phrase count reads it (the same words, in order). */
function carriesPhrase(text: string, phrase: string): boolean {
  return ` ${tokenise(text).join(" ")} `.includes(` ${phrase} `);
}

function timingOf(generations: readonly GenerationRecord[]): { medianMs: number; maxMs: number } {
  const times = generations
    .map((generation) => generation.elapsedMs)
    .filter((ms): ms is number => typeof ms === "number" && Number.isFinite(ms))
    .sort((a, b) => a - b);
  if (times.length === 0) return { medianMs: 0, maxMs: 0 };
  const middle = Math.floor(times.length / 2);
  const median =
    times.length % 2 === 1 ? (times[middle] ?? 0) : ((times[middle - 1] ?? 0) + (times[middle] ?? 0)) / 2;
  return { medianMs: round1(median), maxMs: round1(times[times.length - 1] ?? 0) };
}

/**
 * Failures first, taken in turn from each target (so 200 rule failures do not hide the one
 * wrong colour); then, while room is left, the weakest outputs that broke no target: hashtags
 * or tags mostly unrelated to the product, and outputs carrying the most repeated phrase.
 */
function worstExamples(report: QualitySuiteReport, context: SummaryContext): QualityExample[] {
  const labels = new Map(report.targets.map((target) => [target.key, target.label]));
  const failuresByTarget = new Map<string, QualityExample[]>();
  for (const failure of report.failures) {
    const list = failuresByTarget.get(failure.target) ?? [];
    list.push({
      brief: failure.brief,
      platform: failure.platform,
      problem: `${labels.get(failure.target) ?? failure.target}: ${failure.problem}`,
      snippet: failure.snippet,
    });
    failuresByTarget.set(failure.target, list);
  }
  const examples = roundRobin([...failuresByTarget.values()], MAX_WORST_EXAMPLES);
  if (examples.length >= MAX_WORST_EXAMPLES) return examples;

  const weakTags: (QualityExample & { share: number; tags: number })[] = [];
  for (const output of context.written) {
    const relevance = tagsOf(output, context);
    if (relevance?.share == null || relevance.share > WEAK_TAG_RELEVANCE) continue;
    const noun = output.kind === "social" ? "hashtags" : "tags";
    const separator = output.kind === "social" ? " " : ", ";
    weakTags.push({
      brief: output.brief,
      platform: output.platform,
      problem: `${relevance.relevant.length} of ${relevance.tags} ${noun} relate to the product; unrelated: ${relevance.irrelevant.join(separator)}`,
      snippet: clip([...relevance.irrelevant, ...relevance.relevant].join(separator)),
      share: relevance.share,
      tags: relevance.tags,
    });
  }
  weakTags.sort((a, b) => a.share - b.share || b.tags - a.tags);
  const topPhrase = context.topPhrase;
  const repeated =
    topPhrase === undefined
      ? []
      : context.written
          .filter((output) => carriesPhrase(phraseText(output, context), topPhrase))
          .map((output) => ({
            brief: output.brief,
            platform: output.platform,
            problem: `carries "${topPhrase}", the most repeated phrase across products`,
            snippet: clip(around(phraseText(output, context), topPhrase)),
          }));
  const room = MAX_WORST_EXAMPLES - examples.length;
  return [
    ...examples,
    ...roundRobin([distinctBriefsFirst(weakTags.map(exampleOnly)), distinctBriefsFirst(repeated)], room),
  ];
}

function exampleOnly({ brief, platform, problem, snippet }: QualityExample): QualityExample {
  return { brief, platform, problem, snippet };
}

/** One from each list in turn until `limit`. */
function roundRobin<T>(lists: readonly (readonly T[])[], limit: number): T[] {
  const out: T[] = [];
  for (let index = 0; out.length < limit; index += 1) {
    const round = lists.flatMap((list) => (index < list.length ? [list[index] as T] : []));
    if (round.length === 0) break;
    out.push(...round.slice(0, limit - out.length));
  }
  return out;
}

/** Examples of different briefs first (in their order), then the rest: a wider view of the writer. */
function distinctBriefsFirst(examples: readonly QualityExample[]): QualityExample[] {
  const seen = new Set<string>();
  const first: QualityExample[] = [];
  const rest: QualityExample[] = [];
  for (const example of examples) {
    (seen.has(example.brief) ? rest : first).push(example);
    seen.add(example.brief);
  }
  return [...first, ...rest];
}

/** The text around a phrase the tokeniser found (located loosely: words may be split by punctuation). */
function around(text: string, phrase: string): string {
  const words = phrase.split(" ");
  const pattern = new RegExp(
    words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^\\p{L}\\p{N}]+"),
    "iu",
  );
  const at = text.search(pattern);
  if (at < 0) return text;
  return text.slice(Math.max(0, at - 60), at + phrase.length + 60);
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > SNIPPET_CHARS ? `${flat.slice(0, SNIPPET_CHARS - 1)}…` : flat;
}

function percent(value: number | null): string {
  return value === null ? "–" : `${(value * 100).toFixed(1)} %`;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
