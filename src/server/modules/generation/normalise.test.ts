import twitter from "twitter-text";
import { describe, expect, it } from "vitest";
import {
  capHashtagsInText,
  cleanHashtags,
  cleanText,
  countHashtagsInText,
  formatPrice,
  normaliseCaption,
  normaliseListing,
  normaliseSocialResult,
  priceToCents,
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
    expect(listing.tags.slice(0, 5)).toEqual([
      "coffee mug",
      "a very long tag that",
      "Mom's gift",
      "mug",
      "boho",
    ]);
    expect(listing.suggestedPrice).toBe("$24.00");
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
