import type { Listing } from "../../../domain/listings";
import { marketplacePlatforms, socialPlatforms } from "../../../domain/platforms";
import { isFlawNote, isNoFlawNote } from "../generation/fact-sheet/condition";
import { clausesOf } from "../generation/fact-sheet/phrase-match";
import { categoryInBranch } from "./category-branch";
import { conditionConceptsIn, findUngroundedStatements, type Statement } from "./grounding";
import { dictionaryOf, expandHashtags } from "./hashtag-words";
import { findLabelLines, type LabelLine } from "./label-lines";
import { checkMustKeep, type KeptFacts } from "./must-keep";
import { type ForbiddenHit, findForbidden } from "./must-not-say";
import {
  type PlatformOutput,
  type PlatformPhrase,
  phrasesPerPlatform,
  worstPerPlatform,
} from "./platform-phrases";
import { MAX_PHRASE_SHARE_TARGET } from "./repeated-phrases";
import {
  expectsCopy,
  SELLER_LANGUAGES,
  type SellerBrief,
  type SellerLanguage,
  sellerConditionField,
  sellerTextOf,
} from "./seller-briefs";
import { type BandCheck, priceInBand } from "./seller-price";
import { isFlagged } from "./seller-screen";
import type { SellerGeneration } from "./seller-suite";
import { type ConditionVerdict, judgeCondition } from "./stated-condition";
import { STATEMENT_CONCEPTS } from "./statement-vocabulary";
import { STOPWORDS, tokenise } from "./words";

/**
 * The seller corpus's report: every output of every brief with what the checkers found in it,
 * each brief's verdicts (facts kept, condition, Redbubble, refusal, policy flag, Shopify branch),
 * and issue 30's targets measured per language (en, es, fr, de) and overall, with the failures
 * listed by brief, platform and snippet. A pure function of its input.
 */

export type SellerTargetKey =
  | "ungrounded"
  | "mustKeep"
  | "mustNotSay"
  | "condition"
  | "redbubble"
  | "refusals"
  | "wrongRefusals"
  | "flagged"
  | "shopify"
  | "prices"
  | "phrases"
  | "robotic";

export interface SellerTargetDefinition {
  key: SellerTargetKey;
  label: string;
  direction: "min" | "max";
  unit: "share" | "count";
  target: number;
}

export const SELLER_TARGETS: readonly SellerTargetDefinition[] = [
  {
    key: "ungrounded",
    label: "statements not grounded in the brief",
    direction: "max",
    unit: "count",
    target: 0,
  },
  {
    key: "mustKeep",
    label: "mustKeep kept in a title or first caption",
    direction: "min",
    unit: "share",
    target: 1,
  },
  { key: "mustNotSay", label: "mustNotSay said", direction: "max", unit: "count", target: 0 },
  { key: "condition", label: "condition right", direction: "min", unit: "share", target: 1 },
  { key: "redbubble", label: "Redbubble decision right", direction: "min", unit: "share", target: 1 },
  { key: "refusals", label: "expectRefusal briefs refused", direction: "min", unit: "share", target: 1 },
  {
    key: "wrongRefusals",
    label: "briefs refused that should be written",
    direction: "max",
    unit: "count",
    target: 0,
  },
  { key: "flagged", label: "restricted/prohibited flagged", direction: "min", unit: "share", target: 1 },
  { key: "shopify", label: "Shopify branch right", direction: "min", unit: "share", target: 0.95 },
  { key: "prices", label: "prices in band (per listing)", direction: "min", unit: "share", target: 0.9 },
  {
    key: "phrases",
    label: "worst 4-word phrase share on one platform",
    direction: "max",
    unit: "share",
    target: MAX_PHRASE_SHARE_TARGET,
  },
  { key: "robotic", label: "robotic label lines", direction: "max", unit: "count", target: 0 },
];

