import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type ListingGenerationRequest, listingGenerationRequestSchema } from "../../../domain/listings";
import { createBuiltinProvider } from "../../providers/generation/builtin/builtin-provider";
import { writeGroundedListings } from "./grounding/grounded-writer";
import { analyseImage } from "./image-facts";
import { listingBriefFrom } from "./listing-service";

/** A listing brief as the service builds it from a request, and what the builtin writer makes of it. */
async function write(request: Omit<ListingGenerationRequest, "selectedPlatforms" | "imagePath">) {
  const buffer = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#2f6b4f" } })
    .jpeg()
    .toBuffer();
  const facts = await analyseImage(buffer);
  const input = listingGenerationRequestSchema.parse({
    ...request,
    imagePath: "/objects/uploads/11111111-1111-4111-8111-111111111111",
    selectedPlatforms: ["etsy", "ebay", "shopify"],
  });
  const brief = listingBriefFrom(input, facts);
  const draft = await writeGroundedListings(createBuiltinProvider(), brief, {
    buffer,
    contentType: "image/jpeg",
    width: 600,
    height: 600,
  });
  return { brief, draft };
}

const NEW_CLAIM =
  /\b(?:brand new|new with tags|new condition|condition: new|\bnew\b(?! (?:home|favourite|favorite)))/i;

describe("listing details the writer reads as the seller's facts", () => {
  it("names the product's brand in the title and description when the brief names none", async () => {
    const { brief, draft } = await write({
      product: "Organic cotton t-shirt",
      details: { brand: "Patagonia" },
    });
    expect(brief.sheet?.brand).toBe("Patagonia");
    for (const platform of ["etsy", "ebay", "shopify"] as const) {
      const listing = draft.platforms[platform];
      expect(listing?.title, platform).toContain("Patagonia");
      expect(listing?.description, platform).toContain("Patagonia");
    }
  });

  it("keeps the maker the brief names over the details' brand", async () => {
    const { brief } = await write({ product: "Nike Air Force 1 sneakers", details: { brand: "Adidas" } });
    expect(brief.sheet?.brand).toBe("Nike");
  });

  it("writes a used grade's words as the seller's and claims nothing new", async () => {
    const { brief, draft } = await write({
      product: "Organic cotton t-shirt",
      details: { condition: "used-good", brand: "Patagonia" },
    });
    expect(brief.sheet?.condition).toEqual({ value: "used", words: ["good condition"], stated: true });
    const text = Object.values(draft.platforms)
      .map((listing) => `${listing?.title}\n${listing?.description}`)
      .join("\n");
    expect(text).toMatch(/good condition/i);
    expect(text).not.toMatch(NEW_CLAIM);
  });

  it("says 'like new' for that grade in the listing's language", async () => {
    const english = await write({ product: "Wool winter coat", details: { condition: "used-like-new" } });
    expect(english.brief.sheet?.condition.words).toEqual(["like new"]);
    const french = await write({
      product: "Manteau en laine",
      language: "fr",
      details: { condition: "used-fair" },
    });
    expect(french.brief.sheet?.condition.words).toEqual(["état correct"]);
  });

  it("leaves the condition as the brief's own words put it", async () => {
    const { brief } = await write({
      product: "Leather boots, worn twice",
      details: { condition: "used-like-new", conditionNote: "Small scuff on the heel" },
    });
    expect(brief.sheet?.condition.value).toBe("used");
    expect(brief.sheet?.condition.words).toContain("worn twice");
    expect(brief.sheet?.condition.words).not.toContain("like new");
  });

  it("puts the grade before the seller's condition note when the brief says nothing else", async () => {
    const { brief } = await write({
      product: "Stoneware mug",
      details: { condition: "used-good", conditionNote: "Small chip on the base" },
    });
    expect(brief.sheet?.condition.words[0]).toBe("good condition");
    expect(brief.sheet?.condition.words).toEqual(["good condition", "Small chip on the base"]);
  });

  it("keeps a sheet the seller corrected as they left its condition", async () => {
    const first = await write({ product: "Organic cotton t-shirt" });
    const read = first.brief.sheet;
    if (!read) throw new Error("the brief names a product: it has a sheet");
    const corrected = { ...read, condition: { value: "used" as const, words: [], stated: true } };
    const { brief } = await write({
      product: "Organic cotton t-shirt",
      facts: corrected,
      details: { condition: "used-good", brand: "Patagonia" },
    });
    expect(brief.sheet?.condition.words).toEqual([]);
    expect(brief.sheet?.brand).toBe("Patagonia");
  });
});
