import { describe, expect, it } from "vitest";
import type { StoredListingGeneration } from "../../../domain/listings";
import { listingGenerationRequestSchema } from "../../../domain/listings";
import { NOT_LISTED } from "../../../domain/options";
import { brandProfile } from "../brand-profiles/brand-profile-test-support";
import {
  canGenerateImage,
  chosenMarketplaces,
  emptyProductContext,
  formValuesOfDetails,
  isUntouchedContext,
  type ProductContextValues,
  startingListingContext,
  toListingRequest,
  toProductContext,
  withProfile,
} from "./listing-form-values";

describe("listing form values", () => {
  it("builds a request from an upload: imagePath, the context, platforms in canonical order", () => {
    const request = toListingRequest(
      {
        ...emptyProductContext,
        product: "  Hand-thrown stoneware mug, 12 oz ",
        productType: "Mug",
        materials: NOT_LISTED,
        materialsCustom: "Stoneware",
        color: " sage ",
      },
      { kind: "upload", objectPath: "/objects/uploads/x", previewUrl: "/objects/uploads/x" },
      ["ebay", "etsy", "amazon"],
    );
    expect(request).toEqual({
      imagePath: "/objects/uploads/x",
      product: "Hand-thrown stoneware mug, 12 oz",
      productType: "Mug",
      materials: "Stoneware",
      color: "sage",
      selectedPlatforms: ["etsy", "amazon", "ebay"],
      language: "en",
    });
    expect(listingGenerationRequestSchema.safeParse(request).success).toBe(true);
  });

  it("sends an AI image as imageUrl", () => {
    const request = toListingRequest(
      emptyProductContext,
      { kind: "ai", url: "/objects/uploads/ai", objectPath: "/objects/uploads/ai" },
      ["shopify"],
    );
    expect(request).toEqual({
      imageUrl: "/objects/uploads/ai",
      selectedPlatforms: ["shopify"],
      language: "en",
    });
  });

  it("sends anything else buyers should know, the condition and the seller's price; 'Not listed' sends no condition", () => {
    const image = {
      kind: "upload",
      objectPath: "/objects/uploads/x",
      previewUrl: "/objects/uploads/x",
    } as const;
    const request = toListingRequest(
      {
        ...emptyProductContext,
        product: "Levi's 501 jeans",
        additionalContext: "  No box. Ships in 2 days. ",
        condition: "used-good",
        price: " 24,50 € ",
      },
      image,
      ["ebay"],
    );
    expect(request).toMatchObject({
      additionalContext: "No box. Ships in 2 days.",
      condition: "used",
      price: "24,50 €",
      details: { condition: "used-good" },
    });
    expect(listingGenerationRequestSchema.safeParse(request).success).toBe(true);
    const unlisted = toListingRequest({ ...emptyProductContext, condition: NOT_LISTED, price: "  " }, image, [
      "ebay",
    ]);
    expect(unlisted).not.toHaveProperty("condition");
    expect(unlisted).not.toHaveProperty("price");
    expect(unlisted).not.toHaveProperty("additionalContext");
  });

  it("sends the listing details as typed: numbers read, blanks left out, photos in order", () => {
    const image = {
      kind: "upload",
      objectPath: "/objects/uploads/a",
      previewUrl: "/objects/uploads/a",
    } as const;
    const request = toListingRequest(
      {
        ...emptyProductContext,
        product: "Linen shirt",
        quantity: " 4 ",
        sku: " SH-1 ",
        brand: "Toast",
        variantOption: "Size",
        variants: [
          { key: "1", value: "S", price: "24,50", quantity: "1", sku: "SH-S" },
          { key: "2", value: " M ", price: "", quantity: "", sku: "" },
          { key: "3", value: "", price: "", quantity: "", sku: "" },
        ],
        weight: "0,3",
        weightUnit: "kg",
        photos: ["/objects/uploads/b", "/objects/uploads/c"],
      },
      image,
      ["shopify"],
    );
    expect(request.details).toEqual({
      quantity: 4,
      sku: "SH-1",
      brand: "Toast",
      variants: {
        option: "Size",
        values: [{ value: "S", price: 24.5, quantity: 1, sku: "SH-S" }, { value: "M" }],
      },
      weight: { value: 0.3, unit: "kg" },
      photos: ["/objects/uploads/b", "/objects/uploads/c"],
    });
    expect(toListingRequest(emptyProductContext, image, ["shopify"])).not.toHaveProperty("details");
  });

  it("reads stored details back into the form, and sends them again unchanged", () => {
    const details = {
      quantity: 4,
      sku: "SH-1",
      condition: "used-fair",
      conditionNote: "Faded collar",
      brand: "Toast",
      variants: {
        option: "Size",
        values: [{ value: "S", price: 24.5, quantity: 1, sku: "SH-S" }, { value: "M" }],
      },
      weight: { value: 0.3, unit: "kg" },
      packageSize: { length: 30, width: 20, height: 4, unit: "in" },
      photos: ["/objects/uploads/b"],
    } as const;
    const image = {
      kind: "upload",
      objectPath: "/objects/uploads/a",
      previewUrl: "/objects/uploads/a",
    } as const;
    const values = {
      ...emptyProductContext,
      product: "Linen shirt",
      ...formValuesOfDetails(structuredClone(details) as never),
    };
    expect(toListingRequest(values, image, ["ebay"]).details).toEqual(details);
    expect(formValuesOfDetails(undefined)).toEqual({});
  });

  it("never sends a raw 'Not listed'", () => {
    expect(toProductContext({ ...emptyProductContext, style: NOT_LISTED })).toEqual({});
  });

  it("sends no product when the field is blank, and the product in the AI image's context", () => {
    expect(toProductContext({ ...emptyProductContext, product: "   " })).toEqual({});
    expect(toProductContext({ ...emptyProductContext, product: "Espresso cup" })).toEqual({
      product: "Espresso cup",
    });
  });

  it("allows an AI image only with a prompt, a product, a business type or a product type", () => {
    expect(canGenerateImage({ ...emptyProductContext, product: "Espresso cup" }, "")).toBe(true);
    expect(canGenerateImage(emptyProductContext, "")).toBe(false);
    expect(canGenerateImage({ ...emptyProductContext, style: "Modern", color: "red" }, "  ")).toBe(false);
    expect(canGenerateImage(emptyProductContext, "a blue mug")).toBe(true);
    expect(canGenerateImage({ ...emptyProductContext, businessType: "Jewelry" }, "")).toBe(true);
    expect(
      canGenerateImage({ ...emptyProductContext, productType: NOT_LISTED, productTypeCustom: "Lamp" }, ""),
    ).toBe(true);
    expect(canGenerateImage({ ...emptyProductContext, productType: NOT_LISTED }, "")).toBe(false);
  });

  it("fills business type and audience from a brand profile and sends its id, voice and language", () => {
    const profile = brandProfile({ businessType: "Home decor", targetAudience: "Gift buyers and hosts" });
    const values = withProfile(emptyProductContext, profile, "fr");
    expect(values).toMatchObject({
      brandProfileId: profile.id,
      businessType: "Home decor",
      businessTypeCustom: "",
      targetAudience: NOT_LISTED,
      targetAudienceCustom: "Gift buyers and hosts",
      language: "fr",
    });
    const request = toListingRequest(
      values,
      { kind: "upload", objectPath: "/objects/uploads/x", previewUrl: "/objects/uploads/x" },
      ["etsy"],
      profile,
    );
    expect(request).toMatchObject({
      businessType: "Home decor",
      targetAudience: "Gift buyers and hosts",
      language: "fr",
      brandProfileId: profile.id,
      neverWords: ["cheap"],
      alwaysWords: ["small-batch"],
    });
    expect(listingGenerationRequestSchema.safeParse(request).success).toBe(true);
    // None keeps what is there.
    expect(withProfile(values, null, "de")).toEqual({ ...values, brandProfileId: "" });
  });
});

