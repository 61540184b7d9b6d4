import { describe, expect, it } from "vitest";
import { createBulkJobSchema } from "../../../domain/bulk";
import { brandProfile } from "../brand-profiles/brand-profile-test-support";
import {
  bulkFormDefaults,
  fieldErrorsFromIssues,
  hasBrandInfo,
  isUntouched,
  toCreateBulkJobRequest,
  validateBulkContext,
  withBulkProfile,
} from "./bulk-form-values";

const filled = {
  ...bulkFormDefaults,
  businessType: "ecommerce",
  brand: "Clay & Co",
  targetAudience: "Tea lovers",
};
const images = [{ imagePath: "/objects/uploads/a", fileName: "mug.jpg" }];

describe("bulk form values", () => {
  it("defaults: social, professional tone, all six platforms", () => {
    expect(bulkFormDefaults.kind).toBe("social");
    expect(bulkFormDefaults.tone).toBe("professional");
    expect(bulkFormDefaults.socialPlatforms).toHaveLength(6);
  });

  it("needs business type, brand and audience, ignoring blanks", () => {
    expect(hasBrandInfo(bulkFormDefaults)).toBe(false);
    expect(hasBrandInfo({ ...filled, brand: "   " })).toBe(false);
    expect(hasBrandInfo(filled)).toBe(true);
  });

  it("builds a social job the shared schema accepts, leaving blank fields out", () => {
    const request = toCreateBulkJobRequest({ ...filled, campaignGoal: "  ", product: " Mugs " }, images);
    expect(request).toEqual({
      kind: "social",
      context: {
        businessType: "ecommerce",
        brand: "Clay & Co",
        targetAudience: "Tea lovers",
        product: "Mugs",
        additionalContext: undefined,
        tone: "professional",
        campaignGoal: undefined,
        productUrl: undefined,
        language: "en",
        selectedPlatforms: ["instagram", "facebook", "twitter", "linkedin", "pinterest", "tiktok"],
      },
      images,
    });
    expect(createBulkJobSchema.safeParse(request).success).toBe(true);
  });

  it("builds a listings job with the chosen marketplaces", () => {
    const request = toCreateBulkJobRequest(
      { ...filled, kind: "listings", marketplaces: ["etsy", "ebay"] },
      images,
    );
    expect(request.kind).toBe("listings");
    expect(request.context.selectedPlatforms).toEqual(["etsy", "ebay"]);
    expect(createBulkJobSchema.safeParse(request).success).toBe(true);
  });

  it("reports a bad product URL beside its field", () => {
    expect(validateBulkContext(filled)).toEqual({});
    expect(validateBulkContext({ ...filled, productUrl: "shop dot com" }).productUrl).toMatch(/http/);
  });

  it("maps a 400's issues on context fields to the form's fields", () => {
    expect(
      fieldErrorsFromIssues([
        { path: ["context", "brand"], message: "Brand name is required" },
        { path: ["images", 0, "imagePath"], message: "Not yours" },
      ]),
    ).toEqual({ brand: "Brand name is required" });
  });

  it("fills the panel from a brand profile, matching the bulk lists, and sends its id and voice", () => {
    expect(isUntouched(bulkFormDefaults)).toBe(true);
    const profile = brandProfile({ businessType: "E-commerce store", tone: "Casual" });
    const values = withBulkProfile(bulkFormDefaults, profile, "es");
    expect(isUntouched(values)).toBe(false);
    expect(values).toMatchObject({
      brandProfileId: profile.id,
      businessType: "ecommerce",
      tone: "casual",
      brand: "Clay & Co",
      targetAudience: "Coffee lovers who buy handmade",
      campaignGoal: "Boost sales",
      productUrl: "https://clayco.example/shop",
      language: "es",
    });
    // Words on none of the bulk lists are kept as they are.
    expect(withBulkProfile(bulkFormDefaults, brandProfile({ tone: "Wry" }), "en").tone).toBe("Wry");

    const request = toCreateBulkJobRequest(values, images, profile);
    expect(request.context).toMatchObject({
      brandProfileId: profile.id,
      language: "es",
      about: profile.about,
      alwaysWords: ["small-batch"],
      neverWords: ["cheap"],
      examplePosts: profile.examplePosts,
    });
    expect(createBulkJobSchema.safeParse(request).success).toBe(true);
  });

  it("keeps what was typed when None is picked", () => {
    const typed = { ...filled, brandProfileId: "x" };
    expect(withBulkProfile(typed, null, "de")).toEqual({ ...filled, brandProfileId: "" });
  });
});
