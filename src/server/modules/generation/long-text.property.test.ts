import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingViolations, socialViolations } from "../../../../tests/support/content-rules";
import { type FakeOpenAi, startFakeOpenAi } from "../../../../tests/support/fake-openai";
import { ANALYSIS_MAX_CHARS, type ImageFacts, productImageRequestSchema } from "../../../domain/ai-image";
import { registerRequestSchema } from "../../../domain/auth";
import { demoConfirmRequestSchema } from "../../../domain/billing";
import { contactRequestSchema } from "../../../domain/contact";
import {
  LISTING_EDIT_LIMITS,
  listingCsvRequestSchema,
  listingGenerationRequestSchema,
  listingUpdateSchema,
  productContextFields,
} from "../../../domain/listings";
import { marketplaceRules } from "../../../domain/platform-rules";
import { marketplacePlatforms, socialPlatforms } from "../../../domain/platforms";
import {
  CAPTION_EDIT_MAX,
  SCHEDULE_MAX,
  socialGenerationRequestSchema,
  socialPostUpdateSchema,
  TEXT_FIELD_MAX,
} from "../../../domain/social";
import { writeListings, writeSocialPosts } from "../../providers/generation/builtin/compose";
import { parseProductFacts } from "../../providers/generation/builtin/product-facts";
import * as builtinText from "../../providers/generation/builtin/text";
import { audienceProfile, withoutTrailingBracket } from "../../providers/generation/builtin/vocabulary";
import type { WriterImage } from "../../providers/generation/generation-provider";
import { NothingToListError, ProductUnknownError } from "../../providers/generation/generation-provider";
import { createOpenAiProvider, withoutFence } from "../../providers/generation/openai/openai-provider";
import {
  capHashtagsInText,
  cleanText,
  countHashtagsInText,
  normaliseAnalysis,
  normaliseCaption,
  normaliseListing,
  normaliseSocialResult,
  trimToLength,
} from "./normalise";

/**
 * Pen-test finding (HIGH): one 150,000-space listing title froze the event loop for 27 s in the
 * normaliser's `\s*\n\s*` pattern, and every pattern of that shape was quadratic on long runs. Here
 * 100,000–200,000-character adversarial strings go through every text path: the normaliser, the
 * builtin writer, the openai answer handling and the request schemas. Each must finish (a
 * quadratic path takes minutes on these sizes; vitest's default timeout stops it) and give
 * output within the rules. Few runs: each string is long.
 */

/** Pieces that break naive patterns when repeated: whitespace of every kind, `&`, `,–`, brackets,
 * glued hashtags, dotted "links", fences, emoji, RTL, combining marks, NUL, broken surrogates. */
const UNITS = [
  " ",
  "\n",
  "\t",
  " \n",
  "\n \n ",
  "\r\n",
  "\u00a0",
  "\u2003",
  "\u2028",
  "&",
  " & ",
  "&&&&",
  ",–",
  ", – ",
  "(",
  "( ",
  "<a",
  "<script>",
  "</b",
  "#",
  "#x#y",
  "#ab ",
  "a.",
  "x.y-",
  "```",
  "word ",
  "😀",
  "👩‍👩‍👧‍👦 ",
  "\u202eשלום ",
  "مرحبا ",
  "e\u0301\u0302",
  "\u0000",
  "\ud800",
  "\udc00x",
];

