// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithApp, serve } from "../../lib/export-test-support";
import { ImportReadiness } from "./import-readiness";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("import readiness", () => {
  it("names what each marketplace still needs, and says when a file is complete", async () => {
    const location = "eBay needs your item location: add it in Shop settings on your Account page";
    serve({
      "GET /api/product-listings/g1/import-check": () =>
        json({
          generationId: "g1",
          marketplaces: [
            { platform: "shopify", problems: [] },
            { platform: "ebay", problems: [location] },
          ],
        }),
    });
    renderWithApp(<ImportReadiness generationId="g1" />);
    const ebay = await screen.findByTestId("import-readiness-ebay");
    expect(within(ebay).getByText("eBay still needs:")).toBeTruthy();
    expect(within(ebay).getByText(location)).toBeTruthy();
    expect(
      within(screen.getByTestId("import-readiness-shopify")).getByText(
        "Shopify: every required column is filled.",
      ),
    ).toBeTruthy();
  });
});
