// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoredListingGeneration } from "../../../domain/listings";
import { json, renderWithApp, serve, stubBrowser, toastShows } from "../../lib/export-test-support";
import { HistoryPage } from "../../pages/history";

/**
 * History as a workspace (issue 32): the tab and filters come from the address and go back to it,
 * the server is asked for exactly those, "Show more" follows the Link header's cursor, each item
 * opens in its generator, and Delete asks first.
 */

function generation(id: string, title: string): StoredListingGeneration {
  return {
    id,
    createdAt: "2026-11-20T10:00:00.000Z",
    selectedPlatforms: ["etsy"],
    platforms: {
      etsy: { title, description: "A mug.", tags: ["mug"], suggestedPrice: "$20.00", category: "Mugs" },
    },
    skipped: [],
    engine: "builtin",
    language: "en",
    brandProfileId: null,
    imagePath: null,
    product: null,
    productType: "Mug",
    businessType: null,
    status: "draft",
    warnings: [],
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
  exports: { publicImageLinks: false },
  languages: { available: ["en"], byEngine: { builtin: ["en"], openai: ["en"] } },
};

const common = {
  "GET /api/auth/user": () => json({ id: "u1", email: "ada@example.com", firstName: "Ada", role: "user" }),
  "GET /api/brand-profiles": () => json({ profiles: [], limit: null }),
  "GET /api/config": () => json(config),
  "GET /api/usage-status": () =>
    json({
      socialMediaUsed: 0,
      socialMediaLimit: 2,
      productListingsUsed: 0,
      productListingsLimit: 2,
      hasActiveSubscription: false,
      subscriptionStatus: "inactive",
    }),
};

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("History's search, filters and pages", { timeout: 30_000 }, () => {
  it("asks for the address's filters, and puts what the seller types back in the address", async () => {
    const { calls } = serve({
      ...common,
      "GET /api/product-listings?q=mug&platform=etsy&limit=20": () =>
        json([generation("g1", "Blue mug")], 200, { "X-Total-Count": "1" }),
      "GET /api/product-listings?q=vase&platform=etsy&limit=20": () =>
        json([generation("g2", "Green vase")], 200, { "X-Total-Count": "1" }),
    });
    const { location } = renderWithApp(<HistoryPage />, "/history?tab=listings&q=mug&platform=etsy");
    expect(await screen.findByText("Blue mug", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Listings" }).getAttribute("aria-selected")).toBe("true");
    const search = screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement;
    expect(search.value).toBe("mug");

    fireEvent.change(search, { target: { value: "vase" } });
    expect(await screen.findByText("Green vase", {}, { timeout: 5_000 })).toBeTruthy();
    expect(location.history.at(-1)).toBe("/history?tab=listings&q=vase&platform=etsy");
    expect(calls("GET /api/product-listings?q=vase&platform=etsy&limit=20")).toHaveLength(1);
    expect(screen.getByText("Showing 1 of 1 generation")).toBeTruthy();
  });

  it("never pulls the seller back with a search sent after they opened an item", async () => {
    serve({
      ...common,
      "GET /api/product-listings?limit=20": () => json([generation("g1", "Blue mug")]),
      "GET /api/product-listings?q=vase&limit=20": () => json([]),
    });
    // The page stays drawn after the click, as History does while the generator page loads.
    const { location } = renderWithApp(<HistoryPage />, "/history?tab=listings");
    const open = await screen.findByRole("link", { name: "Open Blue mug" }, { timeout: 10_000 });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "vase" } });
    fireEvent.click(open);
    expect(location.history.at(-1)).toBe("/product-listings?generation=g1");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(location.history.at(-1)).toBe("/product-listings?generation=g1");
  });

  it("says when nothing matches, and Clear filters brings everything back", async () => {
    serve({
      ...common,
      "GET /api/social-media/posts?q=nothing&limit=20": () => json([], 200, { "X-Total-Count": "0" }),
      "GET /api/social-media/posts?limit=20": () => json([], 200, { "X-Total-Count": "0" }),
    });
    const { location } = renderWithApp(<HistoryPage />, "/history?q=nothing");
    expect(await screen.findByText("Nothing matches these filters", {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
    expect(await screen.findByText("No social posts yet")).toBeTruthy();
    expect(location.history.at(-1)).toBe("/history");
  });

  it("shows more with the Link header's cursor and counts what is shown", async () => {
    serve({
      ...common,
      "GET /api/product-listings?limit=20": () =>
        json([generation("g1", "Blue mug"), generation("g2", "Green vase")], 200, {
          "X-Total-Count": "3",
          Link: '</api/product-listings?limit=20&cursor=next-1>; rel="next"',
        }),
      "GET /api/product-listings?limit=20&cursor=next-1": () =>
        json([generation("g3", "Red bowl")], 200, { "X-Total-Count": "3" }),
    });
    renderWithApp(<HistoryPage />, "/history?tab=listings");
    expect(await screen.findByText("Showing 2 of 3 generations", {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Red bowl")).toBeTruthy();
    expect(screen.getByText("Showing 3 of 3 generations")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("opens an item in its generator and deletes one after asking", async () => {
    let deleted = false;
    const { calls } = serve({
      ...common,
      "GET /api/product-listings?limit=20": () =>
        json(
          deleted
            ? [generation("g2", "Green vase")]
            : [generation("g1", "Blue mug"), generation("g2", "Green vase")],
        ),
      "DELETE /api/product-listings/g1": () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<HistoryPage />, "/history?tab=listings");
    const open = await screen.findByRole("link", { name: "Open Blue mug" }, { timeout: 10_000 });
    expect(open.getAttribute("href")).toBe("/product-listings?generation=g1");

    fireEvent.click(screen.getByRole("button", { name: "Delete Blue mug" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete these listings?" });
    // Keeping it deletes nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls("DELETE /api/product-listings/g1")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Delete Blue mug" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete listings" }),
    );
    await toastShows("The listings were deleted.");
    await waitFor(() => expect(screen.queryByText("Blue mug")).toBeNull());
    expect(calls("DELETE /api/product-listings/g1")).toHaveLength(1);
    expect(screen.getByText("Green vase")).toBeTruthy();
  });
});