const longText = fc
  .record({
    length: fc.integer({ min: 100_000, max: 200_000 }),
    segments: fc.array(
      fc.record({ unit: fc.constantFrom(...UNITS), share: fc.integer({ min: 1, max: 5 }) }),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
  })
  .map(({ length, segments }) => {
    const total = segments.reduce((sum, segment) => sum + segment.share, 0);
    return segments
      .map(({ unit, share }) => {
        const size = Math.floor((length * share) / total);
        return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
      })
      .join("");
  });

// biome-ignore lint/suspicious/noControlCharactersInRegex: checking control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The same pieces, sized to an exact length (the largest an edit may be). */
const textOfLength = (length: number) =>
  fc
    .constantFrom(...UNITS.filter((unit) => !unit.includes("\u0000") && !LONE_SURROGATE.test(unit)))
    .map((unit) => cut(unit.repeat(Math.ceil(length / unit.length)), length));

/** The first `length` UTF-16 units, never ending in half an emoji (that is refused, rightly). */
function cut(text: string, length: number): string {
  const head = text.slice(0, length);
  return /[\ud800-\udbff]$/.test(head) ? head.slice(0, -1) : head;
}

const RUNS = { numRuns: 6 };
/**
 * Six listings × six marketplaces of checks take 2.5–4.5 s on a loaded two-core machine, close to
 * vitest's 5 s default; a quadratic path still takes minutes, so 20 s keeps the guard and the margin.
 */
const LONG_CHECK_TIMEOUT_MS = 20_000;

const facts: ImageFacts = {
  width: 800,
  height: 800,
  orientation: "square",
  colors: [{ name: "terracotta", hex: "#c8643c", share: 0.6 }],
  brightness: "balanced",
  plainWhiteBackground: true,
  productColors: [{ name: "terracotta", hex: "#c8643c", share: 0.9 }],
  backgroundColor: { name: "white", hex: "#ffffff" },
  foregroundShare: 0.4,
};

describe("normaliser on 100k–200k adversarial characters", () => {
  it("cleans text to tidy printable text", () => {
    fc.assert(
      fc.property(longText, (text) => {
        for (const multiline of [true, false]) {
          const clean = cleanText(text, { multiline });
          expect(clean.length).toBeLessThanOrEqual(text.length);
          expect(CONTROL.test(clean)).toBe(false);
          expect(LONE_SURROGATE.test(clean)).toBe(false);
          expect(clean).not.toMatch(/[ \t]{2,}|\n{3,}|^\s|\s$/);
          if (!multiline) expect(clean).not.toContain("\n");
        }
      }),
      RUNS,
    );
  });

  it("caps hashtags and lengths", () => {
    fc.assert(
      fc.property(longText, (text) => {
        expect(countHashtagsInText(capHashtagsInText(text, 5))).toBeLessThanOrEqual(5);
        expect(trimToLength(cleanText(text), 2200, "…").length).toBeLessThanOrEqual(2200);
      }),
      RUNS,
    );
  });

  it("keeps every platform's rules for captions, hashtags and schedule", () => {
    fc.assert(
      fc.property(longText, (text) => {
        const platforms = Object.fromEntries(
          socialPlatforms.map((platform) => [platform, { caption: text }]),
        );
        const result = normaliseSocialResult(
          { platforms, hashtags: [text, text], suggestedSchedule: text },
          socialPlatforms,
        );
        expect(socialViolations(result, socialPlatforms)).toEqual([]);
        expect(result.suggestedSchedule.length).toBeLessThanOrEqual(SCHEDULE_MAX);
      }),
      RUNS,
    );
  });

  it(
    "keeps every marketplace's rules for every listing field",
    () => {
      fc.assert(
        fc.property(longText, (text) => {
          for (const platform of marketplacePlatforms) {
            const listing = normaliseListing(platform, {
              title: text,
              description: text,
              tags: [text, text],
              suggestedPrice: text,
              category: text,
              bulletPoints: [text],
              seoTitle: text,
              seoDescription: text,
            });
            expect(listingViolations(platform, listing)).toEqual([]);
          }
        }),
        RUNS,
      );
    },
    LONG_CHECK_TIMEOUT_MS,
  );

  it("cleans and caps an image description", () => {
    fc.assert(
      fc.property(longText, (text) => {
        const analysis = normaliseAnalysis(text);
        expect(analysis.length).toBeLessThanOrEqual(ANALYSIS_MAX_CHARS);
        expect(analysis).not.toMatch(/<\/?[a-zA-Z!][^<>]*>|\n/);
        expect(CONTROL.test(analysis) || LONE_SURROGATE.test(analysis)).toBe(false);
      }),
      RUNS,
    );
  });

  it("trims edits of the largest allowed size to each platform's rules", () => {
    fc.assert(
      fc.property(
        textOfLength(CAPTION_EDIT_MAX),
        textOfLength(LISTING_EDIT_LIMITS.description),
        (caption, long) => {
          for (const platform of socialPlatforms)
            expect(
              socialViolations(
                {
                  platforms: { [platform]: { caption: normaliseCaption(platform, caption) } },
                  hashtags: ["#a"],
                  suggestedSchedule: "x",
                },
                [platform],
              ),
            ).toEqual([]);
          const edit = {
            title: cut(long, LISTING_EDIT_LIMITS.title),
            description: long,
            tags: Array.from({ length: LISTING_EDIT_LIMITS.tags }, () =>
              cut(long, LISTING_EDIT_LIMITS.tagChars),
            ),
            suggestedPrice: cut(long, LISTING_EDIT_LIMITS.price),
            category: cut(long, LISTING_EDIT_LIMITS.category),
          };
          const update = listingUpdateSchema.safeParse({ platforms: { shopify: edit } });
          expect(update.success).toBe(true);
          for (const platform of marketplacePlatforms)
            expect(listingViolations(platform, normaliseListing(platform, edit))).toEqual([]);
        },
      ),
      { numRuns: 4 },
    );
  });
});

describe("builtin writer on 100k–200k adversarial characters", () => {
  it("cleans, labels and trims with its own helpers", () => {
    fc.assert(
      fc.property(longText, (text) => {
        const clean = builtinText.cleanText(text);
        expect(clean).not.toMatch(/<|>|\s{2,}/);
        expect(builtinText.cleanLabel(text, 60)?.length ?? 0).toBeLessThanOrEqual(60);
        expect(builtinText.truncateWords(text, 500).length).toBeLessThanOrEqual(500);
        expect(builtinText.titleCase(text)).toEqual(expect.any(String));
        expect(builtinText.lines(text, text)).not.toMatch(/[ \t]\n|\n{3,}/);
        expect(withoutTrailingBracket(`${text} (18-30)`).endsWith("(18-30)")).toBe(false);
        audienceProfile(text);
      }),
      RUNS,
    );
  });

  it("writes social posts that keep every rule once normalised", () => {
    fc.assert(
      fc.property(longText, (text) => {
        const brief = {
          businessType: text,
          brand: text,
          targetAudience: text,
          tone: text,
          campaignGoal: text,
          productUrl: `https://example.com/${text}`,
          additionalContext: text,
          hashtags: [text, text],
          platforms: [...socialPlatforms],
          variant: 0,
          facts,
        };
        // Social posts name a product only from the lexicon when no "What are you selling?" is given.
        const draft = writtenOrRefused(
          () => writeSocialPosts(brief),
          !parseProductFacts({ context: text }).type,
        );
        if (!draft) return;
        const result = normaliseSocialResult(draft, brief.platforms);
        expect(socialViolations(result, brief.platforms)).toEqual([]);
      }),
      RUNS,
    );
  });

  it("writes listings that keep every rule once normalised", () => {
    fc.assert(
      fc.property(longText, (text) => {
        const platforms = [...marketplacePlatforms];
        const draft = writtenOrRefused(
          () =>
            writeListings({
              product: text,
              businessType: text,
              targetAudience: text,
              productType: text,
              style: text,
              materials: text,
              size: text,
              occasion: text,
              color: text,
              tags: [text, text],
              platforms,
              variant: 0,
              facts,
            }),
          // The writer reads the first 200 characters of each field, as the request schema allows;
          // hashtags there are the seller's tags ("#x#y#x#y…"), not a product's name.
          !parseProductFacts({ product: withoutHashtags(builtinText.clip(text, TEXT_FIELD_MAX)) }).name,
        );
        if (!draft) return;
        for (const platform of platforms) {
          const listing = draft.platforms[platform];
          // A marketplace the product does not fit (Redbubble for goods it cannot print) is skipped, with a reason.
          if (!listing) {
            expect(draft.skipped?.[platform]).toBeTruthy();
            continue;
          }
          expect(listingViolations(platform, normaliseListing(platform, listing))).toEqual([]);
        }
      }),
      RUNS,
    );
  });
});

function withoutHashtags(text: string): string {
  return text.replace(/#[\p{L}\p{N}_]+/gu, " ");
}

/**
 * The writer's draft, or undefined when it refused for the one reason it may: the text names no
 * product (only spaces, markup, symbols or words that name nothing the parser knows), so it asks
 * for one; or every marketplace chosen was skipped with a reason.
 */
function writtenOrRefused<T>(write: () => T, namesNothing: boolean): T | undefined {
  try {
    return write();
  } catch (error) {
    if (error instanceof ProductUnknownError && namesNothing) return undefined;
    if (error instanceof NothingToListError) return undefined;
    throw error;
  }
}

describe("openai answers of 100k–200k adversarial characters", () => {
  let fake: FakeOpenAi;
  let image: WriterImage;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const buffer = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#c8643c" } })
      .jpeg()
      .toBuffer();
    image = { buffer, contentType: "image/jpeg", width: 32, height: 32 };
  });
  afterAll(() => fake.close());
  const provider = () =>
    createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "sk-test", model: "gpt-4o-mini", maxRetries: 0 });

  it("unwraps a fenced answer padded with long whitespace", () => {
    fc.assert(
      fc.property(textOfLength(150_000), (padding) => {
        const blank = padding.replace(/\S/g, " ");
        expect(JSON.parse(withoutFence(`${blank}\`\`\`json${blank}{"a":1}${blank}\`\`\`${blank}`))).toEqual({
          a: 1,
        });
      }),
      RUNS,
    );
  });

  it("normalises long hostile posts, in a fence, into posts within the rules", async () => {
    await fc.assert(
      fc.asyncProperty(longText, async (text) => {
        const posts = Object.fromEntries(socialPlatforms.map((platform) => [platform, text]));
        const answer = JSON.stringify({ posts, hashtags: [text], suggestedSchedule: text });
        fake.enqueue({ kind: "chat", content: `\`\`\`json\n${answer}\n\`\`\`${" ".repeat(100_000)}` });
        const draft = await provider().writeSocialPosts(
          { tone: "Friendly", hashtags: [], platforms: [...socialPlatforms], variant: 0, facts },
          image,
        );
        const result = normaliseSocialResult(draft, socialPlatforms);
        expect(socialViolations(result, socialPlatforms)).toEqual([]);
      }),
      { numRuns: 3 },
    );
  });

  it("cleans and caps a long image description", async () => {
    await fc.assert(
      fc.asyncProperty(longText, async (text) => {
        fake.enqueue({ kind: "chat", content: `A mug. ${text}` });
        const analysis = await provider().describeImage(image, facts);
        expect(analysis.length).toBeLessThanOrEqual(ANALYSIS_MAX_CHARS);
        expect(analysis.startsWith("A mug.")).toBe(true);
      }),
      { numRuns: 3 },
    );
  });
});

