import { describe, expect, it } from "vitest";
import { FREE_PLAN_FEATURES, proIncludesText, proPlanFeatures } from "./plan-copy";
import { aiImagesPhrase, offersAiImages } from "./site-mode-notes";

const aiImages = (imageGeneration: boolean | undefined) =>
  proPlanFeatures(imageGeneration).find((feature) => feature.text === "AI product images");

describe("Pro's feature list", () => {
  it("marks AI product images as coming soon, never ticked, on a site without an image model", () => {
    expect(aiImages(false)).toEqual({ text: "AI product images", included: false, soon: true });
  });

  it("does not promise AI product images while the site's setup is unknown (prerendered, loading)", () => {
    expect(aiImages(undefined)).toEqual({ text: "AI product images", included: false, soon: true });
    expect(offersAiImages(undefined)).toBe(false);
    expect(aiImagesPhrase(undefined)).toBe("AI product images (coming soon)");
  });

  it("ticks AI product images where the site makes them", () => {
    expect(aiImages(true)).toEqual({ text: "AI product images", included: true, soon: false });
  });

  it("ticks everything else Pro has whatever the setup, and nothing as coming soon", () => {
    for (const imageGeneration of [true, false, undefined]) {
      const others = proPlanFeatures(imageGeneration).filter((f) => f.text !== "AI product images");
      expect(others.length).toBe(7);
      for (const feature of others) {
        expect(feature.included, feature.text).toBe(true);
        expect(feature.soon ?? false, feature.text).toBe(false);
      }
    }
  });

  it("lists nothing on Free as coming soon", () => {
    expect(FREE_PLAN_FEATURES.some((feature) => feature.soon)).toBe(false);
  });

  it("says what Pro gives as the site has it", () => {
    expect(proIncludesText(false)).toBe("unlimited social posts and product listings, and bulk upload");
    expect(proIncludesText(undefined)).toBe("unlimited social posts and product listings, and bulk upload");
    expect(proIncludesText(true)).toBe(
      "unlimited social posts and product listings, bulk upload and AI product images",
    );
  });
});
