import { describe, expect, it } from "vitest";
import type { BrandProfile } from "../../../domain/brand-profiles";
import { bulkListingContextSchema, bulkSocialContextSchema, createBulkJobSchema } from "../../../domain/bulk";
import { listingGenerationRequestSchema } from "../../../domain/listings";
import { socialGenerationRequestSchema } from "../../../domain/social";
import { detailsWithListingDefaults, optionValueFor, prefillBulkImages, prefillFromProfile } from "./prefill";
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
  listingDefaults: null,
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

describe("a profile's listing defaults", () => {
  const defaults = {
    quantity: 3,
    condition: "used-good",
    conditionNote: "Light wear",
    weight: { value: 400, unit: "g" },
  } as const;
  const withDefaults: BrandProfile = { ...profile, listingDefaults: defaults };

  it("fill a listing's details field by field, the listing's own values winning", () => {
    const filled = prefillFromProfile(
      { ...request, details: { quantity: 7, sku: "MUG-1", weight: { value: 1, unit: "kg" } } },
      withDefaults,
      "listings",
    );
    expect(filled.details).toEqual({
      quantity: 7,
      sku: "MUG-1",
      weight: { value: 1, unit: "kg" },
      condition: "used-good",
      conditionNote: "Light wear",
    });
  });

  it("leave out their condition when the request states another for the writer", () => {
    const statedNew = prefillFromProfile({ ...request, condition: "new" }, withDefaults, "listings");
    expect(statedNew.details).toEqual({ quantity: 3, weight: { value: 400, unit: "g" } });
    const statedUsed = prefillFromProfile({ ...request, condition: "used" }, withDefaults, "listings");
    expect(statedUsed.details).toEqual(defaults);
  });

  it("become the details of a listing that sends none", () => {
    expect(prefillFromProfile(request, withDefaults, "listings").details).toEqual(defaults);
  });

  it("never share an object with the profile", () => {
    const details = prefillFromProfile(request, withDefaults, "listings").details as typeof defaults;
    expect(details.weight).toEqual(defaults.weight);
    expect(details.weight).not.toBe(defaults.weight);
  });

  it("leave a listing alone when the profile has none", () => {
    expect(prefillFromProfile(request, profile, "listings")).not.toHaveProperty("details");
    expect(prefillFromProfile({ ...request, details: { sku: "A" } }, profile, "listings").details).toEqual({
      sku: "A",
    });
  });

  it("leave details that are not an object to the schema's 400", () => {
    expect(detailsWithListingDefaults("lots", defaults)).toBe("lots");
    expect(detailsWithListingDefaults([1], defaults)).toEqual([1]);
  });

  it("never reach social requests or a bulk context", () => {
    expect(prefillFromProfile(request, withDefaults, "social")).not.toHaveProperty("details");
    expect(prefillFromProfile({}, withDefaults, "bulk-listings")).not.toHaveProperty("details");
    expect(prefillFromProfile({}, withDefaults, "bulk-social")).not.toHaveProperty("details");
  });

  it("fill every photo of a listing batch, each photo's own details winning", () => {
    const images = [
      { imagePath: "/objects/uploads/c5548e51-38aa-4b4c-861c-5e58ceef056f", fileName: "a.jpg" },
      {
        imagePath: "/objects/uploads/d5548e51-38aa-4b4c-861c-5e58ceef056f",
        fileName: "b.jpg",
        details: { condition: "new", sku: "B" },
      },
    ];
    const filled = prefillBulkImages(images, withDefaults) as Array<{ details: unknown }>;
    expect(filled[0]?.details).toEqual(defaults);
    expect(filled[1]?.details).toEqual({ ...defaults, condition: "new", sku: "B" });
    const job = createBulkJobSchema.safeParse({
      kind: "listings",
      context: prefillFromProfile({ selectedPlatforms: ["etsy"] }, withDefaults, "bulk-listings"),
      images: filled,
    });
    expect(job.success).toBe(true);
    expect(prefillBulkImages(images, profile)).toBe(images);
    expect(prefillBulkImages("none", withDefaults)).toBe("none");
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
