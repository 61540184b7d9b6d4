import twitter from "twitter-text";
import { describe, expect, it } from "vitest";
import { neverWordsMatcher } from "./never-words";
import { cleanHashtags, countHashtagsInText, normaliseListing, normaliseSocialResult } from "./normalise";

const matcher = (...words: string[]) => {
  const never = neverWordsMatcher(words);
  if (!never) throw new Error("no matcher");
  return never;
};

describe("finding never-words", () => {
  it("matches whole words in any casing, not parts of other words", () => {
    const never = matcher("cheap");
    expect(never.hits("So CHEAP!")).toBe(true);
    expect(never.hits("Cheap, sturdy")).toBe(true);
    expect(never.hits("cheaply made, cheapest, écheap")).toBe(false);
    expect(never.hits("cheap_stuff")).toBe(true);
  });

  it("matches phrases across any spacing, and inside hashtags", () => {
    expect(matcher("mass produced").hits("Not mass\n produced at all")).toBe(true);
    expect(matcher("cheap").hits("Love it #CheapMugs")).toBe(true);
    expect(matcher("mass produced").hits("#massproduced")).toBe(true);
    expect(matcher("cheap").tagHits("#SuperCheapFinds")).toBe(true);
  });

  it("uses boundaries of the word's own script: none for Chinese, Japanese or Thai, marks for Devanagari", () => {
    expect(matcher("陶器").hits("手作りの陶器マグ")).toBe(true);
    expect(matcher("ถูก").hits("แก้วราคาถูกมาก")).toBe(true);
    expect(matcher("मग").hits("यह मग सुंदर है")).toBe(true);
    // "मगा" is मग + a vowel sign (a combining mark): another word, not मग.
    expect(matcher("मग").hits("मगा")).toBe(false);
    expect(matcher("رخيص").hits("كوب رخيص")).toBe(true);
  });

  it("takes hyphenated compounds holding the word whole, and phrases joined by a hyphen", () => {
    expect(matcher("eco").remove("An eco-friendly, eco friendly mug.")).toBe("Friendly mug.");
    expect(matcher("mass produced").remove("Never mass-produced: made by hand.")).toBe(
      "Never: made by hand.",
    );
    expect(matcher("cheap").remove("A super-cheap-looking mug.")).toBe("A mug.");
  });

  it("takes words with hyphens and regex characters literally", () => {
    expect(matcher("wood-fired").remove("A wood fired mug, wood-fired twice.")).toBe("A mug, twice.");
    expect(matcher("c++", "50% off").remove("Learn C++ today: 50% off!")).toBe("Learn today:");
    expect(matcher("(new)").hits("a (NEW) mug")).toBe(true);
  });

  it("stays linear on long hostile runs", () => {
    const never = matcher("cheap", "mass produced");
    const runs = [
      "a-".repeat(75_000),
      "x".repeat(150_000),
      "a ".repeat(75_000),
      "mass ".repeat(30_000),
      "cheap-".repeat(25_000),
      "#cheap".repeat(25_000),
      "a cheap ".repeat(20_000),
      "e\u0301\u0302".repeat(50_000),
      "x.y-".repeat(40_000),
    ];
    for (const text of runs) {
      const started = performance.now();
      const result = normaliseSocialResult(
        { platforms: { instagram: { caption: `${text} cheap` } }, hashtags: [text], suggestedSchedule: text },
        ["instagram"],
        [],
        { neverWords: ["cheap", "mass produced"] },
      );
      expect(never.hits(result.platforms.instagram?.caption ?? "")).toBe(false);
      expect(performance.now() - started, text.slice(0, 12)).toBeLessThan(2000);
    }
  });

  it("has nothing to do without words", () => {
    expect(neverWordsMatcher(undefined)).toBeUndefined();
    expect(neverWordsMatcher([" ", ""])).toBeUndefined();
  });
});

describe("removing never-words", () => {
  const cases: [string[], string, string][] = [
    [["cheap"], "Cheap, sturdy mug for your kitchen.", "Sturdy mug for your kitchen."],
    [["cheap"], "Great mug. Cheap and sturdy!", "Great mug. Sturdy!"],
    [["ugly"], "Meet an ugly mug with the best handle.", "Meet a mug with the best handle."],
    [["cheap"], "This is a cheap apple mug for the table.", "This is an apple mug for the table."],
    [["cheap"], "The glaze is sturdy and cheap.", "The glaze is sturdy."],
    [["cheap"], "Is it a cheap", "Is it"],
    [["cheap"], "Love it #CheapMugs #pottery\n\nCheap!\n\nBuy now", "Love it #pottery\n\nBuy now"],
    [["cheap"], "✨ Cheap mug ✨", "✨ Mug ✨"],
    [["cheap"], "Rustic (cheap) mug", "Rustic mug"],
    [["cheap", "cheap and cheerful"], "It is cheap and cheerful, honestly.", "It is, honestly."],
    [["barata"], "Una taza barata y bonita.", "Una taza y bonita."],
    // Portuguese "a" is an article: it is kept as it is, not turned into "an".
    [["bela"], "Compre a bela ordem de canecas", "Compre a ordem de canecas"],
    [["陶器"], "手作りの陶器マグカップです #陶器 #マグ", "手作りのマグカップです #マグ"],
    [["मग"], "यह मग सुंदर है #मग #हस्तनिर्मित", "यह सुंदर है #हस्तनिर्मित"],
    [["رخيص"], "كوب رخيص وجميل #رخيص", "كوب وجميل"],
  ];
  it.each(cases)("%j from %j", (words, text, expected) => {
    const never = matcher(...words);
    expect(never.remove(text)).toBe(expected);
    expect(never.hits(never.remove(text))).toBe(false);
  });

  it("leaves text without them exactly as it was", () => {
    const text = "Merci ! Une tasse , faite main ;)";
    expect(matcher("cheap").remove(text)).toBe(text);
  });

  it("is not fooled by the characters it uses to mark its own gaps", () => {
    expect(matcher("cheap").remove("a\uE000 cheap\uE001 mug")).toBe("a mug");
  });
});

