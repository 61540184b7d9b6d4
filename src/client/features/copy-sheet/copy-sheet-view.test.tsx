// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CopySheet } from "../../../domain/exports";
import { json, renderWithApp, serve, stubBrowser, toastShows } from "../../lib/export-test-support";
import { CopySheetScreen, fieldCopyText } from "./copy-sheet-view";

const sheet: CopySheet = {
  generationId: "gen-1",
  marketplace: "etsy",
  marketplaceName: "Etsy",
  formSource: "https://help.etsy.com/hc/en-us/articles/115015672808-How-to-Create-a-Listing",
  createdAt: "2026-03-01T10:00:00.000Z",
  imageUrl: "/objects/uploads/photo-1",
  language: "en",
  fields: [
    { key: "title", label: "Title", value: "Terracotta Mug, Handmade", limit: "140 characters" },
    { key: "description", label: "Description", value: "Thrown by hand.\nDishwasher safe." },
    {
      key: "tags",
      label: "Tags",
      value: ["terracotta mug", "pottery", "coffee cup"],
      limit: "13 tags, 20 characters each",
      note: "Type or paste them into the Tags box.",
    },
    { key: "price", label: "Price", value: "$24.00" },
  ],
};

const path = "/api/product-listings/gen-1/copy-sheet/etsy";
let browser: ReturnType<typeof stubBrowser>;
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  browser = stubBrowser();
  writeText = vi.fn(async () => {});
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Copy sheet page", () => {
  it("lays an Arabic listing out right to left, marked with its language", async () => {
    const arabic: CopySheet = {
      ...sheet,
      language: "ar",
      fields: [{ key: "title", label: "Title", value: "كوب سيراميك مصنوع يدويا", limit: "140 characters" }],
    };
    serve({ "GET /api/product-listings/gen-1/copy-sheet/etsy": () => json(arabic) });
    renderWithApp(<CopySheetScreen id="gen-1" platform="etsy" />);
    const value = await screen.findByText("كوب سيراميك مصنوع يدويا");
    expect(value.getAttribute("dir")).toBe("rtl");
    expect(value.getAttribute("lang")).toBe("ar");
  });

  it("lists the fields in form order with their limits and notes, and the photo", async () => {
    serve({ [`GET ${path}`]: () => json(sheet) });
    renderWithApp(<CopySheetScreen id="gen-1" platform="etsy" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Etsy copy sheet" })).toBeTruthy();
    const list = screen.getByRole("list", { name: "Listing fields, in form order" });
    const headings = within(list)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(["Title", "Description", "Tags", "Price"]);
    expect(screen.getByText("Limit: 140 characters")).toBeTruthy();
    expect(screen.getByText("Limit: 13 tags, 20 characters each")).toBeTruthy();
    expect(screen.getByText("Type or paste them into the Tags box.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "The product in this Etsy listing" }).getAttribute("src")).toBe(
      "/objects/uploads/photo-1",
    );
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Etsy's own guide to listing/ }).getAttribute("href")).toBe(
      sheet.formSource,
    );
  });

  it("copies a field, a whole tag list as one line, and a single tag", async () => {
    serve({ [`GET ${path}`]: () => json(sheet) });
    renderWithApp(<CopySheetScreen id="gen-1" platform="etsy" />);
    fireEvent.click(await screen.findByRole("button", { name: "Copy Etsy Title" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("Terracotta Mug, Handmade"));
    await toastShows("Etsy Title content copied to clipboard.");
    fireEvent.click(screen.getByRole("button", { name: "Copy Etsy Tags" }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith("terracotta mug, pottery, coffee cup"));
    fireEvent.click(screen.getByRole("button", { name: "Copy Etsy Tags 2" }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith("pottery"));
  });

  it("prints, and downloads the JSON under the server's name", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { calls } = serve({
      [`GET ${path}`]: () => json(sheet),
      [`GET ${path}?download=1`]: () =>
        json(sheet, 200, {
          "Content-Disposition": 'attachment; filename="etsy-copy-sheet-2026-03-01T10-00-00Z.json"',
        }),
    });
    renderWithApp(<CopySheetScreen id="gen-1" platform="etsy" />);
    fireEvent.click(await screen.findByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Download data file" }));
    await toastShows("Downloaded!");
    expect(calls(`GET ${path}?download=1`)).toHaveLength(1);
    expect(browser.saved.map((file) => file.name)).toEqual(["etsy-copy-sheet-2026-03-01T10-00-00Z.json"]);
    expect(JSON.parse((await browser.saved[0]?.blob.text()) ?? "")).toEqual(sheet);
  });

  it("shows a friendly not-found state for a missing listing, and for a marketplace without a sheet", async () => {
    serve({ [`GET ${path}`]: () => json({ message: "Listing not found", code: "not_found" }, 404) });
    renderWithApp(<CopySheetScreen id="gen-1" platform="etsy" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Copy sheet not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to History" }).getAttribute("href")).toBe("/history");

    cleanup();
    const { fetchMock } = serve({});
    renderWithApp(<CopySheetScreen id="gen-1" platform="shopify" />);
    expect(screen.getByRole("heading", { level: 1, name: "Copy sheet not found" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers a retry when the server fails", async () => {
    let fail = true;
    serve({
      [`GET ${path}`]: () =>
        fail ? json({ message: "Internal error", code: "internal" }, 500) : json(sheet),
    });
    renderWithApp(<CopySheetScreen id="gen-1" platform="etsy" />);
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("heading", { level: 1, name: "Etsy copy sheet" })).toBeTruthy();
  });
});

describe("fieldCopyText", () => {
  it("joins tags with commas and other lists by line", () => {
    expect(fieldCopyText({ key: "tags", value: ["a", "b"] })).toBe("a, b");
    expect(fieldCopyText({ key: "searchKeywords", value: ["a", "b"] })).toBe("a, b");
    expect(fieldCopyText({ key: "materials", value: ["clay", "glaze"] })).toBe("clay, glaze");
    expect(fieldCopyText({ key: "bulletPoints", value: ["one", "two"] })).toBe("one\ntwo");
    expect(fieldCopyText({ key: "title", value: "Mug" })).toBe("Mug");
  });
});
