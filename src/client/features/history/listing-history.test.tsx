// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { builtinLanguages, languageCodes } from "../../../domain/languages";
import type { StoredListingGeneration } from "../../../domain/listings";
import {
  csvReply,
  json,
  pickFromMenu,
  renderWithApp,
  serve,
  stubBrowser,
  toastShows,
} from "../../lib/export-test-support";
import { ListingHistory } from "./listing-history";

function generation(id: string, title: string, platforms: StoredListingGeneration["selectedPlatforms"]) {
  return {
    id,
    createdAt: "2026-03-01T10:00:00.000Z",
    selectedPlatforms: platforms,
    platforms: Object.fromEntries(
      platforms.map((platform) => [
        platform,
        { title, description: "A mug.", tags: ["mug"], suggestedPrice: "$20.00", category: "Mugs" },
      ]),
    ),
    skipped: [],
    engine: "builtin",
    language: "en",
    brandProfileId: null,
    imagePath: null,
    product: null,
    productType: "Mug",
    businessType: null,
    status: "draft",
  } satisfies StoredListingGeneration;
}

const generations = [
  generation("g1", "Blue Mug", ["shopify", "etsy"]),
  generation("g2", "Green Vase", ["etsy"]),
  generation("g3", "Red Bowl", ["shopify", "ebay"]),
];

const config = {
  engine: "builtin",
  textModel: null,
  imageGeneration: false,
  billing: "demo",
  banner: null,
  analyticsId: null,
  supportEmail: "help@example.com",
  exports: { publicImageLinks: false },
  languages: {
    available: [...builtinLanguages],
    byEngine: { builtin: [...builtinLanguages], openai: [...languageCodes] },
  },
};

let browser: ReturnType<typeof stubBrowser>;

beforeEach(() => {
  browser = stubBrowser();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const box = (name: RegExp | string) => screen.getByRole("checkbox", { name });
const exportButton = () => screen.getByRole("button", { name: "Export selected" });

describe("ListingHistory selection and export", () => {
  it("selects one, many, all and none, and says how many", async () => {
    serve({
      "GET /api/product-listings?limit=20": () => json(generations),
      "GET /api/config": () => json(config),
    });
    renderWithApp(<ListingHistory />);
    await screen.findByText("Blue Mug");
    const selectAll = box("Select all");
    expect(screen.getByText("None of 3 selected")).toBeTruthy();
    expect(exportButton().hasAttribute("disabled")).toBe(true);

    fireEvent.click(box(/^Select Blue Mug/));
    expect(box(/^Select Blue Mug/).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByText("1 of 3 selected")).toBeTruthy();
    expect(selectAll.getAttribute("aria-checked")).toBe("mixed");
    expect(exportButton().hasAttribute("disabled")).toBe(false);

    // A partial selection: Select all takes everything.
    fireEvent.click(selectAll);
    expect(screen.getByText("3 of 3 selected")).toBeTruthy();
    expect(selectAll.getAttribute("aria-checked")).toBe("true");
    // Everything: Select all clears.
    fireEvent.click(selectAll);
    expect(screen.getByText("None of 3 selected")).toBeTruthy();
    expect(box(/^Select Red Bowl/).getAttribute("aria-checked")).toBe("false");

    // The checkbox sits outside the disclosure button: ticking does not expand the item.
    fireEvent.click(box(/^Select Green Vase/));
    const row = screen.getByRole("button", { name: /^Green Vase/ });
    expect(row.getAttribute("aria-expanded")).toBe("false");
    expect(within(row).queryByRole("checkbox")).toBeNull();
    // The photo note sits beside the export buttons when the server is not public.
    expect(await screen.findByTestId("export-photo-note")).toBeTruthy();
  });

  it("exports the selection in list order and tells what was left out", async () => {
    const { bodyOf } = serve({
      "GET /api/product-listings?limit=20": () => json(generations),
      "GET /api/config": () => json(config),
      "POST /api/product-listings/export": () =>
        csvReply("Handle,Title\n", "shopify-products-2026-03-01T10-00-00Z.csv", {
          "X-Skipped-Generations": "1",
        }),
    });
    renderWithApp(<ListingHistory />);
    await screen.findByText("Blue Mug");
    fireEvent.click(box(/^Select Red Bowl/));
    fireEvent.click(box(/^Select Green Vase/));
    fireEvent.click(box(/^Select Blue Mug/));
    await pickFromMenu(exportButton(), "Shopify import file (CSV)");

    await toastShows("CSV Downloaded");
    await toastShows(
      "Your product listings have been exported successfully. 1 listing had no Shopify version and was left out.",
    );
    expect(bodyOf("POST /api/product-listings/export")).toEqual({
      ids: ["g1", "g2", "g3"],
      format: "shopify",
    });
    expect(browser.saved.map((file) => file.name)).toEqual(["shopify-products-2026-03-01T10-00-00Z.csv"]);
    const bar = screen.getByRole("region", { name: "Export listings" });
    expect(within(bar).getByRole("status").textContent).toBe(
      "1 listing had no Shopify version and was left out.",
    );
  });

  it("offers the three formats and shows the server's message when nothing can be exported", async () => {
    const { bodyOf } = serve({
      "GET /api/product-listings?limit=20": () => json(generations),
      "GET /api/config": () => json(config),
      "POST /api/product-listings/export": () =>
        json(
          { message: "None of the selected listings has an eBay version.", code: "nothing_to_export" },
          409,
        ),
    });
    renderWithApp(<ListingHistory />);
    await screen.findByText("Green Vase");
    fireEvent.click(box(/^Select Green Vase/));
    fireEvent.keyDown(exportButton(), { key: "Enter" });
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Shopify import file (CSV)",
      "eBay upload file (CSV)",
      "All listings (CSV)",
    ]);
    fireEvent.click(screen.getByRole("menuitem", { name: "eBay upload file (CSV)" }));
    await toastShows("Download Failed");
    await toastShows("None of the selected listings has an eBay version.");
    expect(bodyOf("POST /api/product-listings/export")).toEqual({ ids: ["g2"], format: "ebay" });
    await waitFor(() => expect(exportButton().hasAttribute("disabled")).toBe(false));
    expect(browser.saved).toEqual([]);
  });
});
