import fc from "fast-check";
import twitterText from "twitter-text";
import { describe, expect, it } from "vitest";
import { listingViolations, socialViolations } from "../../../../../../../tests/support/content-rules";
import type { ImageFacts } from "../../../../../../domain/ai-image";
import { NOT_LISTED, productOptions, socialOptions } from "../../../../../../domain/options";
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
import { phrasebookSchema, spanishNouns, spanishPhrasebookFile, spanishWords } from "./data";
import { agree } from "./grammar";
import { spanishWriter } from "./index";
import { spanishSchedule } from "./schedule";
import { spanishSubject } from "./subject";

const photo = (colour = "navy blue"): ImageFacts => ({
  width: 1024,
  height: 1024,
  orientation: "square",
  colors: [
    { name: "white", hex: "#ffffff", share: 0.6 },
    { name: colour, hex: "#1f2a44", share: 0.4 },
  ],
  brightness: "balanced",
  plainWhiteBackground: true,
  productColors: [{ name: colour, hex: "#1f2a44", share: 0.9 }],
  backgroundColor: { name: "white", hex: "#ffffff" },
  foregroundShare: 0.4,
});

const social = (overrides: Partial<SocialBrief> = {}): SocialBrief => ({
  product: "taza de cerámica esmaltada",
  brand: "Barro y Luz",
  targetAudience: "Gift buyers",
  tone: "Friendly",
  campaignGoal: "Boost sales",
  productUrl: "https://barroyluz.es/taza",
  additionalContext: "Cada taza sale del horno con un esmalte distinto.",
  hashtags: ["TazaDeCerámica"],
  platforms: [...socialPlatforms],
  variant: 0,
  facts: photo(),
  language: "es",
  ...overrides,
});

const listing = (overrides: Partial<ListingBrief> = {}): ListingBrief => ({
  product: "taza de cerámica esmaltada, 350 ml",
  tags: ["taza artesanal"],
  platforms: [...marketplacePlatforms],
  variant: 0,
  facts: photo(),
  language: "es",
  ...overrides,
});

const captions = (draft: SocialDraft) =>
  socialPlatforms.flatMap((platform) => {
    const caption = draft.platforms[platform]?.caption;
    return caption === undefined ? [] : [{ platform, caption }];
  });

/** The sentences of a caption without its hashtag block, normalised for comparison. */
function sentencesOf(caption: string): string[] {
  return caption
    .split("\n")
    .filter((line) => !/^#\S/.test(line.trim()))
    .join("\n")
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim(),
    )
    .filter((sentence) => sentence.split(" ").length >= 3);
}

const SPANISH_PRODUCTS = [
  "taza de cerámica esmaltada",
  "Velas de soja con aroma a lavanda",
  "collar de plata de ley",
  "bolso de cuero",
  "Jabón artesanal de aceite de oliva",
  "camiseta de algodón orgánico",
  "pendientes de aro",
  "lámina de acuarela A4",
  "mantel de lino",
  "cuaderno hecho a mano",
  "alfajores caseros",
  "cojín de terciopelo",
  "llavero de madera",
  "sudadera con capucha",
  "planta suculenta en maceta",
];
const ENGLISH_PRODUCTS = [
  "stoneware coffee mug, 12 oz",
  "sterling silver hoop earrings",
  "soy wax candle",
  "linen dress",
  "handmade leather wallet",
  "art print 8 x 10",
  "set of 4 ceramic coasters",
  "vintage denim jacket",
  "gaming laptop",
  "tote bag",
  "wooden cutting board",
  "crochet toy",
  "phone case",
  "refurbished laptop 16 GB RAM",
  "yoga mat bag",
];
const options = (list: readonly string[]) => list.filter((value) => value !== NOT_LISTED);

const voiceArb = fc.option(
  fc.record({
    about: fc.option(
      fc.constantFrom("Somos un taller familiar en Oaxaca.", "Cerámica hecha con calma desde 2015."),
      {
        nil: undefined,
      },
    ),
    alwaysWords: fc.subarray(["artesanal", "sin prisas", "hecho con calma", "Barro y Luz"], { maxLength: 2 }),
    neverWords: fc.constant<string[]>([]),
    examplePosts: fc.constantFrom<string[]>(
      [],
      ["Nueva hornada en el taller.\n— Marta", "Hoy esmaltamos tazas.\n— Marta"],
      ["¡Ya está aquí! 🎉✨ Corre a verlo 😍"],
      [
        "Una pieza sencilla, pensada para durar. Hecha en nuestro taller con barro local y mucho tiempo. ".repeat(
          4,
        ),
      ],
    ),
  }),
  { nil: undefined },
);

