import { describe, expect, it } from "vitest";
import { productImageRequestSchema } from "./ai-image";
import { registerRequestSchema } from "./auth";
import { demoConfirmRequestSchema } from "./billing";
import { contactRequestSchema } from "./contact";
import {
  LISTING_EDIT_LIMITS,
  listingGenerationRequestSchema,
  listingUpdateSchema,
  productContextFields,
} from "./listings";
import { hasUnsafeCharacters, safeText, UNSAFE_CHARACTERS_MESSAGE } from "./safe-text";
import { CAPTION_EDIT_MAX, socialGenerationRequestSchema, socialPostUpdateSchema } from "./social";

const UNSAFE = ["a\u0000b", "\ud800", "x\udbffy", "\udc00", "😀\ud83d"];
const SAFE = ["plain", "😀 emoji pairs", "👩‍👩‍👧‍👦", "שלום", "e\u0301", "tab\tand\nnewline", ""];

describe("safeText", () => {
  it("spots NUL and unpaired surrogates, and nothing else", () => {
    for (const text of UNSAFE) expect(hasUnsafeCharacters(text), JSON.stringify(text)).toBe(true);
    for (const text of SAFE) expect(hasUnsafeCharacters(text), JSON.stringify(text)).toBe(false);
  });

  it("refuses them with a clear message, and counts the cap before trimming", () => {
    const schema = safeText(10);
    const refused = schema.safeParse("a\u0000");
    expect(refused.error?.issues[0]?.message).toBe(UNSAFE_CHARACTERS_MESSAGE);
    expect(schema.safeParse("  ok  ").data).toBe("ok");
    expect(schema.safeParse(" ".repeat(11)).error?.issues[0]?.message).toBe("Must be at most 10 characters");
  });
});

/** Every free-text field of every request schema (the pen test's fuzzed fields among them). */
const requests = [
  {
    name: "social generate",
    schema: socialGenerationRequestSchema,
    base: { imagePath: "/objects/uploads/x" },
    fields: [
      "businessType",
      "brand",
      "targetAudience",
      "tone",
      "campaignGoal",
      "additionalContext",
      "imagePath",
      "imageUrl",
    ],
  },
  {
    name: "listing generate",
    schema: listingGenerationRequestSchema,
    base: { imagePath: "/objects/uploads/x", selectedPlatforms: ["etsy"] },
    fields: [...Object.keys(productContextFields)],
  },
  { name: "ai image", schema: productImageRequestSchema, base: {}, fields: ["customPrompt"] },
  {
    name: "contact",
    schema: contactRequestSchema,
    base: { name: "Ann", email: "ann@example.com", message: "Hello" },
    fields: ["name", "subject", "message"],
  },
  {
    name: "register",
    schema: registerRequestSchema,
    base: { email: "ann@example.com", password: "a-good-password" },
    fields: ["firstName", "lastName"],
  },
  {
    name: "demo checkout",
    schema: demoConfirmRequestSchema,
    base: { clientSecret: "demo_1", cardNumber: "4242 4242 4242 4242" },
    fields: ["clientSecret"],
  },
  { name: "social edit", schema: socialPostUpdateSchema, base: {}, fields: ["suggestedSchedule"] },
] as const;

describe("request schemas", () => {
  it.each(requests)("$name refuses NUL and unpaired surrogates in every free-text field", (request) => {
    expect(request.schema.safeParse(request.base).success).toBe(true);
    for (const field of request.fields) {
      for (const value of UNSAFE) {
        const result = request.schema.safeParse({ ...request.base, [field]: `Hi ${value}` });
        expect(result.success, `${field} = ${JSON.stringify(value)}`).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toContain(UNSAFE_CHARACTERS_MESSAGE);
      }
      expect(request.schema.safeParse({ ...request.base, [field]: "Hi 😀 שלום" }).success, field).toBe(true);
    }
  });

  it("checks list items, URLs, captions and listing edits too", () => {
    const bad = "x\u0000";
    expect(socialGenerationRequestSchema.safeParse({ hashtags: [bad] }).success).toBe(false);
    expect(socialGenerationRequestSchema.safeParse({ productUrl: `https://a.example/${bad}` }).success).toBe(
      false,
    );
    expect(
      listingGenerationRequestSchema.safeParse({ selectedPlatforms: ["etsy"], tags: ["\ud800"] }).success,
    ).toBe(false);
    expect(socialPostUpdateSchema.safeParse({ platforms: { instagram: { caption: bad } } }).success).toBe(
      false,
    );
    expect(socialPostUpdateSchema.safeParse({ hashtags: ["\udc00"] }).success).toBe(false);
    const listing = {
      title: "Mug",
      description: "A mug.",
      tags: ["mug"],
      suggestedPrice: "$1.00",
      category: "Mugs",
    };
    expect(listingUpdateSchema.safeParse({ platforms: { amazon: listing } }).success).toBe(true);
    for (const edit of [
      { title: bad },
      { description: "\ud800" },
      { tags: [bad] },
      { suggestedPrice: bad },
      { category: bad },
      { bulletPoints: ["\udc00"] },
      { seoTitle: bad },
      { seoDescription: bad },
    ])
      expect(listingUpdateSchema.safeParse({ platforms: { amazon: { ...listing, ...edit } } }).success).toBe(
        false,
      );
  });

  it("caps edits at the most permissive platform's limits, as sent (whitespace counts)", () => {
    const listing = {
      title: "Mug",
      description: "A mug.",
      tags: [],
      suggestedPrice: "$1.00",
      category: "Mugs",
    };
    const edit = (fields: object) =>
      listingUpdateSchema.safeParse({ platforms: { shopify: { ...listing, ...fields } } });
    expect(edit({ title: " ".repeat(LISTING_EDIT_LIMITS.title) }).success).toBe(true);
    const tooLong = edit({ title: " ".repeat(LISTING_EDIT_LIMITS.title + 1) });
    expect(tooLong.error?.issues[0]).toMatchObject({
      path: ["platforms", "shopify", "title"],
      message: "Must be at most 255 characters",
    });
    expect(edit({ description: "\n".repeat(LISTING_EDIT_LIMITS.description + 1) }).success).toBe(false);
    expect(edit({ tags: Array(LISTING_EDIT_LIMITS.tags + 1).fill("mug") }).success).toBe(false);
    const caption = (text: string) =>
      socialPostUpdateSchema.safeParse({ platforms: { twitter: { caption: text } } });
    expect(caption(" ".repeat(CAPTION_EDIT_MAX)).success).toBe(true);
    expect(caption(" \n".repeat(75_000)).error?.issues[0]?.message).toBe("Must be at most 63,206 characters");
  });
});