describe("the normaliser with never-words", () => {
  it("removes them from captions, hashtags and the schedule, then applies the platform rules", () => {
    const long = `${"Sturdy stoneware that lasts. ".repeat(12)}Cheap too.`;
    const result = normaliseSocialResult(
      {
        platforms: {
          twitter: { caption: `Cheap mug #cheap #CheapMugs #pottery ${long}` },
          instagram: { caption: "CHEAP!\n\nA mug for slow mornings #a #b #c #d #e #f #cheap" },
        },
        hashtags: ["#cheapmug", "pottery", "#Cheap", "#handmade"],
        suggestedSchedule: "Cheap hours: Tue 11am",
      },
      ["twitter", "instagram"],
      ["#shopsmall"],
      { neverWords: ["cheap"] },
    );
    const twitterCaption = result.platforms.twitter?.caption ?? "";
    expect(twitterCaption.startsWith("Mug #pottery Sturdy")).toBe(true);
    expect(twitter.parseTweet(twitterCaption).weightedLength).toBeLessThanOrEqual(280);
    // With the never-word's tag gone, the five-tag cap keeps the next five.
    expect(result.platforms.instagram?.caption).toBe("A mug for slow mornings #a #b #c #d #e");
    expect(result.hashtags).toEqual(["#pottery", "#handmade"]);
    expect(result.suggestedSchedule).toBe("Hours: Tue 11am");
    expect(JSON.stringify(result).toLowerCase()).not.toContain("cheap");
  });

  it("falls back to the seller's hashtags, then to a generic one they have not banned", () => {
    const draft = { platforms: {}, hashtags: ["#cheap"], suggestedSchedule: "Cheap" };
    const seller = normaliseSocialResult(draft, [], ["#handmade"], { neverWords: ["cheap"] });
    expect(seller.hashtags).toEqual(["#handmade"]);
    expect(seller.suggestedSchedule).toBe("Not specified");
    const generic = normaliseSocialResult(draft, [], ["#shopsmall"], {
      neverWords: ["cheap", "shopsmall", "specified"],
    });
    expect(generic.hashtags).toEqual(["#smallbusiness"]);
    expect(generic.suggestedSchedule).toBe("Any day");
  });

  it("removes them from every listing field, drops tags holding one, and keeps the marketplace rules", () => {
    const listing = normaliseListing(
      "etsy",
      {
        title: "Cheap Ceramic Mug, cheap gift for coffee lovers",
        description: "A cheap mug.\nCheap.\nLovely glaze.",
        tags: ["cheap mug", "mug", "cheapmugs", "cheap-finds", "coffee gift"],
        suggestedPrice: "12",
        category: "Home & Living > Cheap > Mugs",
        bulletPoints: [],
      },
      { neverWords: ["cheap"] },
    );
    expect(listing).toMatchObject({
      title: "Ceramic Mug, gift for coffee lovers",
      description: "A mug.\nLovely glaze.",
      tags: ["mug", "coffee gift"],
      category: "Home & Living > Mugs",
      suggestedPrice: "$12.00",
    });
    const amazon = normaliseListing(
      "amazon",
      {
        title: "Mug",
        description: "",
        tags: [],
        suggestedPrice: 10,
        category: "",
        bulletPoints: ["Cheap and sturdy", "CHEAP"],
      },
      { neverWords: ["cheap"] },
    );
    expect(amazon.bulletPoints).toEqual(["Sturdy"]);
  });

  it("keeps hashtags in every script, combining marks and all", () => {
    expect(cleanHashtags(["#हस्तनिर्मित", "#陶器", "#مج", "#เซรามิก", "#도자기"], 30)).toEqual([
      "#हस्तनिर्मित",
      "#陶器",
      "#مج",
      "#เซรามิก",
      "#도자기",
    ]);
    expect(countHashtagsInText("मग #हस्तनिर्मित #मग")).toBe(2);
  });
});