const socialBriefArb: fc.Arbitrary<SocialBrief> = fc.record({
  product: fc.option(fc.constantFrom(...SPANISH_PRODUCTS, ...ENGLISH_PRODUCTS), { nil: undefined }),
  businessType: fc.option(fc.constantFrom(...options(socialOptions.businessType), "Velas artesanales"), {
    nil: undefined,
  }),
  brand: fc.option(fc.constantFrom("Barro y Luz", "Clay & Co", "Olivar", "La Tiendita de Ana"), {
    nil: undefined,
  }),
  targetAudience: fc.option(fc.constantFrom(...options(socialOptions.targetAudience), "familias jóvenes"), {
    nil: undefined,
  }),
  tone: fc.constantFrom(...options(socialOptions.tone), "cercano", "divertido"),
  campaignGoal: fc.option(fc.constantFrom(...options(socialOptions.campaignGoal), "lanzamiento"), {
    nil: undefined,
  }),
  productUrl: fc.option(fc.constantFrom("https://barroyluz.es/producto/taza-azul", "https://ejemplo.com"), {
    nil: undefined,
  }),
  additionalContext: fc.option(
    fc.constantFrom(
      "Cada pieza sale del horno con un esmalte distinto. Hacemos envíos a toda España.",
      "Lo hacemos todo en nuestro pequeño taller de Guadalajara, con materiales de la zona y muchísimo cariño desde hace diez años, sin prisas y con mimo.",
      "Every mug is thrown on the wheel in our Portland studio.",
    ),
    { nil: undefined },
  ),
  hashtags: fc.subarray(["TazaDeCerámica", "HechoAMano", "RegalosOriginales", "hechoenmexico"], {
    maxLength: 3,
  }),
  platforms: fc.subarray([...socialPlatforms], { minLength: 1 }),
  variant: fc.integer({ min: 0, max: 5 }),
  facts: fc.constantFrom(...PALETTE_NAMES).map((colour) => photo(colour)),
  language: fc.constant("es" as const),
  voice: voiceArb,
});

/** Briefs that name no product at all are refused; the property tests skip them. */
function names(brief: SocialBrief | ListingBrief): boolean {
  return Boolean(brief.product || brief.businessType);
}

describe("Spanish data", () => {
  it("validates every data file and covers the common product types and the whole palette", () => {
    expect(spanishNouns().size).toBeGreaterThanOrEqual(150);
    for (const key of [
      "mug",
      "t-shirt",
      "candle",
      "earrings",
      "necklace",
      "art-print",
      "tote-bag",
      "phonecase",
      "soap-bar",
      "houseplant",
      "dress",
      "hoodie",
      "notebook",
      "sticker",
    ])
      expect(spanishNouns().has(key), key).toBe(true);
    const colours = spanishWords().colours;
    for (const name of PALETTE_NAMES) expect(colours[name], name).toBeTruthy();
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
    ])
      expect(spanishWords().materials[material], material).toBeTruthy();
    expect(Object.keys(spanishPhrasebookFile("social").sections).length).toBeGreaterThan(50);
    expect(Object.keys(spanishPhrasebookFile("listings").sections).length).toBeGreaterThan(10);
  });

  it("refuses a template with an unknown slot or a broken agreement mark", () => {
    const file = (template: string) => ({ slots: ["producto"], sections: { hook: [template] } });
    expect(phrasebookSchema.safeParse(file("Mira {producto}.")).success).toBe(true);
    expect(phrasebookSchema.safeParse(file("Mira {prodcto}.")).success).toBe(false);
    expect(phrasebookSchema.safeParse(file("Mira {producto.")).success).toBe(false);
    expect(phrasebookSchema.safeParse(file("Hecho @mano.")).success).toBe(false);
  });

  it("agrees adjectives, determiners and pronouns, and refuses without a gender", () => {
    expect(agree("est@ taza, hech@ a mano; pídel@", { gender: "f", plural: false })).toBe(
      "esta taza, hecha a mano; pídela",
    );
    expect(agree("est@ aretes, hech@ a mano; el@ tuy@", { gender: "m", plural: true })).toBe(
      "estos aretes, hechos a mano; los tuyos",
    );
    expect(agree("[Fácil/Fáciles] de querer", { plural: true })).toBe("Fáciles de querer");
    expect(agree("hech@ a mano", { plural: false })).toBeUndefined();
  });
});

