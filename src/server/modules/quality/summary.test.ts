import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualityReportSchema } from "../../../domain/admin";
import type { ImageFacts } from "../../../domain/ai-image";
import { marketplacePlatforms, socialPlatforms } from "../../../domain/platforms";
import { createBuiltinProvider } from "../../providers/generation/builtin/builtin-provider";
import type {
  GenerationProvider,
  ListingDraft,
  SocialDraft,
} from "../../providers/generation/generation-provider";
import { loadQualityBriefs } from "./briefs";
import type { QualitySuiteReport } from "./report";
import { runQualitySuite } from "./suite";
import { formatPlatformTable, MAX_WORST_EXAMPLES, summariseOverall, summariseQualityReport } from "./summary";

const cacheDir = mkdtempSync(join(tmpdir(), "quality-summary-test-"));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const facts: ImageFacts = {
  width: 960,
  height: 960,
  orientation: "square",
  colors: [{ name: "orange", hex: "#e07b28", share: 0.7 }],
  brightness: "balanced",
  plainWhiteBackground: false,
  productColors: [],
  backgroundColor: null,
  foregroundShare: 0,
} as ImageFacts;

/**
 * A writer with stock habits: the backdrop's colour, one template sentence everywhere, one
 * filler hashtag beside one naming the product, and a vague title.
 */
const fakeWriter: GenerationProvider = {
  engine: "fake",
  languages: ["en"],
  readsImage: false,
  async describeImage() {
    return "";
  },
  async writeSocialPosts(brief): Promise<SocialDraft> {
    const tag = /mug/i.test(brief.product ?? "") ? "#mug" : "#ArtPrint";
    const caption = `A warm orange piece, a great pick for anyone. Shop now. #instagood ${tag}`;
    return {
      platforms: Object.fromEntries(brief.platforms.map((p) => [p, { caption }])),
      hashtags: ["#instagood", "#photooftheday", "#love", tag],
      suggestedSchedule: "Tuesday 7 pm",
    };
  },
  async writeListings(brief): Promise<ListingDraft> {
    const item = (p: string) => ({
      title: `Orange Design for ${p}`,
      description: `A lovely orange piece, a great pick for anyone who shops on ${p}.`,
      tags: ["gift idea", /mug/i.test(brief.product ?? "") ? "coffee mug" : "wall art"],
      suggestedPrice: 29.99,
      category: p === "shopify" ? "Home & Garden" : "Home & Living",
    });
    return { platforms: Object.fromEntries(brief.platforms.map((p) => [p, item(p)])) };
  },
};

const twoBriefs = loadQualityBriefs().filter((brief) => brief.key === "mug" || brief.key === "art-print");

