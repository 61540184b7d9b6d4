import { describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../../domain/ai-image";
import type { BrandVoice } from "../../../../domain/brand-voice";
import { measureLength } from "../../../../domain/text-length";
import { normaliseListings, normaliseSocialResult } from "../../../modules/generation/normalise";
import type { ListingBrief, SocialBrief } from "../generation-provider";
import { writeListings, writeSocialPosts } from "./compose";
import { aboutSentence, captionInVoice, usesWord, withRoomFor } from "./voice";
import { withoutEmoji } from "./voice-style";

const facts: ImageFacts = {
  width: 1024,
  height: 768,
  orientation: "landscape",
  colors: [{ name: "sage green", hex: "#9caf88", share: 0.6 }],
  brightness: "balanced",
  plainWhiteBackground: true,
  productColors: [{ name: "sage green", hex: "#9caf88", share: 0.9 }],
  backgroundColor: { name: "white", hex: "#ffffff" },
  foregroundShare: 0.4,
};
const brief: SocialBrief = {
  product: "stoneware coffee mug",
  brand: "Clay & Co",
  tone: "Friendly",
  hashtags: ["pottery"],
  platforms: ["instagram", "facebook", "twitter", "linkedin", "pinterest", "tiktok"],
  variant: 0,
  facts,
};
const EMOJI = /\p{Extended_Pictographic}/u;
const maria = ["New mugs out of the kiln today.\nCome say hi at the market.\n— Maria at Clay & Co"];
const voice = (fields: Partial<BrandVoice>): BrandVoice => ({
  alwaysWords: [],
  neverWords: [],
  examplePosts: [],
  ...fields,
});

describe("voice helpers", () => {
  it("strips emoji but not ©, ® or ™", () => {
    expect(withoutEmoji("Clay™ mugs 👩‍🎨 are back 🇪🇸 1️⃣ ☕️\n\n💚")).toBe("Clay™ mugs are back");
  });

  it("quotes the first sentence of the about, whole", () => {
    expect(aboutSentence("We are two potters in Valencia. We ship worldwide.")).toBe(
      "We are two potters in Valencia.",
    );
    expect(aboutSentence("Two potters in Valencia")).toBe("Two potters in Valencia.");
    expect(aboutSentence("x".repeat(300))).toBeUndefined();
  });
});

describe("the builtin writer in the seller's voice", () => {
  const sellerVoice = voice({
    about: "We are two potters in Valencia, making small batches of everyday stoneware. We ship worldwide.",
    alwaysWords: ["small batch", "Valencia", "kiln"],
    examplePosts: [...maria, "Sage green is back!\nOnly twelve of these.\n— Maria at Clay & Co"],
  });
  const written = writeSocialPosts({ ...brief, voice: sellerVoice });
  const normalised = normaliseSocialResult(written, brief.platforms, ["#pottery"]);
  const captions = Object.values(normalised.platforms).map((post) => post?.caption ?? "");

  it("writes exactly as before without a voice", () => {
    expect(writeSocialPosts({ ...brief, voice: voice({}) })).toEqual(writeSocialPosts(brief));
    const listing: ListingBrief = {
      product: "stoneware coffee mug",
      tags: [],
      platforms: ["etsy"],
      variant: 0,
      facts,
    };
    expect(writeListings({ ...listing, voice: voice({}) })).toEqual(writeListings(listing));
  });

  it("uses every always-word, after the normaliser too", () => {
    for (const word of sellerVoice.alwaysWords)
      expect(
        captions.some((caption) => usesWord(caption, word)),
        word,
      ).toBe(true);
    expect(normalised.hashtags.slice(0, 4)).toEqual(["#pottery", "#smallbatch", "#Valencia", "#kiln"]);
  });

  it("quotes the about once, on LinkedIn and Facebook only", () => {
    const about = "We are two potters in Valencia, making small batches of everyday stoneware.";
    for (const platform of brief.platforms) {
      const caption = normalised.platforms[platform]?.caption ?? "";
      expect(caption.split(about).length - 1, platform).toBe(
        platform === "linkedin" || platform === "facebook" ? 1 : 0,
      );
    }
    // Before the closing question or call, not after it.
    const facebook = normalised.platforms.facebook?.caption ?? "";
    expect(facebook.indexOf(about)).toBeLessThan(facebook.indexOf("— Maria"));
  });

  it("mirrors the examples: no emoji, short posts, and their sign-off", () => {
    for (const caption of captions) expect(caption).not.toMatch(EMOJI);
    expect(normalised.platforms.instagram?.caption).toContain("\n\n— Maria at Clay & Co");
    const plain = writeSocialPosts(brief);
    const paragraphs = (text = "") => text.split("\n\n").length;
    // Short examples: the opening and the closing call (plus the voice's own lines and the tags).
    expect(paragraphs(written.platforms.instagram?.caption)).toBeLessThanOrEqual(
      paragraphs(plain.platforms.instagram?.caption) + 1,
    );
    expect(written.platforms.instagram?.caption).not.toContain(
      plain.platforms.instagram?.caption.split("\n\n")[1],
    );
  });

  it("keeps emoji when the examples use them", () => {
    const chatty = writeSocialPosts({
      ...brief,
      voice: voice({ examplePosts: ["Fresh out of the kiln 🔥☕✨\nWho wants one? 🙋"] }),
    });
    expect(Object.values(chatty.platforms).some((post) => EMOJI.test(post?.caption ?? ""))).toBe(true);
  });

  it("is deterministic", () => {
    expect(writeSocialPosts({ ...brief, voice: sellerVoice })).toEqual(written);
  });

  it("makes room for the words on X alone", () => {
    const words = ["small batch", "Valencia", "wood-fired", "family run"];
    const only = writeSocialPosts({ ...brief, platforms: ["twitter"], voice: voice({ alwaysWords: words }) });
    const caption = normaliseSocialResult(only, ["twitter"]).platforms.twitter?.caption ?? "";
    for (const word of words) expect(usesWord(caption, word), word).toBe(true);
    expect(measureLength("twitter", caption)).toBeLessThanOrEqual(280);
  });

  it("gives way line by line, then tag by tag, when there is no room", () => {
    const caption = `${"Sage green and made by hand. ".repeat(8).trim()}\nSecond line.\n\n#a #b #c`;
    const roomy = withRoomFor("twitter", caption, ["small batch"]);
    expect(measureLength("twitter", roomy)).toBeLessThanOrEqual(280);
    expect(roomy).toContain("Small batch");
    expect(captionInVoice("twitter", "Short.", voice({ alwaysWords: ["kiln"] }), {})).toBe("Short.\n\nKiln");
  });

  it("puts the words in listing tags and descriptions", () => {
    const words = ["small batch", "Valencia"];
    const draft = writeListings({
      product: "stoneware coffee mug",
      tags: ["pottery"],
      platforms: ["etsy", "ebay", "shopify"],
      variant: 0,
      facts,
      voice: voice({ alwaysWords: words }),
    });
    const listings = normaliseListings(draft, ["etsy", "ebay", "shopify"]);
    for (const listing of Object.values(listings)) {
      for (const word of words) {
        expect(
          listing?.tags.map((tag) => tag.toLowerCase()),
          word,
        ).toContain(word.toLowerCase());
        expect(usesWord(listing?.description ?? "", word), word).toBe(true);
      }
      expect(listing?.tags[0]).toBe("pottery");
    }
  });
});
