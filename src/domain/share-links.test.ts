import { describe, expect, it } from "vitest";
import { socialPlatforms } from "./platforms";
import { linksIn, publicPageUrl, publicWebAddress, shareOptionFor } from "./share-links";

const caption = "Fresh from the kiln: our terracotta mug & saucer — 20% off! #pottery #café";
const page = "https://clayandco.shop/products/mug?ref=studio";

const hrefOf = (option: ReturnType<typeof shareOptionFor>) => {
  if (option.kind !== "link") throw new Error(`expected a link, got ${option.kind}`);
  return new URL(option.href);
};

describe("shareOptionFor", () => {
  it("puts the whole caption into X's intent, encoded, with or without a page", () => {
    for (const pageUrl of [undefined, page]) {
      const option = shareOptionFor("twitter", { caption, pageUrl });
      expect(option).toMatchObject({ kind: "link", copyCaptionFirst: false });
      const url = hrefOf(option);
      expect(`${url.origin}${url.pathname}`).toBe("https://twitter.com/intent/tweet");
      expect(url.searchParams.get("text")).toBe(caption);
      expect([...url.searchParams.keys()]).toEqual(["text"]);
      // `&`, `#` and `%` are encoded, so they cannot end the parameter or start a fragment.
      expect(url.hash).toBe("");
    }
  });

  it("gives Pinterest the page and the caption, never a photo address", () => {
    const url = hrefOf(shareOptionFor("pinterest", { caption, pageUrl: page }));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.pinterest.com/pin/create/button/");
    expect(url.searchParams.get("url")).toBe(page);
    expect(url.searchParams.get("description")).toBe(caption);
    expect(url.searchParams.has("media")).toBe(false);
  });

  it("gives Facebook and LinkedIn the page only, and asks for the caption to be copied first", () => {
    const facebook = shareOptionFor("facebook", { caption, pageUrl: page });
    expect(facebook).toMatchObject({ copyCaptionFirst: true });
    expect(hrefOf(facebook).href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
    );
    const linkedin = shareOptionFor("linkedin", { caption, pageUrl: page });
    expect(linkedin).toMatchObject({ copyCaptionFirst: true });
    expect(hrefOf(linkedin).searchParams.get("url")).toBe(page);
    expect(hrefOf(linkedin).href).not.toContain("terracotta");
  });

  it("offers no page-sharing link without a public page", () => {
    for (const platform of ["facebook", "linkedin", "pinterest"] as const) {
      expect(shareOptionFor(platform, { caption })).toEqual({ kind: "needs-public-page" });
    }
  });

  it("sends Instagram and TikTok to their apps whatever is known", () => {
    for (const platform of ["instagram", "tiktok"] as const) {
      expect(shareOptionFor(platform, { caption, pageUrl: page })).toEqual({ kind: "app-only" });
    }
  });

  it("has an answer for every social platform", () => {
    for (const platform of socialPlatforms)
      expect(shareOptionFor(platform, { caption: "" }).kind).toBeTruthy();
  });
});

describe("publicWebAddress", () => {
  it.each([
    ["https://clayandco.shop/mug", "https://clayandco.shop/mug"],
    ["  http://www.etsy.com/listing/1  ", "http://www.etsy.com/listing/1"],
    ["https://SHOP.Example.com", "https://shop.example.com/"],
    ["https://8.8.8.8/page", "https://8.8.8.8/page"],
  ])("accepts %s", (input, expected) => {
    expect(publicWebAddress(input)).toBe(expected);
  });

  it.each([
    "",
    "not a link",
    "ftp://files.shop.com/mug",
    "javascript:alert(1)",
    "http://localhost:3000/mug",
    "http://studio.localhost/mug",
    "http://printer.local/",
    "http://intranet/",
    "http://127.0.0.1:3000/",
    "http://10.0.0.7/",
    "http://172.20.1.1/",
    "http://192.168.1.20/shop",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]/",
    "https://user:secret@shop.com/",
  ])("refuses %s", (input) => {
    expect(publicWebAddress(input)).toBeUndefined();
  });

  it("refuses nothing-values", () => {
    expect(publicWebAddress(null)).toBeUndefined();
    expect(publicWebAddress(undefined)).toBeUndefined();
  });
});

describe("linksIn", () => {
  it("finds links and leaves the sentence's punctuation out", () => {
    expect(
      linksIn("See https://clayandco.shop/mug. Or (https://etsy.com/shop/clay), and http://a.co/x?y=1!"),
    ).toEqual(["https://clayandco.shop/mug", "https://etsy.com/shop/clay", "http://a.co/x?y=1"]);
  });

  it("keeps a bracket that belongs to the link", () => {
    expect(linksIn("Read https://en.wikipedia.org/wiki/Mug_(cup).")).toEqual([
      "https://en.wikipedia.org/wiki/Mug_(cup)",
    ]);
  });

  it("finds nothing in plain text", () => {
    expect(linksIn("No links here, just #hashtags and www words")).toEqual([]);
  });
});

describe("publicPageUrl", () => {
  it("prefers the product URL the seller gave", () => {
    expect(publicPageUrl(page, "Shop at https://other.shop/x")).toBe(page);
  });

  it("falls back to the first public link in the caption", () => {
    expect(publicPageUrl("", "Dev copy http://localhost:3000/x then https://clayandco.shop/mug!")).toBe(
      "https://clayandco.shop/mug",
    );
    expect(publicPageUrl("http://192.168.0.2/", "Visit https://clayandco.shop")).toBe(
      "https://clayandco.shop/",
    );
  });

  it("is undefined when nothing public is known", () => {
    expect(publicPageUrl(null, "A caption without a link #mug")).toBeUndefined();
  });
});
