import { describe, expect, it } from "vitest";
import { FREE_LIMITS, PRO_PRICE } from "../../../domain/plans";
import { MAX_UPLOAD_BYTES, uploadImageTypes } from "../../../domain/uploads";
import { MANUAL_FACTS, manualSections } from "./manual-sections";

describe("user manual", () => {
  it("has every anchored section the spec lists, in order, plus the quick reference", () => {
    expect(manualSections(null).map((s) => s.id)).toEqual([
      "pricing",
      "subscription",
      "quick-start",
      "social-overview",
      "upload",
      "form",
      "platforms",
      "generation",
      "product-overview",
      "product-context",
      "what-to-expect",
      "ai-image-generation",
      "e-commerce-platforms",
      "seo-tags",
      "csv-export",
      "troubleshooting",
      "quick-reference",
    ]);
  });

  it("states the plans and upload limits the server enforces", () => {
    expect(MANUAL_FACTS.uploadMaxBytes).toBe(MAX_UPLOAD_BYTES);
    expect(MANUAL_FACTS.uploadTypes).toEqual(uploadImageTypes);
    expect(MANUAL_FACTS.freeSocial).toBe(FREE_LIMITS.socialMedia);
    expect(MANUAL_FACTS.freeListings).toBe(FREE_LIMITS.productListings);
    expect(MANUAL_FACTS.proPrice).toBe(PRO_PRICE.display);
    expect(MANUAL_FACTS.proInterval).toBe(PRO_PRICE.interval);
  });
});
