import fc from "fast-check";
import twitterText from "twitter-text";
import { describe, expect, it } from "vitest";
import { listingViolations, socialViolations } from "../../../../../../../tests/support/content-rules";
import type { ImageFacts } from "../../../../../../domain/ai-image";
import { NOT_LISTED, productOptions, socialOptions } from "../../../../../../domain/options";
import { socialRules } from "../../../../../../domain/platform-rules";
import {
  type MarketplacePlatform,
  marketplacePlatforms,
  type SocialPlatform,
  socialPlatforms,
} from "../../../../../../domain/platforms";
import { PALETTE_NAMES } from "../../../../../modules/generation/image-facts";
import { normaliseListings, normaliseSocialResult } from "../../../../../modules/generation/normalise";
import {
  type ListingBrief,
  NothingToListError,
  ProductUnknownError,
  type SocialBrief,
  type SocialDraft,
} from "../../../generation-provider";
import { lexicon } from "../../lexicon/lexicon";
import { frenchData } from "./data";
import { frenchTypography } from "./grammar";
import { frenchWriter } from "./index";
import { frenchHours } from "./schedule";
import { colourOf, frenchSubject, looksFrench, materialOf } from "./subject";
import { render } from "./template";

const photo = (product = "navy blue", backdrop = "cream"): ImageFacts => ({
  width: 1024,
  height: 1024,
  orientation: "square",
  colors: [
    { name: backdrop, hex: "#f5f0e1", share: 0.6 },
    { name: product, hex: "#1f2b4a", share: 0.3 },
  ],
  brightness: "balanced",
  plainWhiteBackground: false,
  productColors: [{ name: product, hex: "#1f2b4a", share: 0.9 }],
  backgroundColor: { name: backdrop, hex: "#f5f0e1" },
  foregroundShare: 0.3,
});

const socialBrief = (overrides: Partial<SocialBrief> = {}): SocialBrief => ({
  product: "mug en céramique émaillée",
  businessType: "Handmade crafts",
  brand: "Terre & Flamme",
  targetAudience: "Professionals (25-45)",
  tone: "Friendly",
  campaignGoal: "Boost sales",
  productUrl: "https://terreetflamme.fr/mug",
  additionalContext: "Chaque mug est tourné dans notre atelier à Nantes. Émail sans plomb.",
  hashtags: ["FaitMain", "MugCéramique", "IdéeCadeau"],
  platforms: [...socialPlatforms],
  variant: 0,
  facts: photo(),
  language: "fr",
  ...overrides,
});

const listingBrief = (overrides: Partial<ListingBrief> = {}): ListingBrief => ({
  product: "mug en céramique émaillée fait main, 350 ml",
  businessType: "Handmade crafts",
  targetAudience: "Gift buyers",
  occasion: "Birthday",
  tags: ["mug artisanal"],
  platforms: [...marketplacePlatforms],
  variant: 0,
  facts: photo(),
  language: "fr",
  ...overrides,
});

const captions = (draft: SocialDraft) =>
  socialPlatforms.flatMap((platform) => {
    const caption = draft.platforms[platform]?.caption;
    return caption === undefined ? [] : [{ platform, caption }];
  });