describe("Spanish product names", () => {
  it("guesses gender and number from the seller's head noun only where Spanish makes it reliable", () => {
    const agreement = (product: string) => spanishSubject(social({ product })).agreement;
    expect(agreement("taza de cerámica esmaltada")).toEqual({ gender: "f", plural: false });
    expect(agreement("Velas de soja")).toEqual({ gender: "f", plural: true });
    expect(agreement("pendientes de aro")).toEqual({ gender: "m", plural: true });
    expect(agreement("playera estampada")).toEqual({ gender: "f", plural: false });
    expect(agreement("alfajores caseros")).toEqual({ gender: "m", plural: true });
    expect(agreement("jabón de avena")).toEqual({ gender: "m", plural: false });
    expect(agreement("canción de cuna")).toEqual({ gender: "f", plural: false });
    // An ending that does not tell ("-e", "-l", "-z") and English words: no gender, neutral templates.
    expect(agreement("cofre de madera").gender).toBeUndefined();
    expect(agreement("yoga mat bag").gender).toBeUndefined();
  });

  it("names an English-typed product with the noun table, and the seller's Spanish words as typed", () => {
    expect(spanishSubject(social({ product: "stoneware mug, 12 oz" })).name).toBe("taza de gres");
    expect(spanishSubject(social({ product: "hoodie" })).name).toBe("sudadera con capucha");
    expect(spanishSubject(social({ product: "Taza de cerámica esmaltada, 350 ml" })).name).toBe(
      "taza de cerámica esmaltada",
    );
    expect(spanishSubject(social({ product: "collar de plata" })).typeKey).toBe("necklace");
  });
});

