import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FREE_LIMITS, FREE_REWRITES_PER_PLATFORM, PRO_PRICE } from "../../../domain/plans";
import { MAX_UPLOAD_BYTES, uploadImageTypes } from "../../../domain/uploads";
import { loadConfig } from "../../../server/config";
import { API_RATE_LIMIT_DEFAULT, firstCallExample, MANUAL_FACTS, manualSections } from "./manual-sections";

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
      "brand-profiles",
      "posting-calendar",
      "marketplace-files",
      "history",
      "api",
      "troubleshooting",
      "quick-reference",
    ]);
  });

  it("states the plans and upload limits the server enforces", () => {
    expect(MANUAL_FACTS.uploadMaxBytes).toBe(MAX_UPLOAD_BYTES);
    expect(MANUAL_FACTS.uploadTypes).toEqual(uploadImageTypes);
    expect(MANUAL_FACTS.freeSocial).toBe(FREE_LIMITS.socialMedia);
    expect(MANUAL_FACTS.freeListings).toBe(FREE_LIMITS.productListings);
    expect(MANUAL_FACTS.freeRewrites).toBe(FREE_REWRITES_PER_PLATFORM);
    expect(MANUAL_FACTS.proPrice).toBe(PRO_PRICE.display);
    expect(MANUAL_FACTS.proInterval).toBe(PRO_PRICE.interval);
  });

  it("gives the API's first call exactly as the README does (the e2e suite runs the README's)", () => {
    const readme = readFileSync("README.md", "utf8");
    const block = /<!-- first-call:start[^>]*-->\s*```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    const withoutExport = (text: string) =>
      text
        .trim()
        .split("\n")
        .filter((line) => !line.startsWith("export "))
        .join("\n");
    expect(withoutExport(firstCallExample("http://localhost:3000"))).toBe(withoutExport(block));
    expect(API_RATE_LIMIT_DEFAULT).toBe(loadConfig({ NODE_ENV: "test" }).raw.API_RATE_LIMIT_PER_MINUTE);
  });
});