describe("a brand profile's listing defaults on the listing form", () => {
  const vintage = brandProfile({
    id: "11111111-1111-4111-8111-111111111111",
    listingDefaults: { condition: "used-good", quantity: 3, weight: { value: 450, unit: "g" } },
  });
  const maker = brandProfile({
    id: "33333333-3333-4333-8333-333333333333",
    listingDefaults: { brand: "Denby", quantity: 10 },
  });
  const image = {
    kind: "upload",
    objectPath: "/objects/uploads/x",
    previewUrl: "/objects/uploads/x",
  } as const;

  it("fill the details the seller left empty, and go with the request", () => {
    const values = withProfile(emptyProductContext, vintage, "en");
    expect(values).toMatchObject({ condition: "used-good", quantity: "3", weight: "450", weightUnit: "g" });
    expect(toListingRequest(values, image, ["ebay"], vintage).details).toEqual({
      condition: "used-good",
      quantity: 3,
      weight: { value: 450, unit: "g" },
    });
  });

  it("never overwrite what the seller typed or picked", () => {
    const typed: ProductContextValues = {
      ...emptyProductContext,
      quantity: "7",
      condition: NOT_LISTED,
      weight: "2",
      weightUnit: "kg",
    };
    expect(withProfile(typed, vintage, "en")).toMatchObject({
      quantity: "7",
      condition: NOT_LISTED,
      weight: "2",
      weightUnit: "kg",
    });
  });

  it("leave with their profile when the seller picks another or none, unless the seller changed them", () => {
    const picked = withProfile(emptyProductContext, vintage, "en");
    // The seller changes the stock; the condition and weight are still the profile's.
    const edited = { ...picked, quantity: "5" };
    const switched = withProfile(edited, maker, "en", vintage);
    expect(switched).toMatchObject({
      quantity: "5",
      brand: "Denby",
      condition: "",
      weight: "",
      weightUnit: "g",
    });
    const none = withProfile(switched, null, "en", maker);
    expect(none).toMatchObject({ quantity: "5", brand: "", condition: "" });
    expect(none.brandProfileId).toBe("");
  });

  it("leave a form alone when neither profile has any", () => {
    const values = { ...emptyProductContext, quantity: "4" };
    expect(withProfile(values, brandProfile(), "en", brandProfile())).toMatchObject({ quantity: "4" });
  });
});