const prose = (text: string) => text.replace(/#[\p{L}\p{N}_]+/gu, "").replace(/https?:\/\/\S+/g, "");
const HASHTAG = /(^|[^\p{L}\p{N}_&/#])#([\p{L}\p{N}_]+)/gu;
const EMOJI = /\p{Extended_Pictographic}/u;
/** An item line ("Coloris : bleu marine"): a fact stated alike everywhere, not prose. */
const SPEC_LINE = /^[\s•·*–-]*\p{L}[\p{L}\p{N} '&/()-]{0,30}[\s\u202f]:\s*\S/u;

/** Sentences of four words or more said in two captions of one generation. */
function repeatedSentences(texts: readonly string[], except: readonly string[] = []): string[] {
  const seen = new Map<string, number>();
  const repeats: string[] = [];
  texts.forEach((text, index) => {
    for (const line of prose(text).split("\n")) {
      if (SPEC_LINE.test(line) || except.includes(line.trim())) continue;
      for (const sentence of line.split(/(?<=[.!?])\s+/)) {
        const key = (sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");
        if (key.split(" ").length < 4) continue;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, index);
        else if (first !== index) repeats.push(key);
      }
    }
  });
  return repeats;
}

// ---------------------------------------------------------------------------------------------
// Random briefs.

const frenchProducts = [
  "mug en céramique émaillée",
  "bougie parfumée à la cire de soja",
  "boucles d'oreilles en argent 925",
  "collier doré avec pendentif lune",
  "sac cabas en toile",
  "pull en laine mérinos taille M",
  "savon artisanal au lait de chèvre",
  "tasse bleue 350 ml",
  "affiche illustrée format A4",
  "coussin en lin lavé 40 x 40 cm",
  "lot de 4 dessous de verre en liège",
  "robe longue en lin",
  "plaid en laine",
  "carnet de notes en papier recyclé",
  "bracelet en perles fait main",
  "vase en grès",
  "peluche lapin au crochet",
  "t-shirt en coton bio",
  "Lampe de chevet vintage",
  "écharpe tricotée main",
  "porte-clés en cuir",
  "Planche à découper en bois d'olivier",
  "Création unique Zéphyr",
  "housse de coussin en velours",
  "Hochet en bois",
];
const englishProducts = [
  "Hand-thrown stoneware mug glazed in deep red, 12 oz",
  "soy wax candle",
  "sterling silver hoop earrings",
  "linen tote bag",
  "set of 4 ceramic coasters",
  "vintage leather jacket, barely worn",
  "organic cotton t-shirt with hand-lettered slogan",
  "wooden cutting board",
  "Custom pet portrait",
];
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const withOther = (values: readonly string[], others: readonly string[]) =>
  fc.oneof(fc.constantFrom(...values), fc.constantFrom(...others));

const voiceArb = fc.option(
  fc.record({
    about: maybe(
      fc.constantFrom(
        "Un petit atelier de céramique à Nantes, depuis 2019.",
        "We are a small studio in Leeds.",
      ),
    ),
    alwaysWords: fc.subarray(["slow living", "zéro déchet", "atelier"], { maxLength: 2 }),
    neverWords: fc.constant([] as string[]),
    examplePosts: fc.constantFrom(
      [] as string[],
      ["Nouvelle fournée ! 🕯️\n— Camille", "Les bougies de Noël sont là ✨\n— Camille"],
      ["Le sac qui va partout avec vous. Léger, solide, lavable.", "Nouveau coloris en boutique."],
      [
        "Une longue histoire commence toujours par un premier geste. ".repeat(12).trim(),
        "Dans notre atelier, chaque pièce prend le temps qu'il faut. ".repeat(12).trim(),
      ],
    ),
  }),
  { nil: undefined },
);

const socialArb: fc.Arbitrary<SocialBrief> = fc.record({
  product: fc.option(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...frenchProducts) },
      fc.constantFrom(...englishProducts),
    ),
    {
      nil: undefined,
      freq: 12,
    },
  ),
  businessType: withOther(socialOptions.businessType, ["Handmade crafts", "Jewelry", "Céramiste"]),
  brand: maybe(fc.constantFrom("Terre & Flamme", "Atelier Nacre", "Or Bleu", "O'Brien & Fils")),
  targetAudience: maybe(
    withOther(socialOptions.targetAudience, ["Gift buyers", "les amoureux du thé", "Dog walkers"]),
  ),
  tone: withOther(socialOptions.tone, ["playful", "urgent", "inspiring", "Luxury"]),
  campaignGoal: maybe(fc.constantFrom(...socialOptions.campaignGoal)),
  productUrl: maybe(fc.constantFrom("https://terreetflamme.fr/mug", "https://exemple.fr/p?id=7&ref=ig")),
  additionalContext: maybe(
    fc.constantFrom(
      "Chaque pièce est tournée à la main dans notre atelier. Livraison soignée.",
      "Hand-thrown in small batches. Dishwasher safe.",
      "Nouveaux coloris pour le printemps !",
    ),
  ),
  hashtags: fc.subarray(["FaitMain", "MugCéramique", "IdéeCadeau", "céramique"], { maxLength: 3 }),
  platforms: fc.subarray([...socialPlatforms], { minLength: 1 }),
  variant: fc.nat({ max: 30 }),
  facts: fc.constantFrom(photo(), photo("sage green", "white"), photo("black", "light grey")),
  language: fc.constant("fr" as const),
  voice: voiceArb,
});

const listingArb: fc.Arbitrary<ListingBrief> = fc.record({
  product: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...frenchProducts) },
    fc.constantFrom(...englishProducts),
  ),
  businessType: maybe(fc.constantFrom(...productOptions.businessType)),
  targetAudience: maybe(fc.constantFrom(...productOptions.targetAudience)),
  productType: maybe(fc.constantFrom(...productOptions.productType)),
  style: maybe(fc.constantFrom(...productOptions.style)),
  materials: maybe(fc.constantFrom("Cotton", "Ceramic", "grès", NOT_LISTED)),
  size: maybe(fc.constantFrom("11oz", "A4", "30 x 40 cm")),
  occasion: maybe(fc.constantFrom(...productOptions.occasion)),
  color: maybe(fc.constantFrom("bleu marine", "terracotta", "black")),
  tags: fc.subarray(["mug artisanal", "cadeau fête des mères", "déco bohème"], { maxLength: 2 }),
  platforms: fc.subarray([...marketplacePlatforms], { minLength: 1 }),
  variant: fc.nat({ max: 30 }),
  facts: fc.constantFrom(photo(), photo("sage green", "white")),
  language: fc.constant("fr" as const),
  voice: voiceArb,
});

