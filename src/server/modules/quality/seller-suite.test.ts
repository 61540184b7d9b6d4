import { describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../domain/ai-image";
import {
  type GenerationProvider,
  type ListingBrief,
  ProductUnknownError,
  type SocialBrief,
} from "../../providers/generation/generation-provider";
import { loadSellerBriefs, type SellerBrief } from "./seller-briefs";
import { decoyColourFor } from "./seller-photo";
import { formatSellerTable, formatWorstFailures, SELLER_TARGETS } from "./seller-report";
import { conditionOf, listingBriefOfSeller, socialBriefOfSeller } from "./seller-requests";
import { PASS_THROUGH_SCREEN } from "./seller-screen";
import { runSellerSuite } from "./seller-suite";

const briefs = loadSellerBriefs();
const byId = (prefix: string) => briefs.find((brief) => brief.id.startsWith(prefix)) as SellerBrief;
const facts = {
  width: 960,
  height: 960,
  orientation: "square",
  colors: [],
  brightness: "bright",
} as unknown as ImageFacts;

describe("the corpus", () => {
  it("loads 120 briefs in four languages", () => {
    expect(briefs).toHaveLength(120);
    expect(new Set(briefs.map((brief) => brief.language))).toEqual(new Set(["en", "es", "fr", "de"]));
  });
});

describe("the seller's forms as the app maps them", () => {
  it("passes the listing's additional context, condition and price, in the brief's language", () => {
    const brief = byId("B011");
    const listing = listingBriefOfSeller(brief, facts);
    expect(listing.additionalContext).toBe(brief.seller.additionalContext);
    expect(listing.price).toBe("14,90");
    expect(listing.condition).toBe("new");
    expect(listing.language).toBe("es");
    expect(listing.platforms).toHaveLength(6);
  });

  it("makes blanks unknown and passes values outside the form's lists as free text", () => {
    const brief = byId("B029");
    const social = socialBriefOfSeller(brief, facts);
    expect(social.businessType).toBe("Vintage & resale");
    expect(socialBriefOfSeller(byId("B115"), facts).product).toBeUndefined();
    expect(listingBriefOfSeller(byId("B003"), facts).price).toBeUndefined();
  });

  it("knows only the app's conditions", () => {
    expect(conditionOf("used")).toBe("used");
    expect(conditionOf("")).toBeUndefined();
    expect(conditionOf("like new")).toBeUndefined();
  });

  it("draws a photo whose colour is not the product's", () => {
    expect(decoyColourFor("speckled white mug").name).toBe("caramel");
    expect(decoyColourFor("tan leather card holder").name).toBe("teal");
  });
});

/** A writer that echoes the brief, so what the suite measures is known. */
function echoWriter(): GenerationProvider & { seen: { social: SocialBrief[]; listings: ListingBrief[] } } {
  const seen = { social: [] as SocialBrief[], listings: [] as ListingBrief[] };
  return {
    engine: "echo",
    languages: ["en", "es", "fr", "de"],
    readsImage: false,
    seen,
    describeImage: async () => "",
    writeSocialPosts: async (brief) => {
      seen.social.push(brief);
      if (!brief.product && !brief.additionalContext) throw new ProductUnknownError();
      const caption = `${brief.product ?? ""} Brand new and handmade! The numbers: 8oz. #CaramelGift`;
      return {
        platforms: Object.fromEntries(brief.platforms.map((platform) => [platform, { caption }])),
        hashtags: ["#CaramelGift"],
        suggestedSchedule: "Any day",
      };
    },
    writeListings: async (brief) => {
      seen.listings.push(brief);
      if (!brief.product) throw new ProductUnknownError();
      const listing = {
        title: brief.product ?? "",
        description: "Condition: See photos",
        tags: [],
        suggestedPrice: "$30.00",
        category: "Home & Garden > Decor",
      };
      return { platforms: Object.fromEntries(brief.platforms.map((platform) => [platform, listing])) };
    },
  };
}

describe("runSellerSuite", () => {
  const sample = ["B001", "B031", "B105", "B115"].map(byId);

  it("measures every target per language, refusals and policy included", async () => {
    const writer = echoWriter();
    const report = await runSellerSuite({
      provider: writer,
      briefs: sample,
      analyse: async () => facts,
      // The echo writer's raw output is what these checks are about.
      ground: false,
      screen: (brief) =>
        brief.product?.includes("mirror quality")
          ? {
              policy: {
                level: "prohibited",
                warnings: ["Replicas can't be sold."],
                skip: { etsy: "counterfeit", ebay: "counterfeit" },
                hits: [],
              },
            }
          : PASS_THROUGH_SCREEN,
    });
    expect(report.targets.map((target) => target.key)).toEqual(SELLER_TARGETS.map((target) => target.key));
    const target = (key: string) => report.targets.find((t) => t.key === key);

    // B115 is empty: both writers refuse it.
    expect(target("refusals")?.all.value).toBe(1);
    expect(target("wrongRefusals")?.all.value).toBe(0);
    // B105 (replica) is flagged, and the marketplaces its policy forbids are not written.
    expect(target("flagged")?.all.value).toBe(1);
    const replica = report.generations.find((generation) => generation.brief.startsWith("B105"));
    expect(replica?.listings?.etsy).toEqual({ skipped: "policy: counterfeit" });
    expect(
      writer.seen.listings.find((brief) => brief.product?.includes("mirror quality"))?.platforms,
    ).not.toContain("etsy");
    // "Brand new and handmade" is grounded for the handmade mug, not for B031's worn sneakers; the
    // hashtag's caramel is the photo's colour, grounded nowhere.
    const b031 = report.outputRecords.find(
      (record) => record.brief.startsWith("B031") && record.platform === "twitter",
    );
    expect(b031?.ungrounded.map((statement) => statement.concept)).toEqual(
      expect.arrayContaining(["condition:new", "colour:caramel"]),
    );
    const b001 = report.outputRecords.find(
      (record) => record.brief.startsWith("B001") && record.platform === "twitter",
    );
    expect(b001?.ungrounded.map((statement) => statement.concept)).toEqual(["colour:caramel"]);
    expect(b001?.robotic.map((line) => line.kind)).toEqual(["label-line"]);
    // Redbubble written for a mug is wrong; B031's title keeps "worn twice" (used), and its
    // "Condition: See photos" line is reported as saying nothing.
    expect(report.verdicts.find((verdict) => verdict.brief.startsWith("B001"))?.redbubble?.right).toBe(false);
    const condition = report.verdicts.find((verdict) => verdict.brief.startsWith("B031"))?.condition;
    expect(condition?.stated).toContain("used");
    expect(condition?.emptyLines).toContain("Condition: See photos");
    expect(report.passed).toBe(false);

    const table = formatSellerTable(report);
    expect(table).toContain("statements not grounded in the brief");
    expect(table.split("\n")[0]).toMatch(/measure.*target.*en.*es.*fr.*de.*all.*result/);
    expect(formatWorstFailures(report)).toContain("B031-jordan-1-lost-and-found-sz10");
  }, 60_000);
});
