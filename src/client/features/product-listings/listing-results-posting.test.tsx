// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Listing, ListingGenerationResult } from "../../../domain/listings";
import { json, renderWithApp, serve, stubBrowser, toastShows } from "../../lib/export-test-support";
import { ListingResults } from "./listing-results";

/** The listing results' .zip, per-marketplace regenerate, and the hand-off to social posts. */

const listing = (title: string): Listing => ({
  title,
  description: `${title}, thrown by hand.`,
  tags: ["mug", "pottery"],
  suggestedPrice: "$24.00",
  category: "Home & Living > Mugs",
});

function result(overrides: Partial<ListingGenerationResult> = {}): ListingGenerationResult {
  return {
    id: "gen-1",
    createdAt: "2026-03-01T10:00:00.000Z",
    selectedPlatforms: ["etsy", "ebay"],
    platforms: { etsy: listing("Etsy Mug"), ebay: listing("eBay Mug") },
    skipped: [],
    engine: "builtin",
    language: "en",
    brandProfileId: null,
    imagePath: "/objects/uploads/11111111-2222-4333-8444-555555555555",
    ...overrides,
  };
}

const config = {
  engine: "builtin",
  textModel: null,
  imageGeneration: false,
  billing: "demo",
  banner: null,
  analyticsId: null,
  supportEmail: "help@example.com",
  exports: { publicImageLinks: true },
  languages: { available: ["en"], byEngine: { builtin: ["en"], openai: ["en"] } },
};

const patchReply = () => json(result());

let browser: ReturnType<typeof stubBrowser>;
beforeEach(() => {
  browser = stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ListingResults posting", () => {
  it("downloads the .zip after saving pending edits, next to Download CSV", async () => {
    const order: string[] = [];
    serve({
      "GET /api/config": () => json(config),
      "PATCH /api/product-listings/gen-1": () => {
        order.push("PATCH");
        return patchReply();
      },
      "GET /api/product-listings/gen-1/download.zip": () => {
        order.push("GET zip");
        return new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            "Content-Type": "application/zip",
            "Content-Disposition": 'attachment; filename="mug-listings-2026-03-01.zip"',
          },
        });
      },
    });
    renderWithApp(<ListingResults result={result()} onRegenerate={() => {}} regenerating={false} />);
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeTruthy();
    fireEvent.change(screen.getAllByRole("textbox", { name: "Title" })[0] as HTMLElement, {
      target: { value: "Edited Etsy Mug" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Download photo & listings (.zip)" }));
    await waitFor(() =>
      expect(browser.saved.map((file) => file.name)).toEqual(["mug-listings-2026-03-01.zip"]),
    );
    expect(order).toEqual(["PATCH", "GET zip"]);
  });

  it("hands the photo to the social page, and only when there is one", () => {
    serve({ "GET /api/config": () => json(config) });
    renderWithApp(<ListingResults result={result()} onRegenerate={() => {}} regenerating={false} />);
    expect(screen.getByRole("link", { name: "Make social posts from this photo" }).getAttribute("href")).toBe(
      "/social-content?image=%2Fobjects%2Fuploads%2F11111111-2222-4333-8444-555555555555",
    );

    cleanup();
    serve({ "GET /api/config": () => json(config) });
    renderWithApp(
      <ListingResults result={result({ imagePath: null })} onRegenerate={() => {}} regenerating={false} />,
    );
    expect(screen.queryByRole("link", { name: /Make social posts/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Download listings (.zip)" })).toBeTruthy();
  });

  it("regenerates one marketplace after saving edits, busy on it and held back on the others", async () => {
    const order: string[] = [];
    serve({
      "GET /api/config": () => json(config),
      "PATCH /api/product-listings/gen-1": () => {
        order.push("PATCH");
        return patchReply();
      },
    });
    const onRegenerateMarketplace = vi.fn(() => order.push("regenerate"));
    const view = renderWithApp(
      <ListingResults
        result={result()}
        onRegenerate={() => {}}
        regenerating={false}
        onRegenerateMarketplace={onRegenerateMarketplace}
      />,
    );
    fireEvent.change(screen.getAllByRole("textbox", { name: "Title" })[1] as HTMLElement, {
      target: { value: "Edited eBay Mug" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Regenerate Etsy" }));
    await waitFor(() => expect(onRegenerateMarketplace).toHaveBeenCalledWith("etsy"));
    expect(order).toEqual(["PATCH", "regenerate"]);

    view.unmount();
    serve({ "GET /api/config": () => json(config) });
    renderWithApp(
      <ListingResults
        result={result()}
        onRegenerate={() => {}}
        regenerating={false}
        onRegenerateMarketplace={() => {}}
        regeneratingMarketplace="ebay"
      />,
    );
    const busy = screen.getByRole("button", { name: "Regenerate eBay" }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect((screen.getByRole("button", { name: "Regenerate Etsy" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("offers no per-marketplace regenerate without the page's support, and keeps edits when saving fails", async () => {
    serve({
      "GET /api/config": () => json(config),
      "PATCH /api/product-listings/gen-1": () => json({ message: "Down", code: "internal" }, 500),
    });
    const onRegenerateMarketplace = vi.fn();
    const view = renderWithApp(
      <ListingResults result={result()} onRegenerate={() => {}} regenerating={false} />,
    );
    expect(screen.queryByRole("button", { name: /^Regenerate Etsy/ })).toBeNull();
    view.unmount();

    renderWithApp(
      <ListingResults
        result={result()}
        onRegenerate={() => {}}
        regenerating={false}
        onRegenerateMarketplace={onRegenerateMarketplace}
      />,
    );
    fireEvent.change(screen.getAllByRole("textbox", { name: "Title" })[0] as HTMLElement, {
      target: { value: "Edited" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Regenerate eBay" }));
    await toastShows("Changes not saved");
    expect(onRegenerateMarketplace).not.toHaveBeenCalled();
  });
});
