import { describe, expect, it } from "vitest";
import type { Listing } from "../../../domain/listings";
import type { MarketplacePlatform } from "../../../domain/platforms";
import { loadQualityBriefs } from "./briefs";
import { checkColourTruth } from "./colour-claims";
import { checkPrice } from "./price-band";
import {
  buildSuiteReport,
  formatTargetsTable,
  type GenerationRecord,
  type OutputRecord,
  QUALITY_TARGETS,
} from "./report";

const found = loadQualityBriefs().find((brief) => brief.key === "motorcycle");
if (!found) throw new Error("no motorcycle brief");
const motorcycle = found;

const listing = (title: string, category: string, price: string): Listing => ({
  title,
  description: `${title}, one owner.`,
  tags: ["honda"],
  suggestedPrice: price,
  category,
});

function listingOutput(platform: MarketplacePlatform, entry: Listing | string): OutputRecord {
  if (typeof entry === "string") {
    return {
      brief: "motorcycle",
      kind: "listing",
      platform,
      text: "",
      skipped: entry,
      ruleViolations: [],
      templateLeaks: [],
      colour: checkColourTruth("red", ["red"], ""),
      unsupportedClaims: [],
    };
  }
  return {
    brief: "motorcycle",
    kind: "listing",
    platform,
    text: entry.title,
    title: entry.title,
    ruleViolations: [],
    templateLeaks: [],
    colour: checkColourTruth("red", ["red"], entry.title),
    unsupportedClaims: [],
    missingProductWords: /motorcycle|honda/i.test(entry.title) ? [] : ["motorcycle | honda"],
    categoryInBranch:
      platform === "shopify" ? entry.category.startsWith("Vehicles & Parts > Vehicles") : null,
    price: checkPrice(entry.suggestedPrice, motorcycle.expect.priceBand),
  };
}

function generation(entries: Partial<Record<MarketplacePlatform, Listing | string>>): GenerationRecord {
  const listings: GenerationRecord["listings"] = {};
  for (const [platform, entry] of Object.entries(entries) as [MarketplacePlatform, Listing | string][]) {
    listings[platform] = typeof entry === "string" ? { skipped: entry } : { listing: entry };
  }
  return {
    brief: "motorcycle",
    photo: "drawn",
    measuredColours: ["red"],
    photoColourMatches: true,
    errors: [],
    social: null,
    listings,
    outputs: Object.entries(entries).map(([platform, entry]) =>
      listingOutput(platform as MarketplacePlatform, entry as Listing | string),
    ),
  };
}

describe("buildSuiteReport", () => {
  const good = listing(
    "2015 Honda CB500F Motorcycle, 18k Miles",
    "Vehicles & Parts > Vehicles > Motorcycles",
    "$4,500.00",
  );
  const report = buildSuiteReport({
    engine: "test",
    productField: "native",
    briefs: [motorcycle],
    generations: [
      generation({
        shopify: good,
        ebay: listing("Red Classic Design", "eBay Motors", "$29.99"),
        amazon: good,
        mercari: good,
        etsy: "Etsy does not list motor vehicles.",
        redbubble: "Redbubble prints designs; it can't sell a motorcycle.",
      }),
    ],
    ignoredPhraseWords: [],
    elapsedMs: 5,
  });
  const target = (key: string) => report.targets.find((t) => t.key === key);

  it("counts written outputs only, and judges the Etsy skip of a vehicle as expected", () => {
    expect(report.outputs).toBe(4);
    // Expected: the four marketplaces other than Redbubble and (for a vehicle) Etsy, six networks.
    expect(target("generations")).toMatchObject({ detail: "4 of 10 outputs", pass: false });
    expect(target("redbubble")).toMatchObject({ value: 1, pass: true });
  });

  it("measures titles, categories and prices and lists each failure", () => {
    expect(target("productWords")).toMatchObject({ value: 0.75, pass: false });
    expect(target("categories")).toMatchObject({ value: 1, detail: "1 of 1 categories", pass: true });
    expect(target("prices")).toMatchObject({ value: 0.75, pass: false });
    expect(report.failures.filter((f) => f.platform === "ebay").map((f) => [f.target, f.problem])).toEqual([
      ["productWords", "title lacks motorcycle | honda"],
      ["prices", "$29.99 outside $2000–$12000 (66.69× off)"],
    ]);
  });

  it("prints one table line per target with PASS or FAIL", () => {
    const table = formatTargetsTable(report).split("\n");
    expect(table).toHaveLength(QUALITY_TARGETS.length + 2);
    expect(table.find((line) => line.startsWith("prices inside the expected band"))).toMatch(
      /≥ 90 % +\| 75\.0 % +\| 3 of 4 prices +\| FAIL/,
    );
    expect(table.find((line) => line.startsWith("platform-rule violations"))).toMatch(/≤ 0 +\| 0 .*\| PASS/);
  });
});
