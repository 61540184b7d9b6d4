import type { Listing } from "../../../domain/listings";
import type { MarketplacePlatform, Platform } from "../../../domain/platforms";
import type { QualityBrief } from "./briefs";
import type { UnsupportedClaim } from "./claims";
import type { ColourTruth } from "./colour-claims";
import type { PriceCheck } from "./price-band";
import { MAX_PHRASE_SHARE_TARGET, type RepeatedPhrase, repeatedPhrases } from "./repeated-phrases";
import type { TemplateLeak, TemplateLeakKind } from "./template-leaks";

/**
 * The quality suite's report: per-output checks (already computed by the metric functions)
 * summed up against the issue's targets, with every failure listed by brief, platform and
 * snippet. A pure function of its input, so a script, a test or an admin route builds it the
 * same way.
 */

/** One generated output and what the metrics found in it. */
export interface OutputRecord {
  brief: string;
  kind: "social" | "listing";
  platform: Platform;
  /** The caption, or everything a buyer reads in the listing (title, description, bullets, tags). */
  text: string;
  title?: string;
  /** The writer chose not to list here, with its reason (listings only). */
  skipped?: string;
  ruleViolations: string[];
  templateLeaks: TemplateLeak[];
  colour: ColourTruth;
  unsupportedClaims: UnsupportedClaim[];
  /** Listings: product-word requirements the title misses. */
  missingProductWords?: string[];
  /** Listings: Shopify's and Etsy's category inside the expected branch; null where not judged. */
  categoryInBranch?: boolean | null;
  price?: PriceCheck;
}

/** One brief's run: what the writer returned and the outputs' checks. */
export interface GenerationRecord {
  brief: string;
  photo: string;
  /** The colours the image analysis measured (the product's when it separates one), for reference. */
  measuredColours: string[];
  photoColourMatches: boolean;
  /** A writer that threw (refused or crashed), per generator. */
  errors: string[];
  social: { hashtags: string[]; suggestedSchedule: string; captions: Record<string, string> } | null;
  listings: Partial<Record<MarketplacePlatform, { listing: Listing } | { skipped: string }>> | null;
  outputs: OutputRecord[];
  /**
   * The writer's time for this brief (social posts and listings; not the photo or the checks),
   * ms to 0.1. Absent in records built by hand.
   */
  elapsedMs?: number;
}

export type TargetKey =
  | "generations"
  | "rules"
  | "productWords"
  | "colourContradictions"
  | "unsupportedColours"
  | "categories"
  | "prices"
  | "redbubble"
  | "phrases"
  | "templateLeaks"
  | "unsupportedClaims";

export interface TargetDefinition {
  key: TargetKey;
  label: string;
  /** "min": the share must reach `target`; "max": the count (or share) must not exceed it. */
  direction: "min" | "max";
  unit: "share" | "count";
  target: number;
}

/** The issue's acceptance lines (and the suite's own), in the order the table prints them. */
export const QUALITY_TARGETS: readonly TargetDefinition[] = [
  {
    key: "generations",
    label: "outputs written where expected (no refusal or skip)",
    direction: "min",
    unit: "share",
    target: 1,
  },
  { key: "rules", label: "platform-rule violations", direction: "max", unit: "count", target: 0 },
  {
    key: "productWords",
    label: "listing titles naming the product",
    direction: "min",
    unit: "share",
    target: 1,
  },
  {
    key: "colourContradictions",
    label: "outputs contradicting the seller's colours",
    direction: "max",
    unit: "count",
    target: 0,
  },
  {
    key: "unsupportedColours",
    label: "outputs naming a colour neither seller nor product gives",
    direction: "max",
    unit: "count",
    target: 0,
  },
  {
    key: "categories",
    label: "categories in the expected branch (Shopify, Etsy)",
    direction: "min",
    unit: "share",
    target: 0.9,
  },
  { key: "prices", label: "prices inside the expected band", direction: "min", unit: "share", target: 0.9 },
  {
    key: "redbubble",
    label: "Redbubble offered only for printable designs",
    direction: "min",
    unit: "share",
    target: 1,
  },
  {
    key: "phrases",
    label: "most common 4-word phrase (share of outputs)",
    direction: "max",
    unit: "share",
    target: MAX_PHRASE_SHARE_TARGET,
  },
  { key: "templateLeaks", label: "outputs with a template leak", direction: "max", unit: "count", target: 0 },
  {
    key: "unsupportedClaims",
    label: "outputs with a claim the brief does not support",
    direction: "max",
    unit: "count",
    target: 0,
  },
];

