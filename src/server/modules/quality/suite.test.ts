import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../domain/ai-image";
import type {
  GenerationProvider,
  ListingBrief,
  ListingDraft,
  SocialBrief,
  SocialDraft,
} from "../../providers/generation/generation-provider";
import { loadQualityBriefs } from "./briefs";
import { formatTargetsTable } from "./report";
import { phraseWordsToIgnore, runQualitySuite } from "./suite";

const briefs = loadQualityBriefs().filter((brief) => brief.key === "mug" || brief.key === "art-print");
const cacheDir = mkdtempSync(join(tmpdir(), "quality-suite-test-"));
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

/** A writer with the old writer's habits: backdrop colour, stock filler, Redbubble for everything. */
function fakeWriter(seen: { social: SocialBrief[]; listings: ListingBrief[] }): GenerationProvider {
  return {
    engine: "fake",
    languages: ["en"],
    readsImage: false,
    async describeImage() {
      return "";
    },
    async writeSocialPosts(brief): Promise<SocialDraft> {
      seen.social.push(brief);
      const caption = (network: string) =>
        `A warm orange piece from ${brief.brand ?? "us"}, a great pick for anyone. Posted on ${network}. Shop now.`;
      return {
        platforms: Object.fromEntries(brief.platforms.map((p) => [p, { caption: caption(p) }])),
        hashtags: ["#shopsmall"],
        suggestedSchedule: "Tuesday 7 pm",
      };
    },
    async writeListings(brief): Promise<ListingDraft> {
      seen.listings.push(brief);
      const item = (p: string) => ({
        title: `Orange Design ${p}`,
        description: `A handmade piece in orange, a great pick for anyone on ${p}.`,
        tags: ["gift"],
        suggestedPrice: 29.99,
        category: p === "shopify" ? "Home & Garden" : "Home & Living",
      });
      return { platforms: Object.fromEntries(brief.platforms.map((p) => [p, item(p)])) };
    },
  };
}

describe("runQualitySuite", () => {
  it("judges every output against the brief's expectations and lists the failures", async () => {
    const seen = { social: [] as SocialBrief[], listings: [] as ListingBrief[] };
    const report = await runQualitySuite({
      provider: fakeWriter(seen),
      briefs,
      photos: { cacheDir },
      analyse: async () => facts,
      // The stock writer's raw output is what these measures are tested on.
      ground: false,
    });
    expect(report.briefs).toBe(2);
    expect(report.outputs).toBe(24);
    const target = (key: string) => report.targets.find((t) => t.key === key);
    expect(target("generations")).toMatchObject({ value: 1, pass: true });
    // Titles say "Design", never "mug", "print" or "poster".
    expect(target("productWords")).toMatchObject({ value: 0, pass: false });
    // The mug's seller said deep red; the writer says orange (the backdrop).
    expect(target("colourContradictions")?.value).toBe(12);
    expect(target("unsupportedColours")?.value).toBe(24);
    // Shopify "Home & Garden" is top-level only; Etsy "Home & Living" is right for the mug only.
    expect(target("categories")).toMatchObject({ value: 0.25, detail: "1 of 4 categories", pass: false });
    // $29.99 is inside both bands.
    expect(target("prices")).toMatchObject({ value: 1, pass: true });
    // Redbubble is right for the print, wrong for the mug.
    expect(target("redbubble")).toMatchObject({ value: 0.5, pass: false });
    expect(target("phrases")).toMatchObject({ value: 1, pass: false });
    // "handmade" is the mug seller's own (hand-thrown), not the print seller's.
    expect(report.unsupportedClaimsByKind).toEqual({ handmade: 6 });
    // Each brief's six captions share their first sentence (five repeats each); "Shop now." is
    // too short to count, and the listings' descriptions differ by their marketplace's name.
    expect(report.templateLeaksByKind).toEqual({ "repeated-across-outputs": 10 });
    expect(report.passed).toBe(false);

    const failure = report.failures.find((f) => f.target === "redbubble");
    expect(failure).toMatchObject({ brief: "mug", platform: "redbubble" });
    expect(report.failures.find((f) => f.target === "colourContradictions")?.snippet).toContain("orange");
    expect(formatTargetsTable(report)).toMatch(/Redbubble offered only for printable designs .*\| FAIL/);
  });

  it("passes the product field natively, or in the fields an older writer reads", async () => {
    const native = { social: [] as SocialBrief[], listings: [] as ListingBrief[] };
    await runQualitySuite({
      provider: fakeWriter(native),
      briefs,
      photos: { cacheDir },
      analyse: async () => facts,
      // The stock writer's raw output is what these measures are tested on.
      ground: false,
    });
    expect(native.social[0]?.product).toBe(briefs[0]?.product);
    expect(native.listings[0]?.product).toBe(briefs[0]?.product);

    const legacy = { social: [] as SocialBrief[], listings: [] as ListingBrief[] };
    await runQualitySuite({
      provider: fakeWriter(legacy),
      briefs: loadQualityBriefs().filter((brief) => brief.key === "motorcycle"),
      productField: "legacy",
      photos: { cacheDir },
      analyse: async () => facts,
      // The stock writer's raw output is what these measures are tested on.
      ground: false,
    });
    expect(legacy.social[0]?.product).toBeUndefined();
    expect(legacy.social[0]?.additionalContext).toMatch(/^2015 Honda CB500F motorcycle.*\. New chain/);
    expect(legacy.listings[0]?.productType).toBe("2015 Honda CB500F motorcycle, 18,000 miles, one owner");
  });

  it("counts a refusal and a skipped marketplace against the writer", async () => {
    const provider: GenerationProvider = {
      ...fakeWriter({ social: [], listings: [] }),
      async writeSocialPosts() {
        throw new Error("nope");
      },
      async writeListings(brief) {
        const draft = await fakeWriter({ social: [], listings: [] }).writeListings(brief, {} as never);
        delete draft.platforms.amazon;
        delete draft.platforms.redbubble;
        return { ...draft, skipped: { amazon: "no reason", redbubble: "Redbubble prints designs only." } };
      },
    };
    const mug = briefs.filter((brief) => brief.key === "mug");
    const report = await runQualitySuite({
      provider,
      briefs: mug,
      photos: { cacheDir },
      analyse: async () => facts,
      // The stock writer's raw output is what these measures are tested on.
      ground: false,
    });
    expect(report.targets.find((t) => t.key === "generations")).toMatchObject({ detail: "4 of 11 outputs" });
    expect(report.targets.find((t) => t.key === "redbubble")).toMatchObject({ value: 1 });
    expect(report.failures.filter((f) => f.target === "generations").map((f) => f.problem)).toEqual([
      "social: Error: nope",
      "skipped a marketplace that sells this product",
    ]);
  });
});

describe("phraseWordsToIgnore", () => {
  it("keeps product and brand words, not function words", () => {
    const words = phraseWordsToIgnore(loadQualityBriefs().filter((brief) => brief.key === "espresso-cups"));
    expect(words).toEqual(expect.arrayContaining(["espresso", "cups", "saucers", "piccolo", "3"]));
    expect(words).not.toContain("of");
    expect(words).not.toContain("set");
    expect(words).not.toContain("with");
  });
});