describe("request schemas on 100k–200k adversarial characters", () => {
  /** Every free-text field of every request, each filled with the long text in turn. */
  const cases: [
    string,
    { safeParse: (value: unknown) => { success: boolean } },
    Record<string, unknown>,
    string[],
  ][] = [
    [
      "social generate",
      socialGenerationRequestSchema,
      { imagePath: "/objects/uploads/x", selectedPlatforms: ["instagram"] },
      [
        "businessType",
        "brand",
        "targetAudience",
        "tone",
        "campaignGoal",
        "additionalContext",
        "productUrl",
        "imagePath",
        "imageUrl",
      ],
    ],
    [
      "listing generate",
      listingGenerationRequestSchema,
      { imagePath: "/objects/uploads/x", selectedPlatforms: ["etsy"] },
      [...Object.keys(productContextFields), "imagePath"],
    ],
    ["ai image", productImageRequestSchema, {}, ["customPrompt"]],
    [
      "contact",
      contactRequestSchema,
      { name: "Ann", email: "ann@example.com", message: "Hello" },
      ["name", "subject", "message"],
    ],
    [
      "register",
      registerRequestSchema,
      { email: "ann@example.com", password: "a-good-password" },
      ["firstName", "lastName", "email"],
    ],
    [
      "demo checkout",
      demoConfirmRequestSchema,
      { clientSecret: "demo_1", cardNumber: "4242424242424242" },
      ["clientSecret", "cardNumber"],
    ],
    ["listing csv", listingCsvRequestSchema, { id: "x" }, ["id", "createdAt"]],
    ["social edit", socialPostUpdateSchema, {}, ["suggestedSchedule"]],
  ];

  it("refuses every over-long free-text field (never throws)", () => {
    fc.assert(
      fc.property(longText, (text) => {
        for (const [name, schema, base, fields] of cases) {
          expect(schema.safeParse(base).success, `${name} base`).toBe(true);
          for (const field of fields)
            expect(schema.safeParse({ ...base, [field]: text }).success, `${name}.${field}`).toBe(false);
        }
        const caption = socialPostUpdateSchema.safeParse({ platforms: { facebook: { caption: text } } });
        expect(caption.success).toBe(false);
        expect(socialPostUpdateSchema.safeParse({ hashtags: [text] }).success).toBe(false);
        expect(listingGenerationRequestSchema.safeParse({ ...cases[1]?.[2], tags: [text] }).success).toBe(
          false,
        );
        const listing = {
          title: "Mug",
          description: "A mug.",
          tags: [],
          suggestedPrice: "$1.00",
          category: "Mugs",
        };
        for (const field of [
          "title",
          "description",
          "suggestedPrice",
          "category",
          "seoTitle",
          "seoDescription",
        ])
          expect(
            listingUpdateSchema.safeParse({ platforms: { shopify: { ...listing, [field]: text } } }).success,
            `listing edit ${field}`,
          ).toBe(false);
        for (const field of ["tags", "bulletPoints"])
          expect(
            listingUpdateSchema.safeParse({ platforms: { amazon: { ...listing, [field]: [text] } } }).success,
          ).toBe(false);
      }),
      RUNS,
    );
  });

  it("bounds every listing edit field by the most permissive marketplace", () => {
    expect(LISTING_EDIT_LIMITS.title).toBe(
      Math.max(...Object.values(marketplaceRules).map((rule) => rule.maxTitleChars)),
    );
    expect(CAPTION_EDIT_MAX).toBe(63_206);
  });
});