/** One output and what the checkers found in it. */
export interface SellerOutputRecord {
  brief: string;
  language: SellerLanguage;
  /** "hashtags": the list offered with the social result, apart from the captions. */
  kind: "social" | "hashtags" | "listing";
  platform: string;
  /** Everything a buyer reads (listing: title, description, bullets, SEO fields, tags). */
  text: string;
  title?: string;
  price?: string;
  category?: string;
  ungrounded: Statement[];
  mustNotSay: ForbiddenHit[];
  robotic: LabelLine[];
  priceCheck?: BandCheck;
}

export interface SellerBriefVerdicts {
  brief: string;
  language: SellerLanguage;
  refused: boolean;
  refusedBy: string[];
  flagged: boolean;
  policyLevel: string;
  mustKeep: KeptFacts | null;
  condition: ConditionVerdict | null;
  redbubble: { expected: "fit" | "skip"; written: boolean; right: boolean } | null;
  shopify: { category: string | null; right: boolean } | null;
}

export interface SellerMeasure {
  /** A share (0..1) or a count; null when nothing was measured. */
  value: number | null;
  detail: string;
  pass: boolean | null;
}

export interface SellerTargetResult extends SellerTargetDefinition {
  byLanguage: Record<SellerLanguage, SellerMeasure>;
  all: SellerMeasure;
}

export interface SellerFailure {
  target: SellerTargetKey;
  brief: string;
  language: SellerLanguage;
  platform: string;
  problem: string;
  snippet: string;
}

export interface SellerQualityReport {
  engine: string;
  briefs: number;
  outputs: number;
  elapsedMs: number;
  targets: SellerTargetResult[];
  passed: boolean;
  failures: SellerFailure[];
  ungroundedByKind: Record<string, number>;
  topPhrases: PlatformPhrase[];
  verdicts: SellerBriefVerdicts[];
  outputRecords: SellerOutputRecord[];
  generations: SellerGeneration[];
}

export interface SellerReportInput {
  engine: string;
  briefs: readonly SellerBrief[];
  generations: readonly SellerGeneration[];
  elapsedMs: number;
}

const SNIPPET_CHARS = 160;