// ---------------------------------------------------------------------------------------------

describe("the French data", () => {
  it("loads and validates (a template typo fails here)", () => {
    expect(() => frenchData()).not.toThrow();
  });

  it("names at least 150 lexicon product types, each a real lexicon key", () => {
    const keys = new Set(lexicon().products.map((product) => product.key));
    const nouns = Object.keys(frenchData().nouns);
    expect(nouns.length).toBeGreaterThanOrEqual(150);
    expect(nouns.filter((key) => !keys.has(key))).toEqual([]);
  });

  it("translates every palette colour and the common materials", () => {
    expect(PALETTE_NAMES.filter((name) => !colourOf(name))).toEqual([]);
    for (const material of [
      "ceramic",
      "stoneware",
      "cotton",
      "linen",
      "wood",
      "leather",
      "silver",
      "gold",
      "glass",
      "wool",
      "soy wax",
    ]) {
      expect(materialOf(material), material).toBeDefined();
    }
  });
});

describe("French grammar", () => {
  const line =
    "{Ce} <n:est|sont> <gn:prêt|prête|prêts|prêtes> : {il} <n:attend|attendent>. Et voici {votre}.";
  const say = (product: string, register: "vous" | "tu" = "vous") =>
    render(line, {
      subject: frenchSubject({
        product,
        hashtags: [],
        tone: "Friendly",
        platforms: ["instagram"],
        variant: 0,
        facts: photo(),
      }).np,
      register,
      slots: {},
    });

  it("agrees a masculine and a feminine noun of the table, singular and plural", () => {
    expect(say("stoneware mug")).toBe("Ce mug en grès est prêt : il attend. Et voici votre mug en grès.");
    expect(say("soy wax candle")).toBe(
      "Cette bougie à la cire de soja est prête : elle attend. Et voici votre bougie à la cire de soja.",
    );
    expect(say("bougie parfumée", "tu")).toBe(
      "Cette bougie parfumée est prête : elle attend. Et voici ta bougie parfumée.",
    );
    expect(say("boucles d'oreilles en argent", "tu")).toBe(
      "Ces boucles d'oreilles en argent sont prêtes : elles attendent. Et voici tes boucles d'oreilles en argent.",
    );
    expect(say("écharpe en laine", "tu")).toBe(
      "Cette écharpe en laine est prête : elle attend. Et voici ton écharpe en laine.",
    );
    expect(say("coussin en lin")).toBe(
      "Ce coussin en lin est prêt : il attend. Et voici votre coussin en lin.",
    );
  });

  it("elides and keeps an aspirated h", () => {
    const le = (product: string) =>
      render("{Le} et {du}.", {
        subject: frenchSubject({
          product,
          hashtags: [],
          tone: "Friendly",
          platforms: ["instagram"],
          variant: 0,
          facts: photo(),
        }).np,
        register: "vous",
        slots: {},
      });
    expect(le("écharpe en laine")).toBe("L'écharpe en laine et de l'écharpe en laine.");
    expect(le("hochet en bois")).toBe("Le hochet en bois et du hochet en bois.");
  });

  it("uses no template that needs a gender it does not know", () => {
    const np = frenchSubject({
      product: "Zorblax en bois",
      hashtags: [],
      tone: "Friendly",
      platforms: ["instagram"],
      variant: 0,
      facts: photo(),
    }).np;
    expect(np.gender).toBeUndefined();
    expect(render("{Ce} est là.", { subject: np, register: "vous", slots: {} })).toBeUndefined();
    expect(render("Voici {notre}.", { subject: np, register: "vous", slots: {} })).toBe(
      "Voici notre zorblax en bois.",
    );
  });

  it("contracts à + les and de + a vowel where a value meets the template", () => {
    const np = frenchSubject({
      product: "mug",
      hashtags: [],
      tone: "Friendly",
      platforms: ["instagram"],
      variant: 0,
      facts: photo(),
    }).np;
    expect(
      render("Un clin d'œil à {who}, de la part de {brand}.", {
        subject: np,
        register: "vous",
        slots: { who: "les actifs", brand: "Or Bleu" },
      }),
    ).toBe("Un clin d'œil aux actifs, de la part d'Or Bleu.");
  });

  it("sets French typography and leaves links alone", () => {
    expect(frenchTypography("Nouveau ! Vous craquez ? Lien : https://x.fr/p?id=7 « oui »")).toBe(
      "Nouveau\u202f! Vous craquez\u202f? Lien\u202f: https://x.fr/p?id=7 «\u202foui\u202f»",
    );
  });

  it("tells French from English", () => {
    expect(looksFrench("mug en céramique émaillée")).toBe(true);
    expect(looksFrench("bougie")).toBe(true);
    expect(looksFrench("Hand-thrown stoneware mug glazed in deep red")).toBe(false);
    expect(looksFrench("candle")).toBe(false);
  });

  it("writes the schedule's hours on the 24-hour clock", () => {
    expect(frenchHours("10am–1pm")).toBe("10\u00a0h–13\u00a0h");
    expect(frenchHours("7–9am or 12–1pm")).toBe("7\u00a0h–9\u00a0h ou 12\u00a0h–13\u00a0h");
    expect(frenchHours("9am–noon")).toBe("9\u00a0h–12\u00a0h");
  });
});

