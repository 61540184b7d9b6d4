import { describe, expect, it } from "vitest";
import { NOT_LISTED } from "../../../domain/options";
import type { StoredSocialPost } from "../../../domain/social";
import { socialRequestOfPost, socialValuesOfPost } from "./social-values-of-post";

const post: StoredSocialPost = {
  id: "p1",
  createdAt: "2026-11-20T10:00:00.000Z",
  platforms: { instagram: { caption: "A mug." }, linkedin: { caption: "A mug." } },
  hashtags: ["#mug"],
  suggestedSchedule: "Tuesday",
  selectedPlatforms: ["instagram", "linkedin"],
  engine: "builtin",
  imagePath: "/objects/uploads/11111111-1111-4111-8111-111111111111",
  language: "es",
  brandProfileId: "22222222-2222-4222-8222-222222222222",
  product: "Taza de cerámica",
  businessType: "Pottery studio",
  brand: "Clay & Co",
  targetAudience: null,
  tone: "Friendly",
  campaignGoal: null,
  productUrl: "https://example.com/mug",
  additionalContext: "Ships in a week.",
  ownHashtags: ["ceramica", "hechoamano"],
  status: "draft",
  warnings: [],
};

describe("a stored post back in the social form", () => {
  it("fills in the brief it was written from", () => {
    const values = socialValuesOfPost(post, "es");
    expect(values).toMatchObject({
      product: "Taza de cerámica",
      businessType: NOT_LISTED,
      businessTypeCustom: "Pottery studio",
      brand: "Clay & Co",
      tone: "Friendly",
      productUrl: "https://example.com/mug",
      additionalContext: "Ships in a week.",
      selectedPlatforms: ["instagram", "linkedin"],
      brandProfileId: post.brandProfileId,
      language: "es",
      // The seller's own hashtags, not the written ones.
      hashtags: "ceramica, hechoamano",
    });
  });

  it("starts with no hashtags for a post written before the seller's own were kept", () => {
    expect(socialValuesOfPost({ ...post, ownHashtags: null }, "es").hashtags).toBe("");
  });

  it("writes the same brief again from the same photo, or not at all without one", () => {
    expect(socialRequestOfPost(post, "es")).toMatchObject({
      imagePath: post.imagePath,
      product: "Taza de cerámica",
      businessType: "Pottery studio",
      selectedPlatforms: ["instagram", "linkedin"],
      language: "es",
      brandProfileId: post.brandProfileId,
      hashtags: ["ceramica", "hechoamano"],
    });
    expect(socialRequestOfPost({ ...post, imagePath: null }, "es")).toBeNull();
  });
});