export function buildSellerReport(input: SellerReportInput): SellerQualityReport {
  const briefsById = new Map(input.briefs.map((brief) => [brief.id, brief]));
  const records: SellerOutputRecord[] = [];
  const verdicts: SellerBriefVerdicts[] = [];
  const phraseOutputs: (PlatformOutput & { language: SellerLanguage })[] = [];
  const failures: SellerFailure[] = [];
  const vocabularyWords = vocabularyDictionary();

  for (const generation of input.generations) {
    const brief = briefsById.get(generation.brief);
    if (!brief) continue;
    const { outputs, verdict } = judgeGeneration(brief, generation, vocabularyWords);
    records.push(...outputs);
    verdicts.push(verdict);
    const own = ownWordsOf(brief);
    for (const output of outputs) {
      if (output.kind === "hashtags") continue;
      phraseOutputs.push({
        platform: output.platform,
        brief: brief.id,
        text: output.kind === "listing" ? descriptionText(generation, output.platform) : output.text,
        ownWords: own,
        language: brief.language,
      });
    }
  }

  const fail = (
    target: SellerTargetKey,
    where: { brief: string; language: SellerLanguage; platform: string },
    problem: string,
    snippet = "",
  ) => failures.push({ target, ...where, problem, snippet: clip(snippet) });

  for (const output of records) {
    for (const statement of output.ungrounded) {
      fail(
        "ungrounded",
        output,
        `${statement.kind} "${statement.said}" (${statement.concept})`,
        statement.excerpt,
      );
    }
    for (const hit of output.mustNotSay) fail("mustNotSay", output, `says "${hit.phrase}"`, hit.excerpt);
    for (const line of output.robotic) fail("robotic", output, line.kind, line.excerpt);
    if (output.priceCheck && !output.priceCheck.inBand) {
      const brief = briefsById.get(output.brief);
      fail(
        "prices",
        output,
        `${output.price ?? "no price"}${output.priceCheck.usd !== null ? ` (= $${output.priceCheck.usd})` : ""} outside $${brief?.truth.priceBandUSD.join("–$")}`,
        output.title ?? "",
      );
    }
  }
  for (const verdict of verdicts) {
    const brief = briefsById.get(verdict.brief);
    if (!brief) continue;
    const where = { brief: verdict.brief, language: verdict.language };
    if (verdict.mustKeep && verdict.mustKeep.missing.length > 0) {
      fail(
        "mustKeep",
        { ...where, platform: "title+instagram" },
        `misses ${verdict.mustKeep.missing.join(", ")}`,
        verdict.mustKeep.title,
      );
    }
    if (verdict.condition && !verdict.condition.right) {
      fail(
        "condition",
        { ...where, platform: "listings" },
        verdict.condition.problem ?? "wrong",
        verdict.condition.emptyLines.join(" / "),
      );
    }
    if (verdict.redbubble && !verdict.redbubble.right) {
      fail(
        "redbubble",
        { ...where, platform: "redbubble" },
        verdict.redbubble.written ? "written, should be skipped" : "skipped, fits print-on-demand",
      );
    }
    if (brief.truth.expectRefusal && !verdict.refused)
      fail("refusals", { ...where, platform: "*" }, "not refused", brief.seller.product);
    if (!brief.truth.expectRefusal && verdict.refusedBy.length > 0) {
      fail(
        "wrongRefusals",
        { ...where, platform: verdict.refusedBy.join("+") },
        "refused a brief that names a product",
        brief.seller.product,
      );
    }
    if (brief.truth.policy !== "ok" && !verdict.flagged) {
      fail(
        "flagged",
        { ...where, platform: "*" },
        `${brief.truth.policy} item not flagged`,
        brief.truth.policyNote,
      );
    }
    if (verdict.shopify && !verdict.shopify.right) {
      fail(
        "shopify",
        { ...where, platform: "shopify" },
        `category outside ${[brief.truth.shopifyCategoryPrefix, ...(brief.truth.shopifyCategoryAlsoOk ?? [])].join(" / ")}`,
        verdict.shopify.category ?? "no Shopify listing",
      );
    }
  }
  const allPhrases = phrasesPerPlatform(phraseOutputs);
  for (const phrase of worstPerPlatform(allPhrases).values()) {
    if (phrase.share > MAX_PHRASE_SHARE_TARGET) {
      failures.push({
        target: "phrases",
        brief: `${phrase.briefs.length} briefs`,
        language: (briefsById.get(phrase.briefs[0] ?? "")?.language ?? "en") as SellerLanguage,
        platform: phrase.platform,
        problem: `"${phrase.phrase}" in ${(phrase.share * 100).toFixed(1)} % of outputs (${phrase.count})`,
        snippet: phrase.briefs.slice(0, 4).join(", "),
      });
    }
  }

  const targets = SELLER_TARGETS.map((definition) => {
    const measure = (language: SellerLanguage | null): SellerMeasure => {
      const inLanguage = <T extends { language: SellerLanguage }>(list: readonly T[]) =>
        language === null ? list : list.filter((item) => item.language === language);
      const value = measureTarget(definition.key, {
        records: inLanguage(records),
        verdicts: inLanguage(verdicts),
        briefs: inLanguage(input.briefs as SellerBrief[]),
        phrases: inLanguage(phraseOutputs),
      });
      return {
        ...value,
        pass:
          value.value === null
            ? null
            : definition.direction === "min"
              ? value.value >= definition.target
              : value.value <= definition.target,
      };
    };
    return {
      ...definition,
      byLanguage: Object.fromEntries(
        SELLER_LANGUAGES.map((language) => [language, measure(language)]),
      ) as Record<SellerLanguage, SellerMeasure>,
      all: measure(null),
    };
  });

  const ungroundedByKind: Record<string, number> = {};
  for (const record of records) {
    for (const statement of record.ungrounded) {
      ungroundedByKind[statement.kind] = (ungroundedByKind[statement.kind] ?? 0) + 1;
    }
  }

  return {
    engine: input.engine,
    briefs: input.generations.length,
    outputs: records.filter((record) => record.kind !== "hashtags").length,
    elapsedMs: input.elapsedMs,
    targets,
    passed: targets.every((target) => target.all.pass !== false),
    failures,
    ungroundedByKind,
    topPhrases: allPhrases.slice(0, 15),
    verdicts,
    outputRecords: records,
    generations: [...input.generations],
  };
}

