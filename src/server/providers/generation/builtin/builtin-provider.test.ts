import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../../domain/ai-image";
import { marketplacePlatforms, socialPlatforms } from "../../../../domain/platforms";
import { analyseImage } from "../../../modules/generation/image-facts";
import { createBuiltinProvider, describeImage } from "./builtin-provider";

describe("builtin provider", () => {
  it("is the builtin engine and writes from a real photo's measured facts", async () => {
    const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#9caf88" } })
      .jpeg()
      .toBuffer();
    const facts = await analyseImage(buffer);
    const image = { buffer, contentType: "image/jpeg", width: 800, height: 600 };
    const provider = createBuiltinProvider();
    expect(provider.engine).toBe("builtin");

    const social = await provider.writeSocialPosts(
      { tone: "Friendly", hashtags: [], platforms: [...socialPlatforms], variant: 0, facts },
      image,
    );
    expect(social.platforms.instagram?.caption.toLowerCase()).toContain("sage green");
    expect(social.platforms.pinterest?.caption).toContain("landscape");

    const listings = await provider.writeListings(
      { productType: "Tote bag", tags: [], platforms: [...marketplacePlatforms], variant: 0, facts },
      image,
    );
    expect(listings.platforms.etsy?.title).toMatch(/Sage Green .*Tote Bag/);

    expect(await provider.describeImage(image, facts)).toMatch(/^A wide product photo, mostly sage green/);
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
    };
    expect(describeImage(facts)).toBe(
      "A square product photo on a plain white background, mostly terracotta with cream; bright and airy (1024×1024 px). It is ready to use as a marketplace main image.",
    );
    expect(describeImage({ ...facts, colors: [], plainWhiteBackground: false })).toMatch(
      /no single dominant color.*plain white background usually works best/,
    );
  });
});