describe("starting from the newest listings", () => {
  const generation: StoredListingGeneration = {
    id: "g1",
    createdAt: "2026-11-25T10:00:00.000Z",
    selectedPlatforms: ["etsy", "shopify"],
    platforms: {},
    skipped: [{ platform: "redbubble", reason: "Redbubble prints designs on its own products." }],
    engine: "builtin",
    imagePath: "/objects/uploads/a",
    language: "fr",
    brandProfileId: null,
    product: "Stoneware mug",
    productType: "Mug",
    businessType: "handmade crafts",
    targetAudience: "Coffee snobs",
    status: "draft",
  };

  it("brings back the shop's settings and language, not the product's", () => {
    const values = startingListingContext(generation, "fr");
    expect(values).toEqual({
      ...emptyProductContext,
      businessType: "Handmade crafts",
      targetAudience: NOT_LISTED,
      targetAudienceCustom: "Coffee snobs",
      language: "fr",
    });
    expect(isUntouchedContext(values)).toBe(false);
    expect(isUntouchedContext(emptyProductContext)).toBe(true);
  });

  it("brings back every marketplace chosen, skipped ones included, in canonical order", () => {
    expect(chosenMarketplaces(generation)).toEqual(["etsy", "redbubble", "shopify"]);
  });
});