interface MeasureInput {
  records: readonly SellerOutputRecord[];
  verdicts: readonly SellerBriefVerdicts[];
  briefs: readonly SellerBrief[];
  phrases: readonly PlatformOutput[];
}

function share(hits: number, total: number, what: string): { value: number | null; detail: string } {
  return { value: total === 0 ? null : hits / total, detail: `${hits} of ${total} ${what}` };
}

function measureTarget(key: SellerTargetKey, input: MeasureInput): { value: number | null; detail: string } {
  const { records, verdicts, briefs } = input;
  const written = records.filter((record) => record.kind !== "hashtags");
  switch (key) {
    case "ungrounded": {
      const count = records.reduce((sum, record) => sum + record.ungrounded.length, 0);
      const outputs = records.filter((record) => record.ungrounded.length > 0).length;
      return { value: count, detail: `in ${outputs} of ${records.length} outputs` };
    }
    case "mustKeep": {
      const judged = verdicts.filter((verdict) => verdict.mustKeep !== null);
      const kept = judged.reduce((sum, verdict) => sum + (verdict.mustKeep?.kept.length ?? 0), 0);
      const total = judged.reduce(
        (sum, verdict) =>
          sum + (verdict.mustKeep?.kept.length ?? 0) + (verdict.mustKeep?.missing.length ?? 0),
        0,
      );
      return share(kept, total, "facts");
    }
    case "mustNotSay": {
      const count = records.reduce((sum, record) => sum + record.mustNotSay.length, 0);
      const outputs = records.filter((record) => record.mustNotSay.length > 0).length;
      return { value: count, detail: `in ${outputs} of ${records.length} outputs` };
    }
    case "condition": {
      const judged = verdicts.filter((verdict) => verdict.condition !== null);
      return share(judged.filter((verdict) => verdict.condition?.right).length, judged.length, "briefs");
    }
    case "redbubble": {
      const judged = verdicts.filter((verdict) => verdict.redbubble !== null);
      return share(judged.filter((verdict) => verdict.redbubble?.right).length, judged.length, "briefs");
    }
    case "refusals": {
      const expected = briefs.filter((brief) => brief.truth.expectRefusal).map((brief) => brief.id);
      const refused = verdicts.filter(
        (verdict) => expected.includes(verdict.brief) && verdict.refused,
      ).length;
      return share(refused, expected.length, "briefs");
    }
    case "wrongRefusals": {
      const others = briefs.filter((brief) => !brief.truth.expectRefusal).map((brief) => brief.id);
      const wrong = verdicts.filter(
        (verdict) => others.includes(verdict.brief) && verdict.refusedBy.length > 0,
      ).length;
      return { value: wrong, detail: `${wrong} of ${others.length} briefs` };
    }
    case "flagged": {
      const policy = briefs.filter((brief) => brief.truth.policy !== "ok").map((brief) => brief.id);
      const flagged = verdicts.filter((verdict) => policy.includes(verdict.brief) && verdict.flagged).length;
      const falseFlags = verdicts.filter(
        (verdict) => !policy.includes(verdict.brief) && verdict.flagged,
      ).length;
      const result = share(flagged, policy.length, "briefs");
      return { ...result, detail: `${result.detail}; ${falseFlags} ok flagged` };
    }
    case "shopify": {
      const judged = verdicts.filter((verdict) => verdict.shopify !== null);
      return share(judged.filter((verdict) => verdict.shopify?.right).length, judged.length, "briefs");
    }
    case "prices": {
      const judged = written.filter((record) => record.priceCheck !== undefined);
      return share(judged.filter((record) => record.priceCheck?.inBand).length, judged.length, "listings");
    }
    case "phrases": {
      const worst = [...worstPerPlatform(phrasesPerPlatform(input.phrases)).values()].sort(
        (a, b) => b.share - a.share,
      )[0];
      if (input.phrases.length === 0) return { value: null, detail: "no outputs" };
      return worst
        ? { value: worst.share, detail: `${worst.platform}: "${worst.phrase}" ${worst.count}×` }
        : { value: 0, detail: "no repeats" };
    }
    case "robotic": {
      const count = records.reduce((sum, record) => sum + record.robotic.length, 0);
      const outputs = records.filter((record) => record.robotic.length > 0).length;
      return { value: count, detail: `in ${outputs} of ${written.length} outputs` };
    }
  }
}