export interface TargetResult extends TargetDefinition {
  /** The measured value: a share (0..1) or a count. */
  value: number;
  /** What it was measured on: "19 of 20", "3 of 240 outputs". */
  detail: string;
  pass: boolean;
}

export interface QualityFailure {
  target: TargetKey;
  brief: string;
  platform: string;
  problem: string;
  snippet: string;
}

export interface QualitySuiteReport {
  engine: string;
  productField: "native" | "legacy";
  briefs: number;
  /** Outputs written (captions and listings; skipped marketplaces not counted). */
  outputs: number;
  elapsedMs: number;
  targets: TargetResult[];
  passed: boolean;
  topRepeatedPhrases: RepeatedPhrase[];
  templateLeaksByKind: Partial<Record<TemplateLeakKind, number>>;
  unsupportedClaimsByKind: Record<string, number>;
  /** Informational: briefs whose measured photo colour names the product's colour. */
  photoColourMatches: { matched: number; total: number };
  failures: QualityFailure[];
  generations: GenerationRecord[];
}

export interface SuiteReportInput {
  engine: string;
  productField: "native" | "legacy";
  briefs: readonly QualityBrief[];
  generations: readonly GenerationRecord[];
  ignoredPhraseWords: readonly string[];
  elapsedMs: number;
}

const SNIPPET_CHARS = 160;

