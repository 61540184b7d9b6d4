import twitter from "twitter-text";
import { describe, expect, it } from "vitest";
import {
  capHashtagsInText,
  cleanHashtags,
  cleanText,
  countHashtagsInText,
  formatPrice,
  normaliseAnalysis,
  normaliseCaption,
  normaliseListing,
  normaliseSocialResult,
  priceToCents,
  tagWithin,
  trimToFit,
} from "./normalise";

describe("text cleaning", () => {
  it("drops markup, control characters and [object Object], keeps emoji, RTL text and line breaks", () => {
    expect(cleanText("Hi <script>alert(1)</script>there\u0000 [object Object]\r\n\r\n\r\nمرحبا 👋")).toBe(
      "Hi alert(1)there\n\nمرحبا 👋",
    );
    expect(cleanText(undefined)).toBe("");
    expect(cleanText({ toString: () => "x" })).toBe("");
  });

  it("leaves no tag behind when removing one makes another (found by the property test)", () => {
    expect(cleanText("<<A>A>")).toBe("");
    expect(cleanText("<<<<b>b>b>b>x")).not.toMatch(/<\/?[a-zA-Z!][^<>]*>/);
    expect(cleanText("<[object Object]b>bold")).toBe("bold");
  });

  it("trims at a word boundary and never splits an emoji", () => {
    const text = "The quick brown fox jumps over the lazy dog";
    const cut = trimToFit(text, (candidate) => candidate.length <= 20, "…");
    expect(cut).toBe("The quick brown fox…");
    const emoji = "😀".repeat(30);
    const fitted = trimToFit(emoji, (candidate) => candidate.length <= 11);
    expect(fitted.length).toBe(10);
    expect(fitted).toBe("😀".repeat(5));
  });
});

describe("hashtags", () => {
  it("cleans, dedupes case-insensitively and caps the list", () => {
    expect(cleanHashtags(["#Pottery", "pottery", "hand made!", "#123", "", "café", "#__"], 30)).toEqual([
      "#Pottery",
      "#handmade",
      "#café",
    ]);
    expect(
      cleanHashtags(
        Array.from({ length: 50 }, (_, i) => `tag${i}`),
        30,
      ),
    ).toHaveLength(30);
  });

  it("keeps only the first N hashtags in a caption", () => {
    const caption = "Love it #one #two #three #Two #four #five #six #seven";
    const capped = capHashtagsInText(caption, 5);
    expect(countHashtagsInText(capped)).toBe(5);
    expect(capped).toBe("Love it #one #two #three #four #five");
  });

  it("does not let a removed hashtag expose a glued-on one", () => {
    const capped = capHashtagsInText("#a #b #c #d #e #f#g#h", 5);
    expect(countHashtagsInText(capped)).toBe(5);
    expect(countHashtagsInText(capHashtagsInText("#0#0 #0#0 #x#y", 1))).toBeLessThanOrEqual(1);
  });

  it("does not mistake URL fragments or HTML entities for hashtags", () => {
    expect(countHashtagsInText("See https://shop.example/#section and &#39; #real")).toBe(1);
  });
});

describe("captions", () => {
  it("holds X to 280 weighted characters, counting URLs as 23 and emoji as 2", () => {
    const long = `${"🔥".repeat(100)} https://example.com/${"a".repeat(200)} ${"word ".repeat(80)}`;
    const caption = normaliseCaption("twitter", long);
    expect(twitter.parseTweet(caption).weightedLength).toBeLessThanOrEqual(280);
    expect(caption.endsWith("…")).toBe(true);
  });

  it("holds Instagram to 5 hashtags and 2,200 characters", () => {
    const caption = normaliseCaption(
      "instagram",
      `${"Lovely mug. ".repeat(300)} ${Array.from({ length: 12 }, (_, i) => `#t${i}`).join(" ")}`,
    );
    expect(caption.length).toBeLessThanOrEqual(2200);
    expect(countHashtagsInText(caption)).toBeLessThanOrEqual(5);
  });

  it("gives every selected platform a caption and always at least one hashtag", () => {
    const result = normaliseSocialResult({ platforms: { instagram: { caption: "Hi" } } }, [
      "instagram",
      "pinterest",
    ]);
    expect(result.platforms).toEqual({ instagram: { caption: "Hi" }, pinterest: { caption: "" } });
    expect(result.hashtags).toEqual(["#shopsmall"]);
    expect(result.suggestedSchedule).toBe("Not specified");
  });
});