/** Judges one brief's outputs and decisions. */
export function judgeGeneration(
  brief: SellerBrief,
  generation: SellerGeneration,
  vocabularyWords: ReadonlySet<string> = vocabularyDictionary(),
): { outputs: SellerOutputRecord[]; verdict: SellerBriefVerdicts } {
  const sellerText = sellerTextOf(brief);
  const language = brief.language;
  const alsoGrounded = formConditionGrounds(brief, sellerText);
  const written = writtenListings(generation);
  const captions = generation.social?.captions ?? {};
  const dictionary = dictionaryOf(
    [sellerText, ...Object.values(captions), ...written.map(({ listing }) => listingText(listing))],
    [...vocabularyWords, ...brief.truth.mustNotSay, ...brief.truth.mustKeep],
  );
  const judge = (
    kind: SellerOutputRecord["kind"],
    platform: string,
    text: string,
    context: "caption" | "description" | null,
    robotic: () => LabelLine[] = () => (context ? findLabelLines(text, context) : []),
  ): SellerOutputRecord => {
    const expanded = expandHashtags(text, dictionary);
    return {
      brief: brief.id,
      language,
      kind,
      platform,
      text,
      ungrounded: findUngroundedStatements(sellerText, expanded, language, { alsoGrounded }),
      mustNotSay: findForbidden(brief.truth.mustNotSay, expanded),
      robotic: robotic(),
    };
  };

  const outputs: SellerOutputRecord[] = [];
  for (const platform of socialPlatforms) {
    const caption = captions[platform];
    if (caption === undefined) continue;
    outputs.push(judge("social", platform, caption, "caption"));
  }
  if (generation.social && generation.social.hashtags.length > 0) {
    outputs.push(judge("hashtags", "hashtags", generation.social.hashtags.join(" "), null));
  }
  const band = brief.truth.priceBandUSD;
  const judgesPrice = !(band[0] === 0 && band[1] === 0);
  for (const { platform, listing } of written) {
    const record = judge("listing", platform, listingText(listing), "description", () => [
      ...findLabelLines(listing.description, "description"),
      ...(listing.bulletPoints ?? []).flatMap((bullet) => findLabelLines(bullet, "description")),
    ]);
    record.title = listing.title;
    record.price = listing.suggestedPrice;
    record.category = listing.category;
    if (judgesPrice) record.priceCheck = priceInBand(listing.suggestedPrice, band);
    outputs.push(record);
  }

  const refusedBy = [
    ...(generation.refused.screen !== undefined ? ["screen"] : []),
    ...(generation.refused.social !== undefined ? ["social"] : []),
    ...(generation.refused.listings !== undefined ? ["listings"] : []),
  ];
  const refused =
    generation.refused.screen !== undefined ||
    (generation.refused.social !== undefined && generation.refused.listings !== undefined);
  const copyExpected = expectsCopy(brief);
  const firstCaption = socialPlatforms.map((platform) => captions[platform]).find((caption) => caption) ?? "";
  const redbubbleWritten = written.some(({ platform }) => platform === "redbubble");
  const shopify = written.find(({ platform }) => platform === "shopify")?.listing;
  const shopifyBranches = [
    brief.truth.shopifyCategoryPrefix,
    ...(brief.truth.shopifyCategoryAlsoOk ?? []),
  ].filter(Boolean);
  const verdict: SellerBriefVerdicts = {
    brief: brief.id,
    language,
    refused,
    refusedBy,
    flagged: isFlagged(generation.screen),
    policyLevel: generation.screen.policy.level,
    mustKeep:
      brief.truth.mustKeep.length > 0
        ? checkMustKeep(
            brief.truth.mustKeep,
            written.map(({ listing }) => listing.title),
            firstCaption,
          )
        : null,
    condition: copyExpected
      ? written.length > 0
        ? judgeCondition(
            brief.truth.condition,
            written.flatMap(({ listing }) => [
              listing.title,
              listing.description,
              ...(listing.bulletPoints ?? []),
            ]),
            language,
          )
        : { stated: [], emptyLines: [], right: false, problem: "no listing written" }
      : null,
    redbubble: brief.truth.expectRefusal
      ? null
      : {
          expected: brief.truth.redbubble,
          written: redbubbleWritten,
          right: redbubbleWritten === (brief.truth.redbubble === "fit"),
        },
    shopify:
      copyExpected && shopifyBranches.length > 0
        ? {
            category: shopify?.category ?? null,
            right: shopify !== undefined && categoryInBranch(shopify.category, shopifyBranches),
          }
        : null,
  };
  return { outputs, verdict };
}