export function buildSuiteReport(input: SuiteReportInput): QualitySuiteReport {
  const briefsByKey = new Map(input.briefs.map((brief) => [brief.key, brief]));
  const outputs = input.generations.flatMap((generation) => generation.outputs);
  const written = outputs.filter((output) => output.skipped === undefined);
  const listings = written.filter((output) => output.kind === "listing");
  const failures: QualityFailure[] = [];
  const fail = (
    target: TargetKey,
    output: { brief: string; platform: string },
    problem: string,
    snippet = "",
  ) =>
    failures.push({
      target,
      brief: output.brief,
      platform: output.platform,
      problem,
      snippet: clip(snippet),
    });

  // Outputs written where expected: every network, every marketplace but Redbubble (judged on its
  // own below) and Etsy for goods Etsy does not list. A writer that throws writes none of them.
  let expectedOutputs = 0;
  let writtenExpected = 0;
  for (const generation of input.generations) {
    const brief = briefsByKey.get(generation.brief);
    const expected = 6 + 6 - 1 - (brief?.expect.etsyBranch === null ? 1 : 0);
    expectedOutputs += expected;
    for (const error of generation.errors)
      fail("generations", { brief: generation.brief, platform: "*" }, error);
    for (const output of generation.outputs) {
      if (output.platform === "redbubble") continue;
      if (output.platform === "etsy" && brief?.expect.etsyBranch === null) continue;
      if (output.skipped === undefined) writtenExpected += 1;
      else fail("generations", output, "skipped a marketplace that sells this product", output.skipped);
    }
  }

  // Platform rules.
  let violations = 0;
  for (const output of written) {
    violations += output.ruleViolations.length;
    for (const problem of output.ruleViolations) fail("rules", output, problem, output.text);
  }

  // Product words in listing titles.
  const titled = listings.filter((output) => output.missingProductWords !== undefined);
  for (const output of titled) {
    if (output.missingProductWords?.length) {
      fail(
        "productWords",
        output,
        `title lacks ${output.missingProductWords.join(", ")}`,
        output.title ?? "",
      );
    }
  }

  // Colours.
  const contradicting = written.filter((output) => output.colour.contradicting.length > 0);
  for (const output of contradicting) {
    fail(
      "colourContradictions",
      output,
      `says ${output.colour.contradicting.join(", ")}; the seller said ${output.colour.briefColours.join(", ")}`,
      around(output.text, output.colour.contradicting[0] ?? ""),
    );
  }
  const unsupportedColour = written.filter((output) => output.colour.unsupported.length > 0);
  for (const output of unsupportedColour) {
    fail(
      "unsupportedColours",
      output,
      `says ${output.colour.unsupported.join(", ")}; seller: ${output.colour.briefColours.join(", ") || "no colour"}, product in photo: ${output.colour.photoColours.join(", ")}`,
      around(output.text, output.colour.unsupported[0] ?? ""),
    );
  }

  // Categories (Shopify and Etsy, where judged).
  const categorised = listings.filter((output) => typeof output.categoryInBranch === "boolean");
  for (const output of categorised) {
    if (output.categoryInBranch) continue;
    const brief = briefsByKey.get(output.brief);
    const expected =
      output.platform === "shopify"
        ? [brief?.expect.shopifyBranch ?? []].flat().join(" | ")
        : brief?.expect.etsyBranch;
    const category = generationListing(input.generations, output)?.category ?? "";
    fail("categories", output, `expected under "${expected}"`, category || "(no category)");
  }

  // Prices.
  const priced = listings.filter((output) => output.price !== undefined);
  for (const output of priced) {
    const price = output.price;
    if (!price || price.inBand) continue;
    fail(
      "prices",
      output,
      `${price.price === null ? "no price" : `$${price.price.toFixed(2)}`} outside $${price.band[0]}–$${price.band[1]}${
        Number.isFinite(price.factorOff) ? ` (${price.factorOff.toFixed(2)}× off)` : ""
      }`,
      output.title ?? "",
    );
  }

  // Redbubble: a listing only for printable designs, a skip otherwise.
  let redbubbleRight = 0;
  const redbubbleJudged = input.generations.filter((generation) => generation.listings !== null);
  for (const generation of redbubbleJudged) {
    const brief = briefsByKey.get(generation.brief);
    const entry = generation.listings?.redbubble;
    const listed = entry !== undefined && "listing" in entry;
    const target = { brief: generation.brief, platform: "redbubble" };
    if (brief?.expect.redbubbleFits === listed) redbubbleRight += 1;
    else if (listed)
      fail("redbubble", target, "listed although Redbubble cannot print this product", entry.listing.title);
    else
      fail(
        "redbubble",
        target,
        "skipped although the product is a printable design",
        entry?.skipped ?? "(no listing)",
      );
  }

  // Repeated 4-word phrases across products (captions and listing descriptions).
  const phrases = repeatedPhrases(
    written.map((output) => ({
      productKey: output.brief,
      text: output.kind === "listing" ? descriptionOf(input.generations, output) : output.text,
    })),
    input.ignoredPhraseWords,
    10,
  );
  for (const phrase of phrases.top) {
    if (phrase.share > MAX_PHRASE_SHARE_TARGET) {
      fail(
        "phrases",
        { brief: `${phrase.products} products`, platform: "*" },
        `${(phrase.share * 100).toFixed(1)} % of outputs (${phrase.count})`,
        phrase.phrase,
      );
    }
  }

  // Template leaks.
  const templateLeaksByKind: Partial<Record<TemplateLeakKind, number>> = {};
  const leaking = written.filter((output) => output.templateLeaks.length > 0);
  for (const output of leaking) {
    for (const leak of output.templateLeaks) {
      templateLeaksByKind[leak.kind] = (templateLeaksByKind[leak.kind] ?? 0) + 1;
      fail("templateLeaks", output, `${leak.kind}${leak.field ? ` in ${leak.field}` : ""}`, leak.excerpt);
    }
  }

  // Unsupported claims.
  const unsupportedClaimsByKind: Record<string, number> = {};
  const claiming = written.filter((output) => output.unsupportedClaims.length > 0);
  for (const output of claiming) {
    for (const claim of output.unsupportedClaims) {
      unsupportedClaimsByKind[claim.claim] = (unsupportedClaimsByKind[claim.claim] ?? 0) + 1;
      fail("unsupportedClaims", output, `claims "${claim.claim}" unsaid by the seller`, claim.excerpt);
    }
  }

  const measured: Record<TargetKey, { value: number; detail: string }> = {
    generations: share(writtenExpected, expectedOutputs, "outputs"),
    rules: count(violations, `in ${written.length} outputs`),
    productWords: share(
      titled.filter((output) => !output.missingProductWords?.length).length,
      titled.length,
      "titles",
    ),
    colourContradictions: count(contradicting.length, `of ${written.length} outputs`),
    unsupportedColours: count(unsupportedColour.length, `of ${written.length} outputs`),
    categories: share(
      categorised.filter((output) => output.categoryInBranch).length,
      categorised.length,
      "categories",
    ),
    prices: share(priced.filter((output) => output.price?.inBand).length, priced.length, "prices"),
    redbubble: share(redbubbleRight, redbubbleJudged.length, "briefs"),
    phrases: {
      value: phrases.maxShare,
      detail: phrases.top[0]
        ? `"${phrases.top[0].phrase}" in ${phrases.top[0].count} of ${phrases.outputs}`
        : "none",
    },
    templateLeaks: count(leaking.length, `of ${written.length} outputs`),
    unsupportedClaims: count(claiming.length, `of ${written.length} outputs`),
  };
  const targets = QUALITY_TARGETS.map((definition) => {
    const { value, detail } = measured[definition.key];
    const pass = definition.direction === "min" ? value >= definition.target : value <= definition.target;
    return { ...definition, value, detail, pass };
  });

  return {
    engine: input.engine,
    productField: input.productField,
    briefs: input.generations.length,
    outputs: written.length,
    elapsedMs: input.elapsedMs,
    targets,
    passed: targets.every((target) => target.pass),
    topRepeatedPhrases: phrases.top,
    templateLeaksByKind,
    unsupportedClaimsByKind,
    photoColourMatches: {
      matched: input.generations.filter((generation) => generation.photoColourMatches).length,
      total: input.generations.length,
    },
    failures,
    generations: [...input.generations],
  };
}

