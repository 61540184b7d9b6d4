import { describe, expect, it } from "vitest";
import type { BrandProfile } from "../../../domain/brand-profiles";
import { bulkListingContextSchema, bulkSocialContextSchema } from "../../../domain/bulk";
import { listingGenerationRequestSchema } from "../../../domain/listings";
import { socialGenerationRequestSchema } from "../../../domain/social";
import { optionValueFor, prefillFromProfile } from "./prefill";
import { copyName } from "./service";

const profile: BrandProfile = {
  id: "8f1c2b6e-4d3a-4e7f-9b21-6a5d0c3e9f14",
  name: "Studio",
  businessType: "E-commerce",
  brand: "Clay & Kiln",
  targetAudience: "Coffee lovers",
  tone: "Playful",
  campaignGoal: "Launch the winter glaze",
  productUrl: "https://clayandkiln.example/shop",
  hashtags: ["ClayAndKiln", "pottery"],
  language: "es",
  about: "A two-person studio.",
  alwaysWords: ["small-batch"],
  neverWords: ["cheap"],
  examplePosts: ["Fresh from the kiln! — Maya"],
  isDefault: true,
  createdAt: "2026-11-02T10:15:42.118Z",
  updatedAt: "2026-11-02T10:15:42.118Z",
};

const empty: BrandProfile = {
  ...profile,
  businessType: null,
  brand: null,
  targetAudience: null,
  tone: null,
  campaignGoal: null,
  productUrl: null,
  hashtags: [],
  about: null,
  alwaysWords: [],
  neverWords: [],
  examplePosts: [],
};

const request = { brandProfileId: profile.id, selectedPlatforms: ["instagram"] };

describe("prefillFromProfile", () => {
  it("fills every social field the request leaves out", () => {
    expect(prefillFromProfile(request, profile, "social")).toEqual({
      ...request,
      businessType: "E-commerce",
      brand: "Clay & Kiln",
      targetAudience: "Coffee lovers",
      tone: "Playful",
      campaignGoal: "Launch the winter glaze",
      productUrl: "https://clayandkiln.example/shop",
      hashtags: ["ClayAndKiln", "pottery"],
      language: "es",
      about: "A two-person studio.",
      alwaysWords: ["small-batch"],
      neverWords: ["cheap"],
      examplePosts: ["Fresh from the kiln! — Maya"],
    });
  });

  it("keeps what the request sends, an empty string or list included", () => {
    const filled = prefillFromProfile(
      { ...request, brand: "Other Brand", tone: "", hashtags: [], language: "en", neverWords: ["sale"] },
      profile,
      "social",
    );
    expect(filled).toMatchObject({
      brand: "Other Brand",
      tone: "",
      hashtags: [],
      language: "en",
      neverWords: ["sale"],
      targetAudience: "Coffee lovers",
    });
  });

  it("treats a key set to undefined as left out", () => {
    expect(prefillFromProfile({ ...request, brand: undefined }, profile, "social").brand).toBe("Clay & Kiln");
  });

  it("fills nothing from fields the profile does not set", () => {
    expect(prefillFromProfile(request, empty, "social")).toEqual({ ...request, language: "es" });
  });

  it("gives listings only the fields a listing request has", () => {
    expect(prefillFromProfile(request, profile, "listings")).toEqual({
      ...request,
      businessType: "E-commerce",
      targetAudience: "Coffee lovers",
      language: "es",
      about: "A two-person studio.",
      alwaysWords: ["small-batch"],
      neverWords: ["cheap"],
      examplePosts: ["Fresh from the kiln! — Maya"],
    });
  });

  it("turns a bulk context's business type and tone into the bulk page's option values", () => {
    const filled = prefillFromProfile({ brandProfileId: profile.id }, profile, "bulk-social");
    expect(filled).toMatchObject({ businessType: "ecommerce", tone: "playful", brand: "Clay & Kiln" });
    expect(filled).not.toHaveProperty("hashtags");
    const friendly = prefillFromProfile(
      {},
      { ...profile, tone: "Friendly", businessType: "Pottery" },
      "bulk-social",
    );
    expect(friendly).toMatchObject({ tone: "Friendly", businessType: "Pottery" });
  });

  it("gives a bulk listing context its brand panel and voice, without social-only fields", () => {
    const filled = prefillFromProfile({}, profile, "bulk-listings");
    expect(Object.keys(filled).sort()).toEqual(
      [
        "about",
        "alwaysWords",
        "brand",
        "businessType",
        "examplePosts",
        "language",
        "neverWords",
        "targetAudience",
      ].sort(),
    );
  });

  it("never shares a list with the profile", () => {
    const filled = prefillFromProfile(request, profile, "social");
    expect(filled.hashtags).not.toBe(profile.hashtags);
  });

  it("produces requests each route's schema accepts", () => {
    const image = { imagePath: "/objects/uploads/c5548e51-38aa-4b4c-861c-5e58ceef056f" };
    expect(
      socialGenerationRequestSchema.safeParse(prefillFromProfile({ ...request, ...image }, profile, "social"))
        .success,
    ).toBe(true);
    expect(
      listingGenerationRequestSchema.safeParse(
        prefillFromProfile(
          { ...image, brandProfileId: profile.id, selectedPlatforms: ["etsy"] },
          profile,
          "listings",
        ),
      ).success,
    ).toBe(true);
    expect(bulkSocialContextSchema.safeParse(prefillFromProfile({}, profile, "bulk-social")).success).toBe(
      true,
    );
    expect(
      bulkListingContextSchema.safeParse(
        prefillFromProfile({ selectedPlatforms: ["etsy"] }, profile, "bulk-listings"),
      ).success,
    ).toBe(true);
  });
});

describe("optionValueFor", () => {
  const options = [
    { value: "ecommerce", label: "E-commerce" },
    { value: "professional", label: "Professional" },
  ];
  it("matches a label or a value whatever the case, and keeps other text", () => {
    expect(optionValueFor(options, "e-COMMERCE")).toBe("ecommerce");
    expect(optionValueFor(options, " Professional ")).toBe("professional");
    expect(optionValueFor(options, "ECOMMERCE")).toBe("ecommerce");
    expect(optionValueFor(options, "Friendly")).toBe("Friendly");
  });
});

describe("copyName", () => {
  it("adds (copy), shortening a long name to stay within 60 characters", () => {
    expect(copyName("Etsy shop")).toBe("Etsy shop (copy)");
    const long = copyName("x".repeat(60));
    expect(long).toHaveLength(60);
    expect(long.endsWith(" (copy)")).toBe(true);
  });

  it("never cuts an emoji in half", () => {
    const name = `${"a".repeat(52)}😀xxxxxx`;
    const copy = copyName(name);
    expect(copy).toBe(`${"a".repeat(52)} (copy)`);
    expect(copy.length).toBeLessThanOrEqual(60);
  });
});
