import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../../domain/ai-image";
import { marketplacePlatforms, socialPlatforms } from "../../../../domain/platforms";
import { analyseImage } from "../../../modules/generation/image-facts";
import { createBuiltinProvider, describeImage } from "./builtin-provider";

describe("builtin provider", () => {
  it("is the builtin engine, writes about the product the seller named, and names no colour from the photo", async () => {
    // A navy product in the middle of a sage green backdrop.
    const product = await sharp({ create: { width: 360, height: 300, channels: 3, background: "#1f2f5a" } })
      .png()
      .toBuffer();
    const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#9caf88" } })
      .composite([{ input: product, left: 220, top: 150 }])
      .jpeg()
      .toBuffer();
    const facts = await analyseImage(buffer);
    const image = { buffer, contentType: "image/jpeg", width: 800, height: 600 };
    const provider = createBuiltinProvider();
    expect(provider.engine).toBe("builtin");

    const social = await provider.writeSocialPosts(
      {
        product: "Canvas tote bag",
        tone: "Friendly",
        hashtags: [],
        platforms: [...socialPlatforms],
        variant: 0,
        facts,
      },
      image,
    );
    const captions = Object.values(social.platforms)
      .map((post) => post?.caption ?? "")
      .join("\n")
      .toLowerCase();
    expect(captions).toContain("tote");
    expect(captions).not.toMatch(/\bsage\b/);

    const listings = await provider.writeListings(
      { product: "Canvas tote bag", tags: [], platforms: [...marketplacePlatforms], variant: 0, facts },
      image,
    );
    expect(listings.platforms.etsy?.title).toMatch(/^Canvas Tote Bag/);
    // The photo's colours are described (for the analysis), never written as the product's.
    expect(JSON.stringify(listings.platforms).toLowerCase()).not.toMatch(/\bsage\b|\bnavy\b/);
    expect(await provider.describeImage(image, facts)).toMatch(
      /^A wide photo of a navy( blue)? product on a sage green backdrop/,
    );
  });

  it("writes the noun a German title adds with a capital, as German writes nouns", async () => {
    const facts: ImageFacts = {
      width: 800,
      height: 800,
      orientation: "square",
      colors: [],
      brightness: "bright",
      plainWhiteBackground: true,
      productColors: [],
      backgroundColor: null,
      foregroundShare: 0,
    };
    const listings = await createBuiltinProvider().writeListings(
      {
        product: "Dell Latitude 7490, generalüberholt, 8GB RAM",
        productType: "Laptop",
        language: "de",
        tags: [],
        platforms: ["ebay"],
        variant: 0,
        facts,
      },
      null,
    );
    expect(listings.platforms.ebay?.title).toMatch(/Latitude 7490 Laptop/);
  });

  it("describes an image in one plain sentence", () => {
    const facts: ImageFacts = {
      width: 1024,
      height: 1024,
      orientation: "square",
      colors: [
        { name: "terracotta", hex: "#c86b47", share: 0.7 },
        { name: "cream", hex: "#efe2c6", share: 0.2 },
      ],
      brightness: "bright",
      plainWhiteBackground: true,
      productColors: [],
      backgroundColor: null,
      foregroundShare: 0,
    };
    expect(describeImage(facts)).toBe(
      "A square product photo on a plain white background, mostly terracotta with cream; bright and airy (1024×1024 px). It is ready to use as a marketplace main image.",
    );
    expect(describeImage({ ...facts, colors: [], plainWhiteBackground: false })).toMatch(
      /no single dominant color.*plain white background usually works best/,
    );
  });

  it("names the product's colour apart from the backdrop's when it can separate them", () => {
    const facts: ImageFacts = {
      width: 800,
      height: 800,
      orientation: "square",
      colors: [{ name: "burnt orange", hex: "#cc5500", share: 0.7 }],
      brightness: "balanced",
      plainWhiteBackground: false,
      productColors: [{ name: "deep red", hex: "#8b1a1a", share: 0.9 }],
      backgroundColor: { name: "burnt orange", hex: "#cc5500" },
      foregroundShare: 0.3,
    };
    expect(describeImage(facts)).toMatch(
      /^A square photo of a deep red product on a burnt orange backdrop; evenly lit/,
    );
  });
});
