import { describe, expect, it } from "vitest";
import type { OpenedListingGeneration } from "../../../domain/history";
import { NOT_LISTED } from "../../../domain/options";
import { openedListingState } from "./listing-values-of-generation";

const generation: OpenedListingGeneration = {
  id: "g1",
  createdAt: "2026-11-20T10:00:00.000Z",
  selectedPlatforms: ["etsy"],
  platforms: {
    etsy: { title: "Mug", description: "A mug.", tags: [], suggestedPrice: "$20.00", category: "Mugs" },
  },
  skipped: [{ platform: "redbubble", reason: "Prints designs on its own products." }],
  engine: "builtin",
  imagePath: "/objects/uploads/11111111-1111-4111-8111-111111111111",
  language: "fr",
  brandProfileId: null,
  product: "Stoneware mug",
  productType: "Mug",
  businessType: "Handmade crafts",
  targetAudience: "Tea lovers",
  status: "draft",
  warnings: [],
  style: null,
  materials: "Ceramic",
  size: null,
  occasion: null,
  color: "Deep red",
  additionalContext: "Gift wrap on request.",
  condition: "vintage",
  ownTags: ["red mug"],
};

describe("a stored listing generation back in the listing form", () => {
  it("shows its photo, brief and every marketplace chosen (a skipped one too)", () => {
    const state = openedListingState(generation, "fr");
    expect(state.image).toEqual({
      kind: "upload",
      objectPath: generation.imagePath,
      previewUrl: generation.imagePath,
    });
    expect(state.platforms).toEqual(["etsy", "redbubble"]);
    expect(state.context).toMatchObject({
      product: "Stoneware mug",
      productType: "Mug",
      businessType: "Handmade crafts",
      targetAudience: NOT_LISTED,
      targetAudienceCustom: "Tea lovers",
      materials: "Ceramic",
      color: "Deep red",
      style: "",
      language: "fr",
      brandProfileId: "",
      additionalContext: "Gift wrap on request.",
      condition: "vintage",
    });
  });

  it("leaves the condition to the details when the brief's was used (its grade was not chosen)", () => {
    const used = openedListingState({ ...generation, condition: "used" }, "fr");
    expect(used.context.condition).toBe("");
    const graded = openedListingState(
      { ...generation, condition: "used", details: { condition: "used-fair" } },
      "fr",
    );
    expect(graded.context.condition).toBe("used-fair");
  });

  it("puts the listing details back in the form, further photos in the seller's order", () => {
    const photos = [
      "/objects/uploads/33333333-3333-4333-8333-333333333333",
      "/objects/uploads/22222222-2222-4222-8222-222222222222",
    ];
    const state = openedListingState(
      {
        ...generation,
        details: {
          quantity: 4,
          sku: "MUG-RED",
          condition: "used-good",
          conditionNote: "Small chip on the base",
          brand: "Le Creuset",
          variants: {
            option: "Size",
            values: [
              { value: "S", price: 18.5, quantity: 2, sku: "MUG-S" },
              { value: "M", price: 21 },
            ],
          },
          weight: { value: 0.4, unit: "kg" },
          packageSize: { length: 12, width: 10, height: 11, unit: "cm" },
          photos,
        },
      },
      "fr",
    );
    expect(state.context).toMatchObject({
      product: "Stoneware mug",
      quantity: "4",
      sku: "MUG-RED",
      condition: "used-good",
      conditionNote: "Small chip on the base",
      brand: "Le Creuset",
      variantOption: "Size",
      weight: "0.4",
      weightUnit: "kg",
      packageLength: "12",
      packageWidth: "10",
      packageHeight: "11",
      lengthUnit: "cm",
      photos,
    });
    expect(state.context.variants.map(({ key: _key, ...row }) => row)).toEqual([
      { value: "S", price: "18.5", quantity: "2", sku: "MUG-S" },
      { value: "M", price: "21", quantity: "", sku: "" },
    ]);
  });

  it("leaves the details blank for a generation stored without any", () => {
    const { context } = openedListingState({ ...generation, condition: null }, "en");
    expect(context).toMatchObject({ quantity: "", sku: "", condition: "", brand: "", photos: [] });
    expect(context.variants).toEqual([]);
  });

  it("has no photo to show when the listings were written from an inline one", () => {
    expect(openedListingState({ ...generation, imagePath: null }, "en").image).toBeNull();
  });
});

describe("the seller's own price back in the form", () => {
  const guide = (own: boolean) => ({ own, low: "$15", high: "$30", basis: "mug", sure: true });
  it("is the listings' price when it was the seller's", () => {
    const etsy = { ...generation.platforms.etsy, suggestedPrice: "$28.00", priceGuide: guide(true) };
    const state = openedListingState({ ...generation, platforms: { etsy } } as OpenedListingGeneration, "en");
    expect(state.context.price).toBe("$28.00");
  });
  it("stays empty when the price was the writer's suggestion", () => {
    const etsy = { ...generation.platforms.etsy, priceGuide: guide(false) };
    const state = openedListingState({ ...generation, platforms: { etsy } } as OpenedListingGeneration, "en");
    expect(state.context.price).toBe("");
  });
});
