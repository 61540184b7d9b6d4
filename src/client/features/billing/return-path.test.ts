import { describe, expect, it } from "vitest";
import { paymentReturnPath, RETURN_PARAM, safeReturnPath, subscribeHref } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a signed-in page of this site, with its query", () => {
    expect(safeReturnPath("/product-listings")).toBe("/product-listings");
    expect(safeReturnPath("/social-content")).toBe("/social-content");
    expect(safeReturnPath("/bulk-upload")).toBe("/bulk-upload");
    expect(safeReturnPath("/brands")).toBe("/brands");
    expect(safeReturnPath("/history?platform=etsy")).toBe("/history?platform=etsy");
    expect(safeReturnPath("/listings/abc-123/copy-sheet/etsy")).toBe("/listings/abc-123/copy-sheet/etsy");
    expect(safeReturnPath("/")).toBe("/");
    // As the browser would send it.
    expect(safeReturnPath("/history?q=café")).toBe("/history?q=caf%C3%A9");
  });

  it("refuses anything that could leave the site (no open redirect)", () => {
    for (const hostile of [
      "//evil.example",
      "//evil.example/product-listings",
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "https://evil.example/product-listings",
      "http:/evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "evil.example/product-listings",
      "product-listings",
      " /product-listings",
      "/\t/evil.example",
      "/\n/evil.example",
      "/product-listings\\..\\..\\evil",
      "/%2F%2Fevil.example",
      "/product-listings/../../evil.example",
    ]) {
      expect(safeReturnPath(hostile), hostile).toBeNull();
    }
  });

  it("refuses what is not a page to return to", () => {
    for (const path of [
      "",
      "/api/logout",
      "/objects/uploads/abc",
      "/subscribe",
      "/subscribe?from=/product-listings",
      "/product-listings/../api/logout",
      "/no-such-page",
      "/listings/abc/copy-sheet",
      `/product-listings?q=${"a".repeat(600)}`,
      "/login",
      "/register",
      "/..//evil.example",
    ]) {
      expect(safeReturnPath(path), path).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it("drops the fragment and the payment's own parameters", () => {
    expect(safeReturnPath("/product-listings#results")).toBe("/product-listings");
    expect(
      safeReturnPath("/history?platform=etsy&subscription=success&redirect_status=succeeded&from=/brands"),
    ).toBe("/history?platform=etsy");
  });
});

describe("subscribeHref", () => {
  it("carries the page the seller is on, readably", () => {
    expect(subscribeHref("/product-listings")).toBe("/subscribe?from=/product-listings");
    expect(subscribeHref("/bulk-upload")).toBe("/subscribe?from=/bulk-upload");
  });

  it("round-trips a page with its own query through the parameter", () => {
    const href = subscribeHref("/history?platform=etsy&q=mug");
    const from = new URL(href, "https://studio.test").searchParams.get(RETURN_PARAM);
    expect(from).toBe("/history?platform=etsy&q=mug");
    expect(safeReturnPath(from)).toBe("/history?platform=etsy&q=mug");
  });

  it("is plain /subscribe from Home, or when the page is not one to return to", () => {
    for (const from of ["/", "/home", "//evil.example", "/subscribe", null, undefined]) {
      expect(subscribeHref(from)).toBe("/subscribe");
    }
  });
});

describe("paymentReturnPath", () => {
  it("is the spec's return to / without a page to go on to", () => {
    expect(paymentReturnPath(null)).toBe("/?subscription=success");
    expect(paymentReturnPath(null, "succeeded")).toBe("/?subscription=success&redirect_status=succeeded");
    expect(paymentReturnPath("/home")).toBe("/?subscription=success");
  });

  it("carries a safe page to go on to, and nothing else", () => {
    expect(paymentReturnPath("/product-listings")).toBe("/?subscription=success&from=/product-listings");
    expect(paymentReturnPath("//evil.example")).toBe("/?subscription=success");
    expect(paymentReturnPath("https://evil.example")).toBe("/?subscription=success");
  });
});