describe("Spanish social posts", () => {
  it("hold every platform rule on 300 random briefs, and the normaliser changes nothing", () => {
    let checked = 0;
    fc.assert(
      fc.property(socialBriefArb, (brief) => {
        let draft: SocialDraft;
        try {
          draft = spanishWriter.writeSocialPosts(brief);
        } catch (error) {
          // Only a brief that names no product (nor a product in its context) is refused.
          expect(error).toBeInstanceOf(ProductUnknownError);
          expect(names(brief)).toBe(false);
          return;
        }
        const normalised = normaliseSocialResult(draft, brief.platforms);
        expect(socialViolations(normalised, brief.platforms, { checkLeaks: true })).toEqual([]);
        for (const { platform, caption } of captions(draft)) {
          expect(normalised.platforms[platform]?.caption, `${platform}\n${caption}`).toBe(caption);
          expect(caption).not.toMatch(/\{|\}|@|\[|\]|undefined/);
          expect(caption).not.toMatch(/ {2}|\n{3}/);
        }
        const fb = draft.platforms.facebook?.caption;
        if (fb) {
          const words = fb
            .replace(/#\S+/g, "")
            .split(/\s+/)
            .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
          // 40–120 words, and the seller's own additions (about, sign-off, always-words) on top.
          expect(words, fb).toBeGreaterThanOrEqual(brief.voice?.examplePosts.length ? 30 : 40);
          expect(words, fb).toBeLessThanOrEqual(150);
          const body = fb.split("\n\n").filter((block) => !/^#/.test(block));
          expect(
            body.some((block) =>
              /\?(?:\s*(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+)?$/u.test(block.trim()),
            ),
            fb,
          ).toBe(true);
        }
        const x = draft.platforms.twitter?.caption;
        if (x) {
          const body = x.replace(/\n\n#[^\n]*$/, "");
          expect(twitterText.parseTweet(x).weightedLength).toBeLessThanOrEqual(280);
          expect(twitterText.parseTweet(body).weightedLength, x).toBeLessThanOrEqual(230);
        }
        const pin = draft.platforms.pinterest?.caption;
        if (pin) expect(pin.length).toBeLessThanOrEqual(500);
        const counts = new Map<string, number>();
        for (const { caption } of captions(draft)) {
          const signOff = brief.voice?.examplePosts.length ? ["nueva hornada en el taller", "marta"] : [];
          for (const sentence of new Set(sentencesOf(caption)))
            if (!signOff.some((line) => sentence.includes(line)))
              counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
        }
        const repeated = [...counts].filter(([, count]) => count > 1).map(([sentence]) => sentence);
        expect(repeated, JSON.stringify(draft.platforms, null, 1)).toEqual([]);
        checked++;
      }),
      { numRuns: 400, seed: 17 },
    );
    expect(checked).toBeGreaterThanOrEqual(300);
  }, 120_000);

  it("is deterministic, and another variant says something else", () => {
    const first = spanishWriter.writeSocialPosts(social());
    expect(spanishWriter.writeSocialPosts(social())).toEqual(first);
    const other = spanishWriter.writeSocialPosts(social({ variant: 1 }));
    for (const platform of socialPlatforms)
      expect(other.platforms[platform]?.caption, platform).not.toBe(first.platforms[platform]?.caption);
  });

  it("keeps the seller's hashtags first and verbatim, and writes Spanish CamelCase ones", () => {
    const draft = spanishWriter.writeSocialPosts(social({ hashtags: ["hechoenmexico", "TazaDeCerámica"] }));
    expect(draft.hashtags.slice(0, 2)).toEqual(["hechoenmexico", "TazaDeCerámica"]);
    expect(draft.hashtags).toContain("RegalosOriginales");
    expect(draft.platforms.instagram?.caption).toMatch(/#hechoenmexico #TazaDeCerámica/);
  });

  it("agrees with a feminine noun (taza) and a masculine one (collar)", () => {
    const feminine = captions(
      spanishWriter.writeSocialPosts(
        social({ product: "stoneware mug, handmade", additionalContext: undefined }),
      ),
    )
      .map((entry) => entry.caption)
      .join("\n");
    expect(feminine).toMatch(/taza de gres/);
    expect(feminine).not.toMatch(/\b(?:este|un|el|nuestro) taza|hecho a mano|pensado para/i);
    const masculine = captions(
      spanishWriter.writeSocialPosts(
        social({ product: "sterling silver necklace, handmade", additionalContext: undefined }),
      ),
    )
      .map((entry) => entry.caption)
      .join("\n");
    expect(masculine).toMatch(/collar de plata de ley/);
    expect(masculine).not.toMatch(
      /\b(?:esta|una|la|nuestra) collar|(?<!pieza está )hecha a mano|pensada para/i,
    );
    // Across variants both forms appear where a template agrees.
    const all = (product: string) =>
      [0, 1, 2, 3, 4, 5]
        .flatMap((variant) => captions(spanishWriter.writeSocialPosts(social({ product, variant }))))
        .map((entry) => entry.caption)
        .join("\n");
    expect(all("taza de cerámica")).toMatch(
      /\b(?:esta|una|la|nuestra) taza|\b\p{L}+a a mano|Pensada|\bla\b/u,
    );
    expect(all("collar de plata")).toMatch(/\b(?:este|un|el|nuestro) collar/);
  });

  it("writes no English filler for a product typed in Spanish", () => {
    fc.assert(
      fc.property(socialBriefArb, fc.constantFrom(...SPANISH_PRODUCTS), (brief, product) => {
        const draft = spanishWriter.writeSocialPosts({
          ...brief,
          product,
          businessType: undefined,
          brand: "Barro y Luz",
        });
        for (const { caption } of captions(draft)) {
          const text = ` ${caption
            .replace(/#\S+/g, "")
            .replace(/https?:\/\/\S+/g, "")
            .toLowerCase()} `;
          expect(text, caption).not.toMatch(/ (?:the|and|with|your|our|for|this|made|shop|link in bio|new) /);
        }
      }),
      { numRuns: 100, seed: 5 },
    );
  }, 60_000);

  it("works every always-word in, appends the sign-off, and quotes the about once", () => {
    const voice = {
      about: "Somos un taller familiar en Oaxaca.",
      alwaysWords: ["sin prisas", "artesanal"],
      neverWords: [],
      examplePosts: ["Nueva hornada.\n— Marta", "Hoy esmaltamos.\n— Marta"],
    };
    const draft = spanishWriter.writeSocialPosts(social({ voice }));
    const all = captions(draft).map((entry) => entry.caption);
    const joined = all.join("\n");
    for (const word of voice.alwaysWords) expect(joined.toLowerCase()).toContain(word);
    for (const caption of all.filter((_, index) => index !== 2)) expect(caption).toContain("— Marta");
    expect(joined.split("somos un taller familiar en Oaxaca").length - 1).toBe(1);
    // Only X selected: the word still goes in.
    const x = spanishWriter.writeSocialPosts(social({ voice, platforms: ["twitter"] }));
    expect(x.platforms.twitter?.caption.toLowerCase()).toContain("sin prisas");
  });

  it("uses no emoji when the seller's examples use none", () => {
    const voice = {
      alwaysWords: [],
      neverWords: [],
      examplePosts: ["Nueva hornada en el taller.", "Hoy esmaltamos tazas."],
    };
    for (const tone of ["Friendly", "Humorous", "Trendy"]) {
      const draft = spanishWriter.writeSocialPosts(social({ voice, tone, campaignGoal: "Product launch" }));
      for (const { caption } of captions(draft)) expect(caption).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    const withEmoji = spanishWriter.writeSocialPosts(social({ tone: "Friendly" }));
    expect(captions(withEmoji).some(({ caption }) => /\p{Extended_Pictographic}/u.test(caption))).toBe(true);
  });

  it("refuses a brief that names no product", () => {
    expect(() =>
      spanishWriter.writeSocialPosts(
        social({ product: undefined, businessType: undefined, additionalContext: undefined }),
      ),
    ).toThrow(ProductUnknownError);
    expect(() => spanishWriter.writeListings(listing({ product: undefined }))).toThrow(ProductUnknownError);
  });

  it("suggests the schedule in Spanish, with the researched windows", () => {
    const line = spanishSchedule(["instagram", "linkedin"] as SocialPlatform[]);
    expect(line).toBe(
      "Instagram: mar–mié, 10:00–13:00 · LinkedIn: mar–mié, 10:00–12:00 (hora local de tu público)",
    );
    expect(spanishWriter.writeSocialPosts(social()).suggestedSchedule).not.toMatch(/\d(?:am|pm)\b|noon/);
  });
});

const listingBriefArb: fc.Arbitrary<ListingBrief> = fc.record({
  product: fc.option(fc.constantFrom(...SPANISH_PRODUCTS, ...ENGLISH_PRODUCTS), { nil: undefined }),
  businessType: fc.option(fc.constantFrom(...options(productOptions.businessType)), { nil: undefined }),
  targetAudience: fc.option(fc.constantFrom(...options(productOptions.targetAudience)), { nil: undefined }),
  productType: fc.option(fc.constantFrom(...options(productOptions.productType)), { nil: undefined }),
  style: fc.option(fc.constantFrom(...options(productOptions.style)), { nil: undefined }),
  materials: fc.option(fc.constantFrom(...options(productOptions.materials)), { nil: undefined }),
  size: fc.option(fc.constantFrom(...options(productOptions.size)), { nil: undefined }),
  occasion: fc.option(fc.constantFrom(...options(productOptions.occasion)), { nil: undefined }),
  color: fc.option(fc.constantFrom("Red", "navy blue", "Sage Green"), { nil: undefined }),
  tags: fc.subarray(["taza artesanal", "regalo para ella", "hecho a mano!", "cerámica & barro"], {
    maxLength: 3,
  }),
  platforms: fc.subarray([...marketplacePlatforms], { minLength: 1 }),
  variant: fc.integer({ min: 0, max: 4 }),
  facts: fc.constantFrom(...PALETTE_NAMES).map((colour) => photo(colour)),
  language: fc.constant("es" as const),
  voice: voiceArb,
});

describe("Spanish listings", () => {
  it("hold every marketplace rule on 300 random briefs, and the normaliser changes nothing", () => {
    let checked = 0;
    fc.assert(
      fc.property(listingBriefArb, (brief) => {
        let draft: ReturnType<typeof spanishWriter.writeListings>;
        try {
          draft = spanishWriter.writeListings(brief);
        } catch (error) {
          if (error instanceof ProductUnknownError) {
            expect(brief.product).toBeUndefined();
            return;
          }
          if (error instanceof NothingToListError) {
            expect(brief.platforms).toEqual(["redbubble"]);
            expect(Object.values(error.reasons).join(" ")).toMatch(/Redbubble .* (?:productos|diseños)/);
            return;
          }
          throw error;
        }
        const selected = Object.keys(draft.platforms) as MarketplacePlatform[];
        const normalised = normaliseListings(draft, selected);
        for (const platform of selected) {
          const item = normalised[platform];
          const raw = draft.platforms[platform];
          if (!item || !raw) throw new Error(platform);
          expect(listingViolations(platform, item, { checkLeaks: true }), platform).toEqual([]);
          expect(item.title, platform).toBe(raw.title);
          expect(item.description, platform).toBe(raw.description);
          expect(item.tags, platform).toEqual(raw.tags);
          if (raw.seoTitle) expect(item.seoTitle).toBe(raw.seoTitle);
          if (raw.seoDescription) expect(item.seoDescription).toBe(raw.seoDescription);
          expect(`${raw.title}\n${raw.description}`).not.toMatch(/\{|\}|@|\[|\]|undefined/);
          expect(raw.tags.length).toBeGreaterThan(0);
        }
        if (draft.skipped?.redbubble) expect(draft.skipped.redbubble).toMatch(/^Redbubble /);
        checked++;
      }),
      { numRuns: 380, seed: 23 },
    );
    expect(checked).toBeGreaterThanOrEqual(300);
  }, 120_000);

  it("writes Spanish titles, descriptions and tags; categories stay the marketplaces' own", () => {
    const draft = spanishWriter.writeListings(listing({ targetAudience: "Gift buyers" }));
    const etsy = draft.platforms.etsy;
    expect(etsy?.title).toMatch(/^Taza de cerámica esmaltada/);
    expect(etsy?.description).toMatch(/DETALLES[\s\S]*CUIDADOS/);
    expect(etsy?.tags).toContain("taza artesanal");
    expect(etsy?.tags.length).toBeLessThanOrEqual(13);
    expect(etsy?.category).toMatch(/Mugs/);
    expect(draft.platforms.amazon?.bulletPoints?.[0]).toMatch(/^PRODUCTO – Taza de cerámica esmaltada/);
    expect(draft.skipped?.redbubble).toMatch(/Redbubble .*tazas/);
  });

  it("works always-words into tags and descriptions, and the about into Etsy and Shopify", () => {
    const voice = {
      about: "Somos un taller familiar en Oaxaca.",
      alwaysWords: ["sin prisas"],
      neverWords: [],
      examplePosts: [],
    };
    const draft = spanishWriter.writeListings(listing({ voice }));
    for (const platform of ["etsy", "amazon", "shopify", "ebay", "mercari"] as const) {
      expect(draft.platforms[platform]?.description, platform).toContain("sin prisas");
      expect(draft.platforms[platform]?.tags, platform).toContain("sin prisas");
    }
    expect(draft.platforms.etsy?.description).toContain("somos un taller familiar en Oaxaca");
    expect(draft.platforms.shopify?.description).toContain("somos un taller familiar en Oaxaca");
    expect(draft.platforms.amazon?.description).not.toContain("Oaxaca");
  });

  it("is deterministic per brief and variant", () => {
    expect(spanishWriter.writeListings(listing())).toEqual(spanishWriter.writeListings(listing()));
    const first = spanishWriter.writeListings(listing()).platforms.etsy?.description;
    // "Regenerate" draws another variant: nearly every one reads differently (a rare draw may
    // coincide with the first, as one of the first forty does for this brief).
    const others = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(
      (variant) => spanishWriter.writeListings(listing({ variant })).platforms.etsy?.description,
    );
    expect(others.filter((text) => text === first).length).toBeLessThanOrEqual(1);
  });
});