/**
 * The form's condition grounds a condition statement only when the seller's own words state
 * none (their words win: "worn twice" with the form left on "new" grounds no "brand new").
 */
function formConditionGrounds(brief: SellerBrief, sellerText: string): Set<string> {
  const field = sellerConditionField(brief);
  if (conditionConceptsIn(sellerText).length > 0) return new Set();
  // Marks of use and nothing else said ("healthy, couple brown spots on the lower leaves"): the
  // seller states a used item in other words, as the fact sheet reads it (fact-sheet/condition.ts);
  // "used" is then theirs, not the writer's.
  if (!field) return clausesOf(sellerText).some(marksUse) ? new Set(["condition:used"]) : new Set();
  const grounds: Record<string, string[]> = {
    new: ["condition:new"],
    used: ["condition:used"],
    vintage: ["condition:vintage", "condition:used"],
    refurbished: ["condition:refurbished", "condition:used"],
  };
  return new Set(grounds[field] ?? []);
}

function writtenListings(generation: SellerGeneration): { platform: string; listing: Listing }[] {
  const listings = generation.listings ?? {};
  return marketplacePlatforms.flatMap((platform) => {
    const entry = listings[platform];
    return entry && "listing" in entry ? [{ platform, listing: entry.listing }] : [];
  });
}

/** Everything a buyer reads in a listing (not the category path). */
export function listingText(listing: Listing): string {
  return [
    listing.title,
    listing.description,
    ...(listing.bulletPoints ?? []),
    listing.seoTitle,
    listing.seoDescription,
    listing.tags.join(", "),
  ]
    .filter(Boolean)
    .join("\n");
}

function descriptionText(generation: SellerGeneration, platform: string): string {
  const entry = generation.listings?.[platform as keyof typeof generation.listings];
  if (!entry || !("listing" in entry)) return "";
  return [entry.listing.description, ...(entry.listing.bulletPoints ?? [])].join("\n");
}