describe("prices", () => {
  it.each([
    [12.99, "$12.99"],
    ["24.5", "$24.50"],
    ["$1,299.00", "$1,299.00"],
    ["USD 8", "$8.00"],
    ["12,99 €", "$12.99"],
  ])("formats %s as %s", (input, expected) => {
    const cents = priceToCents(input);
    expect(cents).not.toBeNull();
    expect(formatPrice(cents as number)).toBe(expected);
  });

  it.each([["free"], [-3], [0], [Number.NaN], [Number.POSITIVE_INFINITY], [1e300], [null], [{}]])(
    "treats %s as no price",
    (input) => {
      expect(priceToCents(input)).toBeNull();
    },
  );
});

describe("listings", () => {
  it("applies Etsy's title and tag rules", () => {
    const listing = normaliseListing("etsy", {
      title: `Mug: 100% ceramic & glazed + boxed: gift & more + extra ${"long ".repeat(40)}`,
      description: "A mug.",
      tags: [
        "coffee mug!",
        "a very long tag that is too long",
        "Mom's gift",
        "mug",
        "MUG",
        "#boho",
        ...Array.from({ length: 20 }, (_, i) => `tag ${i}`),
      ],
      suggestedPrice: "24",
      category: "Home & Living > Kitchen & Dining > Drink & Barware > Drinkware > Mugs",
    });
    expect(listing.title.length).toBeLessThanOrEqual(140);
    for (const char of ["%", ":", "&", "+"])
      expect(listing.title.split(char).length - 1).toBeLessThanOrEqual(1);
    expect(listing.tags.length).toBeLessThanOrEqual(13);
    for (const tag of listing.tags) {
      expect(tag.length).toBeLessThanOrEqual(20);
      expect(tag).toMatch(/^[\p{L}\p{N} '-]+$/u);
    }
    // A tag over 20 characters is never cut mid-phrase ("a very long tag that"): it is dropped.
    expect(listing.tags.slice(0, 5)).toEqual(["coffee mug", "Mom's gift", "mug", "boho", "tag 0"]);
    expect(listing.suggestedPrice).toBe("$24.00");
  });

  it("shortens an over-long tag to whole words that still name something, or drops it", () => {
    expect(tagWithin("small batch hot sauce", 20)).toBe("");
    expect(tagWithin("sweater for small dogs", 20)).toBe("sweater");
    expect(tagWithin("bolso de cuero hecho a mano", 20)).toBe("bolso");
    expect(tagWithin("set of 4 stoneware mugs", 20)).toBe("");
    expect(tagWithin("hot sauce", 20)).toBe("hot sauce");
    for (const platform of ["etsy", "ebay", "mercari", "redbubble", "shopify", "amazon"] as const) {
      const listing = normaliseListing(platform, {
        title: "Sauce",
        tags: [`small batch ${"habanero ".repeat(40)}hot sauce`, "hot sauce"],
      });
      for (const tag of listing.tags) expect(tag, platform).not.toMatch(/habanero$|batch$|\bhot$/);
    }
  });

  it("applies Amazon's banned characters, word repeats, bullets and search-term bytes", () => {
    const listing = normaliseListing("amazon", {
      title: "Clay & Co Mug! Best mug mug {ceramic} $20 _sale_ ^new^ ¬ ¦ gift?",
      description: "d",
      tags: Array.from({ length: 30 }, (_, i) => `ceramic coffee mug keyword ${i}`),
      suggestedPrice: 19.99,
      category: "Home & Kitchen",
      bulletPoints: ["one", "two", "three", "four", "five", "six"],
    });
    expect(listing.title).not.toMatch(/[!$?_{}^¬¦]/);
    expect(
      listing.title
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word === "mug"),
    ).toHaveLength(2);
    expect(listing.bulletPoints).toHaveLength(5);
    expect(Buffer.byteLength(listing.tags.join(" "), "utf8")).toBeLessThan(250);
  });

  it("caps eBay and Mercari titles at 80 and Mercari descriptions at 1,000", () => {
    const long = "word ".repeat(400);
    expect(normaliseListing("ebay", { title: long }).title.length).toBeLessThanOrEqual(80);
    const mercari = normaliseListing("mercari", { title: long, description: long });
    expect(mercari.title.length).toBeLessThanOrEqual(80);
    expect(mercari.description.length).toBeLessThanOrEqual(1000);
  });

  it("keeps Shopify's SEO fields within 70 and 160 and drops them elsewhere", () => {
    const shopify = normaliseListing("shopify", {
      title: "Mug",
      seoTitle: "s ".repeat(100),
      seoDescription: "d ".repeat(200),
    });
    expect(shopify.seoTitle?.length).toBeLessThanOrEqual(70);
    expect(shopify.seoDescription?.length).toBeLessThanOrEqual(160);
    expect(normaliseListing("etsy", { title: "Mug", seoTitle: "x" }).seoTitle).toBeUndefined();
  });
});

/*
 * Pen-test finding (HIGH): quadratic patterns. Each input below took seconds to minutes before
 * (a 150,000-space title froze the server for 27 s); a regression shows up as a test that never
 * finishes within vitest's timeout. The assertions are about the output only.
 */
describe("long hostile input", () => {
  const LONG = 150_000;

  it("collapses a 150,000-character whitespace run to one space (single line) or nothing", () => {
    expect(cleanText(`a${" ".repeat(LONG)}b`, { multiline: false })).toBe("a b");
    expect(cleanText(`a${" \n\t".repeat(LONG / 3)}b`, { multiline: false })).toBe("a b");
    expect(cleanText(" ".repeat(LONG), { multiline: false })).toBe("");
    expect(normaliseListing("etsy", { title: `Mug${" ".repeat(LONG)}` }).title).toBe("Mug");
  });

  it("keeps at most one blank line, even from lines of spaces", () => {
    expect(cleanText("a\n \n \n \nb")).toBe("a\n\nb");
    expect(cleanText(`a${"\n ".repeat(LONG / 2)}b`)).toBe("a\n\nb");
    expect(cleanText("a \u00a0 b\t\tc")).toBe("a \u00a0 b c");
  });

  it("trims trailing punctuation at the cut without rescanning long punctuation runs inside it", () => {
    expect(trimToFit("word, – , – x y", (candidate) => candidate.length <= 10, "…")).toBe("word…");
    const cut = trimToFit(`a${", –".repeat(40_000)}${"b".repeat(100_000)}c`, (c) => c.length <= 200_000);
    expect(cut).toBe(`a${", –".repeat(40_000)}${"b".repeat(79_999)}`);
  });

  it("drops glued-on hashtags beyond the cap in one pass", () => {
    const capped = capHashtagsInText(`#a #b #c #d #e ${"#x#y".repeat(LONG / 4)}`, 5);
    expect(capped).toBe("#a #b #c #d #e");
    // Dropping " #b" exposes "#c" (now after a space), which goes too.
    expect(capHashtagsInText("x #a #b#c", 1)).toBe("x #a");
  });

  it("measures long dotted text for X without a quadratic link search", () => {
    for (const unit of ["a.", "x.y-", "a.com"]) {
      const caption = normaliseCaption("twitter", unit.repeat(60_000 / unit.length));
      expect(twitter.parseTweet(caption).weightedLength).toBeLessThanOrEqual(280);
    }
    const link = `Shop it: https://example.com/${"a".repeat(1500)}`;
    expect(normaliseCaption("twitter", link)).toBe(link);
  });

  it("tidies an Amazon title with a long run of mixed whitespace before its punctuation", () => {
    const listing = normaliseListing("amazon", { title: `Mug${" \t\u00a0".repeat(LONG / 3)}, –, – Cup` });
    expect(listing.title).toBe("Mug, –, – Cup");
    const tags = normaliseListing("amazon", { title: "Mug", tags: [" & ".repeat(LONG / 3)] }).tags;
    expect(tags).toEqual([]); // far over the 249-byte search-term limit
  });
});

describe("image descriptions", () => {
  it("cleans markup, Markdown and control characters and cuts at a word within 2,000", () => {
    expect(normaliseAnalysis("## Photo\n**A mug** on <b>white</b>.\u0000\n\n`bright`")).toBe(
      "Photo A mug on white. bright",
    );
    const long = normaliseAnalysis(`A mug. ${"lovely ".repeat(1000)}`);
    expect(long.length).toBeLessThanOrEqual(2000);
    expect(long).toMatch(/lovely…$/);
  });
});
