import { describe, expect, it } from "vitest";
import { NOT_LISTED } from "../../../domain/options";
import { socialGenerationRequestSchema } from "../../../domain/social";
import { parseHashtags, socialFormDefaults, socialFormSchema, toSocialRequest } from "./social-form-values";

describe("toSocialRequest", () => {
  it("sends the spec's defaults: tone Professional, the default hashtags, all six platforms", () => {
    const request = toSocialRequest(socialFormDefaults, "/objects/uploads/a");
    expect(request).toMatchObject({
      imagePath: "/objects/uploads/a",
      tone: "Professional",
      hashtags: ["socialmedia", "contentcreator"],
      selectedPlatforms: ["instagram", "facebook", "twitter", "linkedin", "pinterest", "tiktok"],
    });
    expect(socialGenerationRequestSchema.safeParse(request).success).toBe(true);
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
  it("needs a platform, a real URL, and at most 30 hashtags", () => {
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
  });
});

describe("parseHashtags", () => {
  it("splits on commas and spaces, drops the # and duplicates", () => {
    expect(parseHashtags("#pottery, handmade  #pottery,,gifts")).toEqual(["pottery", "handmade", "gifts"]);
    expect(parseHashtags("   ")).toEqual([]);
  });
});
