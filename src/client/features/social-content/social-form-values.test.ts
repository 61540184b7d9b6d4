import { describe, expect, it } from "vitest";
import { NOT_LISTED } from "../../../domain/options";
import type { StoredSocialPost } from "../../../domain/social";
import { socialGenerationRequestSchema } from "../../../domain/social";
import {
  parseHashtags,
  socialFormDefaults,
  socialFormSchema,
  startingSocialValues,
  toSocialRequest,
} from "./social-form-values";

describe("toSocialRequest", () => {
  it("sends the spec's defaults: tone Professional, all six platforms, no product when blank", () => {
    const request = toSocialRequest(socialFormDefaults, "/objects/uploads/a");
    expect(request).toMatchObject({
      imagePath: "/objects/uploads/a",
      tone: "Professional",
      selectedPlatforms: ["instagram", "facebook", "twitter", "linkedin", "pinterest", "tiktok"],
    });
    expect(request.product).toBeUndefined();
    expect(socialGenerationRequestSchema.safeParse(request).success).toBe(true);
  });

  it("sends what the seller is selling, trimmed", () => {
    const request = toSocialRequest(
      { ...socialFormDefaults, product: "  Hand-thrown stoneware mug, 12 oz " },
      "/objects/uploads/a",
    );
    expect(request.product).toBe("Hand-thrown stoneware mug, 12 oz");
    expect(socialGenerationRequestSchema.safeParse(request).success).toBe(true);
  });

  it("starts with no hashtags and sends none while the field is empty", () => {
    expect(socialFormDefaults.hashtags).toBe("");
    expect(toSocialRequest(socialFormDefaults, "/objects/uploads/a").hashtags).toEqual([]);
    expect(toSocialRequest({ ...socialFormDefaults, hashtags: "  " }, "/objects/uploads/a").hashtags).toEqual(
      [],
    );
  });

  it("sends the hashtags as typed, without the # and repeats", () => {
    expect(
      toSocialRequest(
        { ...socialFormDefaults, hashtags: "#pottery, handmade #pottery" },
        "/objects/uploads/a",
      ).hashtags,
    ).toEqual(["pottery", "handmade"]);
  });

  it("replaces 'Not listed' with the custom text, and leaves it out when blank", () => {
    const request = toSocialRequest(
      {
        ...socialFormDefaults,
        businessType: NOT_LISTED,
        businessTypeCustom: "  Candle studio ",
        targetAudience: NOT_LISTED,
        targetAudienceCustom: "",
        campaignGoal: "Boost sales",
        campaignGoalCustom: "",
      },
      "/objects/uploads/a",
    );
    expect(request.businessType).toBe("Candle studio");
    expect(request.targetAudience).toBeUndefined();
    expect(request.campaignGoal).toBe("Boost sales");
    expect(JSON.stringify(request)).not.toContain(NOT_LISTED);
  });

  it("keeps the platforms in canonical order", () => {
    const request = toSocialRequest(
      { ...socialFormDefaults, selectedPlatforms: ["tiktok", "instagram"] },
      "/objects/uploads/a",
    );
    expect(request.selectedPlatforms).toEqual(["instagram", "tiktok"]);
  });
});

describe("the form schema", () => {
  it("needs a platform, a real URL, at most 30 hashtags and a product of at most 200 characters", () => {
    expect(socialFormSchema.safeParse(socialFormDefaults).success).toBe(true);
    expect(socialFormSchema.safeParse({ ...socialFormDefaults, selectedPlatforms: [] }).success).toBe(false);
    expect(socialFormSchema.safeParse({ ...socialFormDefaults, productUrl: "not a url" }).success).toBe(
      false,
    );
    expect(
      socialFormSchema.safeParse({ ...socialFormDefaults, productUrl: "https://shop.example/mug" }).success,
    ).toBe(true);
    const many = Array.from({ length: 31 }, (_, i) => `tag${i}`).join(" ");
    expect(socialFormSchema.safeParse({ ...socialFormDefaults, hashtags: many }).success).toBe(false);
    expect(socialFormSchema.safeParse({ ...socialFormDefaults, product: "x".repeat(200) }).success).toBe(
      true,
    );
    expect(socialFormSchema.safeParse({ ...socialFormDefaults, product: "x".repeat(201) }).success).toBe(
      false,
    );
  });
});

describe("parseHashtags", () => {
  it("splits on commas and spaces, drops the # and duplicates", () => {
    expect(parseHashtags("#pottery, handmade  #pottery,,gifts")).toEqual(["pottery", "handmade", "gifts"]);
    expect(parseHashtags("   ")).toEqual([]);
  });
});

describe("startingSocialValues", () => {
  const post: StoredSocialPost = {
    id: "p1",
    createdAt: "2026-11-25T10:00:00.000Z",
    platforms: { instagram: { caption: "…" }, linkedin: { caption: "…" } },
    hashtags: ["#pottery"],
    suggestedSchedule: "Tuesday 9 am",
    selectedPlatforms: ["linkedin", "instagram"],
    engine: "builtin",
    imagePath: "/objects/uploads/a",
    language: "es",
    brandProfileId: null,
    product: "Stoneware mug",
    businessType: "e-commerce STORE",
    brand: "Clay & Co",
    targetAudience: "Plant parents",
    tone: "Friendly",
    campaignGoal: NOT_LISTED,
    productUrl: "https://clayco.example/mug",
    additionalContext: "Back in stock",
    ownHashtags: null,
    status: "draft",
  };

  it("brings back the brand settings, on the lists or as 'Not listed' text, and the platforms", () => {
    const values = startingSocialValues(post, "es");
    expect(values).toMatchObject({
      businessType: "E-commerce store",
      businessTypeCustom: "",
      brand: "Clay & Co",
      targetAudience: NOT_LISTED,
      targetAudienceCustom: "Plant parents",
      tone: "Friendly",
      campaignGoal: "",
      language: "es",
      selectedPlatforms: ["instagram", "linkedin"],
    });
    expect(socialFormSchema.safeParse(values).success).toBe(true);
  });

  it("starts the product's own fields empty, and the hashtags at the form's defaults", () => {
    const values = startingSocialValues(post, "en");
    expect(values).toMatchObject({
      product: "",
      productUrl: "",
      additionalContext: "",
      hashtags: socialFormDefaults.hashtags,
      brandProfileId: "",
      language: "en",
    });
  });
});
