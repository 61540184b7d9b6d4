// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { builtinLanguages, languageCodes } from "../../../domain/languages";
import type { Listing, ListingGenerationResult } from "../../../domain/listings";
import {
  csvReply,
  json,
  pickFromMenu,
  renderWithApp,
  serve,
  stubBrowser,
  toastShows,
} from "../../lib/export-test-support";
import { ListingResults } from "./listing-results";

const listing = (title: string, extra: Partial<Listing> = {}): Listing => ({
  title,
  description: `${title}, thrown by hand and glazed in terracotta.`,
  tags: ["mug", "pottery"],
  suggestedPrice: "$24.00",
  category: "Home & Living > Kitchen & Dining > Drinkware > Mugs",
  ...extra,
});

function result(platforms: Partial<Record<ListingGenerationResult["selectedPlatforms"][number], Listing>>) {
  return {
    id: "gen-1",
    createdAt: "2026-03-01T10:00:00.000Z",
    selectedPlatforms: Object.keys(platforms),
    platforms,
    skipped: [],
    engine: "builtin",
    language: "en",
    brandProfileId: null,
    imagePath: "/objects/uploads/photo-1",
  } as ListingGenerationResult;
}

const config = (publicImageLinks: boolean) => ({
  engine: "builtin",
  textModel: null,
  imageGeneration: false,
  billing: "demo",
  banner: null,
  analyticsId: null,
  supportEmail: "help@example.com",
  exports: { publicImageLinks },
  languages: {
    available: [...builtinLanguages],
    byEngine: { builtin: [...builtinLanguages], openai: [...languageCodes] },
  },
});

let browser: ReturnType<typeof stubBrowser>;

beforeEach(() => {
  browser = stubBrowser();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ListingResults exports", () => {
  it("offers the Shopify file only when the generation has Shopify, and downloads it", async () => {
    const { calls, bodyOf } = serve({
      "GET /api/config": () => json(config(true)),
      "POST /api/product-listings/export": () =>
        csvReply("Handle,Title,Body (HTML)\n", "shopify-products-2026-03-01T10-00-00Z.csv"),
    });
    renderWithApp(
      <ListingResults
        result={result({ shopify: listing("Terracotta Mug"), etsy: listing("Etsy Mug") })}
        onRegenerate={() => {}}
        regenerating={false}
      />,
    );
    const trigger = screen.getByRole("button", { name: "Shopify files" });
    fireEvent.keyDown(trigger, { key: "Enter" });
    expect(await screen.findByRole("menuitem", { name: "Shopify import file (CSV)" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "eBay upload file (CSV)" })).toBeNull();
    fireEvent.click(screen.getByRole("menuitem", { name: "Shopify import file (CSV)" }));

    await toastShows("CSV Downloaded");
    await toastShows("Your product listings have been exported successfully.");
    expect(calls("POST /api/product-listings/export")).toHaveLength(1);
    expect(bodyOf("POST /api/product-listings/export")).toEqual({ ids: ["gen-1"], format: "shopify" });
    expect(browser.saved.map((file) => file.name)).toEqual(["shopify-products-2026-03-01T10-00-00Z.csv"]);
    // The spec's own Download CSV stays; with public image links, no photo note.
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeTruthy();
    expect(calls("GET /api/config")).toHaveLength(1);
    expect(screen.queryByTestId("export-photo-note")).toBeNull();
  });

  it("offers both marketplace files, and no menu at all without Shopify or eBay", async () => {
    serve({ "GET /api/config": () => json(config(true)) });
    renderWithApp(
      <ListingResults
        result={result({ shopify: listing("A"), ebay: listing("B") })}
        onRegenerate={() => {}}
        regenerating={false}
      />,
    );
    fireEvent.keyDown(screen.getByRole("button", { name: "Shopify & eBay files" }), { key: "Enter" });
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Shopify import file (CSV)",
      "eBay upload file (CSV)",
    ]);

    cleanup();
    serve({ "GET /api/config": () => json(config(true)) });
    renderWithApp(
      <ListingResults result={result({ etsy: listing("A") })} onRegenerate={() => {}} regenerating={false} />,
    );
    expect(screen.queryByRole("button", { name: /files$/ })).toBeNull();
  });

  it("links a copy sheet for Etsy, Amazon, Mercari and Redbubble cards only", () => {
    serve({ "GET /api/config": () => json(config(true)) });
    renderWithApp(
      <ListingResults
        result={result({
          etsy: listing("A"),
          amazon: listing("B", { bulletPoints: ["Holds 12 oz"] }),
          shopify: listing("C", { seoTitle: "C", seoDescription: "C" }),
          ebay: listing("D"),
          mercari: listing("E"),
          redbubble: listing("F"),
        })}
        onRegenerate={() => {}}
        regenerating={false}
      />,
    );
    const links = screen.getAllByRole("link", { name: /^Copy sheet/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/listings/gen-1/copy-sheet/etsy",
      "/listings/gen-1/copy-sheet/amazon",
      "/listings/gen-1/copy-sheet/mercari",
      "/listings/gen-1/copy-sheet/redbubble",
    ]);
    expect(links[0]?.textContent).toBe("Copy sheet for Etsy (opens in a new tab)");
    expect(links[0]?.getAttribute("target")).toBe("_blank");
  });

  it("says photos stay out of the file when the server is not public, and shows the server's refusal", async () => {
    serve({
      "GET /api/config": () => json(config(false)),
      "POST /api/product-listings/export": () =>
        json({ message: "None of these listings has an eBay version yet.", code: "nothing_to_export" }, 409),
    });
    renderWithApp(
      <ListingResults result={result({ ebay: listing("A") })} onRegenerate={() => {}} regenerating={false} />,
    );
    expect(
      await screen.findByText("The file has no photo links, so add your photos in eBay after importing."),
    ).toBeTruthy();
    await pickFromMenu(screen.getByRole("button", { name: "eBay files" }), "eBay upload file (CSV)");
    await toastShows("Download Failed");
    await toastShows("None of these listings has an eBay version yet.");
    await waitFor(() => expect(browser.saved).toEqual([]));
  });
});