function share(matched: number, total: number, noun: string): { value: number; detail: string } {
  return { value: total === 0 ? 0 : matched / total, detail: `${matched} of ${total} ${noun}` };
}

function count(value: number, detail: string): { value: number; detail: string } {
  return { value, detail: `${value} ${detail}` };
}

function generationListing(
  generations: readonly GenerationRecord[],
  output: OutputRecord,
): Listing | undefined {
  const entry = generations.find((generation) => generation.brief === output.brief)?.listings?.[
    output.platform as MarketplacePlatform
  ];
  return entry && "listing" in entry ? entry.listing : undefined;
}

function descriptionOf(generations: readonly GenerationRecord[], output: OutputRecord): string {
  return generationListing(generations, output)?.description ?? output.text;
}

function around(text: string, word: string): string {
  const at = text.toLowerCase().indexOf(word.toLowerCase());
  if (at < 0) return text;
  return text.slice(Math.max(0, at - 60), at + word.length + 60);
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > SNIPPET_CHARS ? `${flat.slice(0, SNIPPET_CHARS - 1)}…` : flat;
}

/** The table `npm run quality` prints: target, measured, PASS/FAIL per line. */
export function formatTargetsTable(report: QualitySuiteReport): string {
  const rows = report.targets.map((target) => [
    target.label,
    formatTarget(target),
    formatValue(target),
    target.detail,
    target.pass ? "PASS" : "FAIL",
  ]);
  const header = ["metric", "target", "measured", "on", "result"];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)),
  );
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)].join("\n");
}

function formatTarget(target: TargetDefinition): string {
  const value = target.unit === "share" ? `${Math.round(target.target * 100)} %` : String(target.target);
  return `${target.direction === "min" ? "≥" : "≤"} ${value}`;
}

function formatValue(target: TargetResult): string {
  return target.unit === "share" ? `${(target.value * 100).toFixed(1)} %` : String(target.value);
}