/** This brief's product and brand words (≥ 3 letters, not function words; any token with a digit). */
export function ownWordsOf(brief: SellerBrief): Set<string> {
  const { seller, truth } = brief;
  const text = [
    seller.product,
    seller.brand,
    seller.listing.productType,
    seller.listing.materials,
    seller.listing.size,
    seller.listing.color,
    truth.productNoun,
    truth.productNounEn,
    ...truth.mustKeep,
  ]
    .filter(Boolean)
    .join(" ");
  const words = new Set<string>();
  for (const token of tokenise(text)) {
    if ((token.length >= 3 && !STOPWORDS.has(token)) || /\d/.test(token)) words.add(token);
  }
  return words;
}

/** The statement vocabulary's plain words, so a hashtag like #caramelcandle can be split. */
function vocabularyDictionary(): Set<string> {
  const words = new Set<string>();
  for (const concept of STATEMENT_CONCEPTS) {
    for (const form of Object.values(concept.said).flat()) {
      if (/^[\p{L}' -]+$/u.test(form)) for (const token of tokenise(form)) words.add(token);
    }
  }
  return words;
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > SNIPPET_CHARS ? `${flat.slice(0, SNIPPET_CHARS - 1)}…` : flat;
}

// ---------------------------------------------------------------- printing

function formatValue(unit: "share" | "count", measure: SellerMeasure): string {
  if (measure.value === null) return "–";
  return unit === "share" ? `${(measure.value * 100).toFixed(1)} %` : String(measure.value);
}

/** The targets table: measure, target, en, es, fr, de, all, PASS/FAIL (on all). */
export function formatSellerTable(report: SellerQualityReport): string {
  const header = ["measure", "target", "en", "es", "fr", "de", "all", "result", "all: on"];
  const rows = report.targets.map((target) => [
    target.label,
    `${target.direction === "min" ? "≥" : "≤"} ${target.unit === "share" ? `${Math.round(target.target * 100)} %` : target.target}`,
    ...SELLER_LANGUAGES.map((language) => formatValue(target.unit, target.byLanguage[language])),
    formatValue(target.unit, target.all),
    target.all.pass === null ? "–" : target.all.pass ? "PASS" : "FAIL",
    target.all.detail,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(" | ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)].join("\n");
}

/** The worst failures: up to `perTarget` for each failing target, in the table's order. */
export function formatWorstFailures(report: SellerQualityReport, perTarget = 5): string {
  const lines: string[] = [];
  for (const target of report.targets) {
    const failures = report.failures.filter((failure) => failure.target === target.key);
    if (failures.length === 0) continue;
    lines.push(`FAIL ${target.label}: ${failures.length}`);
    for (const failure of failures.slice(0, perTarget)) {
      lines.push(
        `  [${failure.brief} · ${failure.platform}] ${failure.problem}${failure.snippet ? ` — ${failure.snippet}` : ""}`,
      );
    }
    if (failures.length > perTarget)
      lines.push(`  … and ${failures.length - perTarget} more (see the report)`);
  }
  return lines.join("\n");
}

/**
 * The seller corpus's targets that fail `npm run quality` (and so `npm test`) when missed: every
 * target the writer meets, so none can slip back. Issue 30 adds the last two once they are met
 * (each misses on one brief: a plant whose use the seller shows only by its flaws, and puppies
 * the seller offers to ship); then every target is gated.
 */
export const SELLER_GATED_TARGETS: ReadonlySet<SellerTargetKey> = new Set<SellerTargetKey>([
  "ungrounded",
  "mustKeep",
  "mustNotSay",
  "condition",
  "redbubble",
  "refusals",
  "wrongRefusals",
  "flagged",
  "shopify",
  "prices",
  "phrases",
  "robotic",
]);

/** The gated targets the report misses (empty when the gate passes). */
export function missedGatedTargets(report: SellerQualityReport): SellerTargetResult[] {
  return report.targets.filter((target) => SELLER_GATED_TARGETS.has(target.key) && target.all.pass === false);
}

function marksUse(clause: string): boolean {
  return isFlawNote(clause) && !isNoFlawNote(clause);
}