describe("French social posts", () => {
  it("holds every platform rule on 300 random briefs, with nothing for the normaliser to trim", () => {
    fc.assert(
      fc.property(socialArb, (brief) => {
        let draft: SocialDraft;
        try {
          draft = frenchWriter.writeSocialPosts(brief);
        } catch (error) {
          expect(error).toBeInstanceOf(ProductUnknownError);
          expect(brief.product).toBeUndefined();
          return;
        }
        const result = normaliseSocialResult(draft, brief.platforms);
        expect(socialViolations(result, brief.platforms, { checkLeaks: true })).toEqual([]);
        for (const { platform, caption } of captions(draft)) {
          expect(result.platforms[platform]?.caption, platform).toBe(caption);
          expect(caption, platform).not.toMatch(/\bundefined\b|[{}[\]<>\ue000]|[ \u00a0][?!:;]/u);
          expect(caption, platform).not.toMatch(/(?<![\p{L}])(?:à les|à le|de les|de le) /u);
          const tags = [...caption.matchAll(HASHTAG)].length;
          expect(tags, platform).toBeLessThanOrEqual(socialRules[platform].maxHashtags);
        }
        const twitter = draft.platforms.twitter?.caption;
        if (twitter) {
          const body = twitter.split("\n\n#")[0] as string;
          expect(twitterText.parseTweet(body).weightedLength).toBeLessThanOrEqual(230 + 40);
          expect(twitterText.parseTweet(twitter).weightedLength).toBeLessThanOrEqual(280);
        }
        const facebook = draft.platforms.facebook?.caption;
        if (facebook) {
          const words = prose(facebook)
            .split(/\s+/)
            .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
          expect(words).toBeGreaterThanOrEqual(25);
          expect(words).toBeLessThanOrEqual(150);
        }
        const signOff = brief.voice?.examplePosts.length ? ["— Camille"] : [];
        expect(
          repeatedSentences(
            captions(draft).map((entry) => entry.caption),
            signOff,
          ),
        ).toEqual([]);
        expect(draft.suggestedSchedule).toMatch(/heures locales/);
      }),
      { numRuns: 300 },
    );
  });

  it("is deterministic, and another variant says something else", () => {
    const one = frenchWriter.writeSocialPosts(socialBrief());
    expect(frenchWriter.writeSocialPosts(socialBrief())).toEqual(one);
    for (const variant of [1, 2, 3]) {
      const other = frenchWriter.writeSocialPosts(socialBrief({ variant }));
      expect(other.platforms.instagram?.caption).not.toBe(one.platforms.instagram?.caption);
      expect(other).not.toEqual(one);
    }
  });

  it("keeps the seller's hashtags first and writes French ones", () => {
    const draft = frenchWriter.writeSocialPosts(socialBrief());
    expect(draft.hashtags.slice(0, 3)).toEqual(["FaitMain", "MugCéramique", "IdéeCadeau"]);
    expect(draft.platforms.instagram?.caption).toMatch(/#FaitMain #MugCéramique #IdéeCadeau/);
    expect(draft.hashtags).toContain("ArtDeLaTable");
  });

  it("writes no English filler around a product named in French", () => {
    for (const product of frenchProducts) {
      for (const tone of socialOptions.tone) {
        const draft = frenchWriter.writeSocialPosts(
          socialBrief({ product, tone, additionalContext: undefined }),
        );
        for (const { platform, caption } of captions(draft)) {
          const text = ` ${prose(caption)
            .replace(/Terre & Flamme/g, "")
            .toLowerCase()} `;
          expect(text, `${product} ${tone} ${platform}`).not.toMatch(
            /\s(?:the|and|with|your|our|for|this|of)\s/,
          );
        }
      }
    }
  });

  it("says a feminine and a masculine product with the right agreement", () => {
    const feminine = frenchWriter.writeSocialPosts(
      socialBrief({ product: "soy wax candle", tone: "Humorous" }),
    );
    const all = captions(feminine)
      .map((entry) => entry.caption)
      .join("\n");
    expect(all).toMatch(/bougie/);
    expect(all).not.toMatch(/\b(?:ce|un|le|du|mon) bougie|\bbougie (?:prêt|parfait|idéal)\b/);
    const masculine = frenchWriter.writeSocialPosts(
      socialBrief({ product: "stoneware mug", tone: "Humorous" }),
    );
    const text = captions(masculine)
      .map((entry) => entry.caption)
      .join("\n");
    expect(text).not.toMatch(/\b(?:cette|une|la|ma) mug\b|\bmug (?:prête|parfaite|idéale)\b/);
  });

  it("uses tu on Instagram for a casual tone and vous on Facebook and LinkedIn", () => {
    const draft = frenchWriter.writeSocialPosts(
      socialBrief({ tone: "Casual", campaignGoal: "Increase engagement" }),
    );
    expect(draft.platforms.instagram?.caption).not.toMatch(/\b(?:vous|votre|vos)\b/);
    expect(draft.platforms.facebook?.caption).not.toMatch(/\b(?:tu|ton|ta|tes|toi)\b/);
    expect(draft.platforms.linkedin?.caption).not.toMatch(/\b(?:tu|ton|ta|tes|toi)\b/);
  });

  it("works every always-word in, appends the seller's sign-off and drops emoji the examples never use", () => {
    const draft = frenchWriter.writeSocialPosts(
      socialBrief({
        voice: {
          about: "Un petit atelier de céramique à Nantes.",
          alwaysWords: ["slow living", "atelier nantais"],
          neverWords: [],
          examplePosts: ["Nouvelle fournée.\n— Camille", "Les mugs de Noël sont là.\n— Camille"],
        },
      }),
    );
    const all = captions(draft)
      .map((entry) => entry.caption)
      .join("\n");
    expect(all).toMatch(/slow living/);
    expect(all).toMatch(/atelier nantais/);
    expect(all).toMatch(/«\u202fUn petit atelier de céramique à Nantes\u202f»/);
    expect(EMOJI.test(all)).toBe(false);
    for (const platform of ["instagram", "facebook", "linkedin", "tiktok", "pinterest"] as SocialPlatform[]) {
      expect(draft.platforms[platform]?.caption, platform).toMatch(/— Camille/);
    }
  });

  it("asks for the product when nothing names it", () => {
    expect(() =>
      frenchWriter.writeSocialPosts(
        socialBrief({ product: undefined, businessType: undefined, additionalContext: undefined }),
      ),
    ).toThrow(ProductUnknownError);
  });

  it("talks about the shop's range when only the business type is known, with no photo colour", () => {
    const draft = frenchWriter.writeSocialPosts(
      socialBrief({ product: undefined, businessType: "Jewelry", additionalContext: undefined }),
    );
    const all = captions(draft)
      .map((entry) => entry.caption)
      .join("\n");
    expect(all).toMatch(/bijoux/);
    expect(all).not.toMatch(/bleu marine/);
  });
});

describe("French listings", () => {
  it("holds every marketplace rule on 300 random briefs, with nothing for the normaliser to trim", () => {
    fc.assert(
      fc.property(listingArb, (brief) => {
        let draft: ReturnType<typeof frenchWriter.writeListings>;
        try {
          draft = frenchWriter.writeListings(brief);
        } catch (error) {
          // Only Redbubble, for something it cannot print: skipped with a reason.
          expect(error).toBeInstanceOf(NothingToListError);
          expect(brief.platforms).toEqual(["redbubble"]);
          return;
        }
        const listed = Object.keys(draft.platforms) as MarketplacePlatform[];
        const result = normaliseListings(draft, listed);
        for (const platform of listed) {
          const listing = result[platform];
          const written = draft.platforms[platform];
          if (!listing || !written) throw new Error(`${platform} missing`);
          expect(listingViolations(platform, listing, { checkLeaks: true })).toEqual([]);
          expect(listing.title, platform).toBe(written.title);
          expect(listing.tags, platform).toEqual(written.tags);
          expect(listing.description, platform).toBe(written.description);
          expect(listing.title).not.toMatch(/\u202f/);
          expect(`${written.title}\n${written.description}`).not.toMatch(/\bundefined\b|[{}[\]<>\ue000]/u);
          if (written.seoTitle !== undefined) expect(listing.seoTitle).toBe(written.seoTitle);
          if (written.seoDescription !== undefined)
            expect(listing.seoDescription).toBe(written.seoDescription);
          if (written.bulletPoints) expect(listing.bulletPoints).toEqual(written.bulletPoints);
        }
        expect(
          repeatedSentences(listed.map((platform) => draft.platforms[platform]?.description ?? "")),
        ).toEqual([]);
        for (const reason of Object.values(draft.skipped ?? {}))
          expect(reason).toMatch(/Redbubble .* place de marché/);
      }),
      { numRuns: 300 },
    );
  });

  it("is deterministic, and another variant says something else", () => {
    const one = frenchWriter.writeListings(listingBrief());
    expect(frenchWriter.writeListings(listingBrief())).toEqual(one);
    expect(frenchWriter.writeListings(listingBrief({ variant: 1 }))).not.toEqual(one);
  });

  it("writes French titles, descriptions and tags, with the US menus' categories", () => {
    const draft = frenchWriter.writeListings(listingBrief());
    const etsy = draft.platforms.etsy;
    expect(etsy?.title).toMatch(/^Mug en céramique émaillée fait main/);
    expect(etsy?.description).toMatch(/DÉTAILS/);
    expect(etsy?.tags).toContain("mug artisanal");
    expect(etsy?.category).toMatch(/Mugs/);
    expect(draft.skipped?.redbubble).toMatch(/^Redbubble imprime/);
  });

  it("quotes the seller's about once and works the always-words in", () => {
    const draft = frenchWriter.writeListings(
      listingBrief({
        voice: {
          about: "Un petit atelier à Nantes.",
          alwaysWords: ["grès"],
          neverWords: [],
          examplePosts: [],
        },
      }),
    );
    const all = Object.values(draft.platforms)
      .map((item) => item?.description ?? "")
      .join("\n");
    expect(all.match(/Un petit atelier à Nantes/g)).toHaveLength(1);
    expect(all).toMatch(/grès/);
  });

  it("asks for the product when nothing names it", () => {
    expect(() =>
      frenchWriter.writeListings(listingBrief({ product: undefined, businessType: "Jewelry", tags: [] })),
    ).toThrow(ProductUnknownError);
  });
});