describe("summariseQualityReport on a stock writer", () => {
  let report: QualitySuiteReport;
  beforeAll(async () => {
    report = await runQualitySuite({
      provider: fakeWriter,
      briefs: twoBriefs,
      photos: { cacheDir },
      analyse: async () => facts,
      // The stock writer's raw output is what these measures are tested on.
      ground: false,
    });
  });

  it("has one row per platform, social networks first, each with that platform's measures", () => {
    const summary = summariseQualityReport(report, { briefs: twoBriefs });
    expect(summary.platforms.map((row) => row.platform)).toEqual([
      ...socialPlatforms,
      ...marketplacePlatforms,
    ]);
    const instagram = summary.platforms[0];
    expect(instagram).toMatchObject({
      platform: "instagram",
      label: "Instagram",
      kind: "social",
      outputs: 2,
      // The mug's seller said deep red; the writer says orange. The print's seller named no colour.
      colourContradictions: 1,
      productInTitle: null,
      // "#instagood #mug": one of two relates to the product.
      hashtagRelevance: 0.5,
    });
    const etsy = summary.platforms.find((row) => row.platform === "etsy");
    expect(etsy).toMatchObject({
      kind: "listing",
      outputs: 2,
      colourContradictions: 1,
      // "Orange Design for etsy" names neither a mug nor a print.
      productInTitle: 0,
      // "gift idea" is filler; "coffee mug" and "wall art" name the product.
      hashtagRelevance: 0.5,
    });
    // $29.99 sits in both products' bands; Etsy's "Home & Living" fits the mug, not the art print.
    expect(etsy).toMatchObject({ priceInBand: 1, categoryInBranch: 0.5 });
    // eBay's category is not judged.
    expect(summary.platforms.find((row) => row.platform === "ebay")?.categoryInBranch).toBeNull();
    expect(instagram).toMatchObject({ priceInBand: null, categoryInBranch: null });
    // "a great pick for anyone" is in every caption and description.
    expect(summary.topRepeatedPhrases[0]?.outputs).toBe(24);
    for (const row of summary.platforms) expect(row.topPhraseShare, row.platform).toBe(1);
  });

  it("fills the admin page's report shape", () => {
    const summary = summariseQualityReport(report, { briefs: twoBriefs });
    const parsed = qualityReportSchema.parse({ ...summary, id: "r1", createdAt: new Date(0).toISOString() });
    expect(parsed.targets.find((target) => target.key === "productWords")).toMatchObject({
      value: 0,
      passed: false,
      measuredOn: "0 of 12 titles",
    });
    expect(parsed).toMatchObject({ engine: "fake", briefs: 2, outputs: 24, passed: false });
    expect(parsed.topRepeatedPhrases[0]).toMatchObject({ share: 1, outputs: 24 });
  });

  it("shows failures first, taking each target in turn", () => {
    const { worstExamples } = summariseQualityReport(report, { briefs: twoBriefs });
    expect(report.failures.length).toBeGreaterThan(MAX_WORST_EXAMPLES);
    expect(worstExamples).toHaveLength(MAX_WORST_EXAMPLES);
    const labels = new Set(worstExamples.map((example) => example.problem.split(":")[0]));
    // Titles, colours, categories, Redbubble, the repeated phrase, leaks: not 12 of one kind.
    expect(labels.size).toBeGreaterThanOrEqual(5);
    expect(worstExamples[0]).toEqual({
      brief: report.failures[0]?.brief,
      platform: report.failures[0]?.platform,
      problem: expect.stringContaining(report.failures[0]?.problem ?? "?"),
      snippet: report.failures[0]?.snippet,
    });
  });

  it("gives the writer's median and slowest time per brief", () => {
    const timed = (times: (number | undefined)[]): QualitySuiteReport => ({
      ...report,
      generations: times.map((elapsedMs, index) => ({
        ...(report.generations[
          index % report.generations.length
        ] as QualitySuiteReport["generations"][number]),
        elapsedMs,
      })),
    });
    expect(summariseQualityReport(timed([5, 1, 3, undefined]), { briefs: twoBriefs }).timing).toEqual({
      medianMs: 3,
      maxMs: 5,
    });
    expect(summariseQualityReport(timed([10, 1, 2, 3]), { briefs: twoBriefs }).timing).toEqual({
      medianMs: 2.5,
      maxMs: 10,
    });
    expect(summariseQualityReport(timed([undefined]), { briefs: twoBriefs }).timing).toEqual({
      medianMs: 0,
      maxMs: 0,
    });
    // The suite times every brief itself.
    for (const generation of report.generations) expect(generation.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it("sums the rows over social, listings and all, and judges the result's hashtag list", () => {
    const overall = summariseOverall(report, { briefs: twoBriefs });
    expect(overall.rows.map((row) => [row.platform, row.outputs])).toEqual([
      ["social", 12],
      ["listings", 12],
      ["all", 24],
    ]);
    expect(overall.rows[2]).toMatchObject({ colourContradictions: 12, productInTitle: 0, topPhraseShare: 1 });
    // "#instagood #photooftheday #love" and one hashtag naming the product, per brief.
    expect(overall.hashtagLists).toEqual({ tags: 8, relevant: 2, share: 0.25 });
    const table = formatPlatformTable(summariseQualityReport(report, { briefs: twoBriefs }), overall);
    expect(table).toMatch(/^Instagram +\| +2 \| .*\| +– \| +50\.0 % \| +– \| +–$/m);
    expect(table).toMatch(/^All outputs +\| +24 \|/m);
  });
});

describe("summariseQualityReport on the builtin writer", () => {
  const briefs = loadQualityBriefs().filter((brief) => ["mug", "tote", "lettered-tee"].includes(brief.key));
  let report: QualitySuiteReport;
  beforeAll(async () => {
    report = await runQualitySuite({ provider: createBuiltinProvider(), briefs, photos: { cacheDir } });
  }, 60_000);

  it("writes every platform cleanly, with hashtags and tags about the product", () => {
    const summary = summariseQualityReport(report, { briefs });
    // Redbubble only for the lettered tee, a printable design.
    expect(summary.platforms.find((row) => row.platform === "redbubble")?.outputs).toBe(1);
    expect(summary.platforms).toHaveLength(12);
    for (const row of summary.platforms) {
      expect(
        row.ruleViolations + row.colourContradictions + row.templateLeaks + row.unsupportedClaims,
        row.platform,
      ).toBe(0);
      expect(row.productInTitle, row.platform).toBe(row.kind === "social" ? null : 1);
      expect(row.hashtagRelevance, row.platform).toBeGreaterThanOrEqual(0.6);
    }
    expect(summary.timing.maxMs).toBeGreaterThanOrEqual(summary.timing.medianMs);
    expect(summary.timing.medianMs).toBeGreaterThan(0);
    expect(summary.worstExamples.length).toBeLessThanOrEqual(MAX_WORST_EXAMPLES);
    expect(() => qualityReportSchema.parse({ ...summary, id: "r", createdAt: "now" })).not.toThrow();
  });
});
