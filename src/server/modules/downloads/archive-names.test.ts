import { describe, expect, it } from "vitest";
import { archiveFilename, photoFilename, platformFilename, slugOf } from "./archive-names";

describe("slugOf", () => {
  it.each([
    ["Terracotta Mug – 12 oz (Café)", "terracotta-mug-12-oz-cafe"],
    ["  Clay & Co.  ", "clay-co"],
    ["Crème brûlée ramekins", "creme-brulee-ramekins"],
    ["東京 mug", "mug"],
    ["東京", ""],
    ["../../etc/passwd", "etc-passwd"],
    ['a"b\\c\r\nd', "a-b-c-d"],
    [null, ""],
  ])("%j → %j", (input, expected) => {
    expect(slugOf(input)).toBe(expected);
  });

  it("shortens a long name at a word's end, to 40 characters at most", () => {
    const slug = slugOf("Hand thrown speckled stoneware coffee mug with a wide handle and a sage glaze");
    expect(slug).toBe("hand-thrown-speckled-stoneware-coffee");
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slugOf("x".repeat(60))).toBe("x".repeat(40));
  });
});

describe("file names", () => {
  const day = new Date("2026-11-20T23:30:00Z");

  it("names the archive after the product, what it holds and the day (UTC)", () => {
    expect(archiveFilename("Terracotta mug", "social-posts", day)).toBe(
      "terracotta-mug-social-posts-2026-11-20.zip",
    );
    expect(archiveFilename(undefined, "listings", day)).toBe("listings-2026-11-20.zip");
    expect(archiveFilename("東京", "listings", day)).toBe("listings-2026-11-20.zip");
  });

  it("gives the photo the extension of its real type", () => {
    expect(photoFilename("Terracotta mug", "image/jpeg")).toBe("terracotta-mug-photo.jpg");
    expect(photoFilename(undefined, "image/webp")).toBe("product-photo.webp");
  });

  it("gives each platform its own file, X under its current name", () => {
    expect(platformFilename("instagram")).toBe("instagram.txt");
    expect(platformFilename("twitter")).toBe("x-twitter.txt");
    expect(platformFilename("ebay")).toBe("ebay.txt");
  });
});
