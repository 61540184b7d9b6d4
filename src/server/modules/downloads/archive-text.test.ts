import { describe, expect, it } from "vitest";
import { listingPlatformText, listingReadme, socialPlatformText, socialReadme } from "./archive-text";

const createdAt = new Date("2026-11-20T10:00:00Z");

describe("social files", () => {
  it("writes a platform's post exactly, or says there is none", () => {
    expect(socialPlatformText("  Hello #mug \n")).toBe("Hello #mug\n");
    expect(socialPlatformText("")).toBe("No content generated for this platform\n");
    expect(socialPlatformText(null)).toBe("No content generated for this platform\n");
  });

  it("lists the folder, then every post, the hashtags and the schedule", () => {
    const text = socialReadme({
      subject: "Terracotta mug",
      createdAt,
      platforms: ["instagram", "twitter"],
      captions: { instagram: "Warm mornings. #mug", twitter: "" },
      hashtags: ["#mug", "pottery"],
      schedule: null,
      photo: { kind: "included", filename: "terracotta-mug-photo.jpg" },
    });
    expect(text).toBe(
      [
        "Terracotta mug: social media posts",
        "Made on 20 November 2026 with Seller Content Studio.",
        "",
        "IN THIS FOLDER",
        "--------------",
        "- terracotta-mug-photo.jpg: your product photo, without location or camera details",
        "- instagram.txt: the Instagram post, ready to paste",
        "- x-twitter.txt: the X (Twitter) post, ready to paste",
        "- all-captions.txt: this file, with every post in one place",
        "",
        "Each post already carries its network's own hashtags, within that network's limit.",
        "",
        "INSTAGRAM",
        "---------",
        "Warm mornings. #mug",
        "",
        "X (TWITTER)",
        "-----------",
        "No content generated for this platform",
        "",
        "HASHTAGS",
        "--------",
        "#mug #pottery",
        "",
        "SUGGESTED SCHEDULE",
        "------------------",
        "Not specified",
        "",
      ].join("\n"),
    );
  });

  it("says why there is no photo", () => {
    const base = { subject: undefined, createdAt, platforms: [], captions: {}, hashtags: [], schedule: "" };
    expect(socialReadme({ ...base, photo: { kind: "none" } })).toMatch(/^Your product: social media posts\n/);
    expect(socialReadme({ ...base, photo: { kind: "unavailable" } })).toContain(
      "- No photo: it has been deleted or could not be read.",
    );
  });
});

describe("listing files", () => {
  it("writes every field of a listing under its name, the optional ones only when present", () => {
    const text = listingPlatformText("amazon", {
      title: "Terracotta Mug",
      description: "Thrown by hand.",
      tags: ["mug", "pottery"],
      suggestedPrice: "$24.00",
      category: "Kitchen > Mugs",
      bulletPoints: ["Holds 12 oz", "Dishwasher safe"],
    });
    expect(text).toContain("Amazon listing\n\nTITLE\n-----\nTerracotta Mug\n");
    expect(text).toContain("KEY FEATURES\n------------\n• Holds 12 oz\n• Dishwasher safe\n");
    expect(text).toContain("TAGS\n----\nmug, pottery\n");
    expect(text).not.toContain("SEO");
    const shopify = listingPlatformText("shopify", {
      title: "Mug",
      description: "",
      tags: [],
      suggestedPrice: "$24.00",
      category: "Mugs",
      seoTitle: "Terracotta mug",
      seoDescription: "A mug.",
    });
    expect(shopify).toContain("DESCRIPTION\n-----------\n(empty)\n");
    expect(shopify).toContain("SEO TITLE\n---------\nTerracotta mug\n");
    expect(shopify).toContain("SEO DESCRIPTION\n---------------\nA mug.\n");
  });

  it("lists the folder and the marketplaces left out with their reasons", () => {
    const text = listingReadme({
      subject: "Laptop",
      createdAt,
      platforms: ["ebay"],
      skipped: [{ platform: "redbubble", reason: "Redbubble prints designs on its own products." }],
      photo: { kind: "included", filename: "laptop-photo.jpg" },
    });
    expect(text).toContain("Laptop: marketplace listings\n");
    expect(text).toContain("- ebay.txt: the eBay listing, field by field\n");
    expect(text).toContain(
      "NOT LISTED\n----------\n- Redbubble: Redbubble prints designs on its own products.\n",
    );
  });
});
