// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ListingGenerationResult } from "../../../domain/listings";
import type { SocialGenerationResult } from "../../../domain/social";
import { createQueryClient } from "../../lib/query-client";
import { JobResults } from "./job-results";
import type { LiveItem } from "./live-job";

afterEach(cleanup);

const post: SocialGenerationResult = {
  id: "0b5c7a4e-5f0e-4a57-9a55-3c1d2f6e8a01",
  createdAt: "2026-01-01T00:00:00.000Z",
  platforms: { instagram: { caption: "Fresh from the kiln" } },
  hashtags: ["#pottery"],
  suggestedSchedule: "",
  selectedPlatforms: ["instagram"],
  engine: "test",
  language: "en",
  brandProfileId: null,
  imagePath: null,
};

const listings: ListingGenerationResult = {
  id: "7d0e5b1c-2a9f-4c3e-8b6d-1f2a3b4c5d6e",
  createdAt: "2026-01-01T00:00:00.000Z",
  selectedPlatforms: ["etsy"],
  platforms: {
    etsy: { title: "Mug", description: "A mug.", tags: [], suggestedPrice: "$20.00", category: "Mugs" },
  },
  skipped: [],
  engine: "test",
  language: "en",
  brandProfileId: null,
  imagePath: null,
  warnings: [],
};

function item(id: string, fileName: string, status: LiveItem["status"], result: LiveItem["result"] = null) {
  return {
    id,
    fileName,
    imagePath: null,
    product: null,
    status,
    error: status === "failed" ? "We couldn't tell what this photo shows." : null,
    result,
    processingTimeMs: status === "succeeded" ? 1200 : null,
    finishedAt: null,
  } satisfies LiveItem;
}

function renderResults(items: LiveItem[]) {
  const location = memoryLocation({ path: "/bulk-upload?job=job-1", record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <JobResults jobId="job-1" items={items} renderResult={() => <p>Content</p>} />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

describe("a bulk job's results", () => {
  it("opens a succeeded photo's listings in the listing generator, as History does", () => {
    const location = renderResults([item("i1", "mug.jpg", "succeeded", listings)]);
    const open = screen.getByRole("link", { name: "Open mug.jpg in the listing generator" });
    expect(open.getAttribute("href")).toBe(`/product-listings?generation=${listings.id}`);
    fireEvent.click(open);
    expect(location.history?.at(-1)).toBe(`/product-listings?generation=${listings.id}`);
  });

  it("opens a succeeded photo's post in the social generator", () => {
    renderResults([item("i1", "vase.jpg", "succeeded", post)]);
    expect(
      screen.getByRole("link", { name: "Open vase.jpg in the social generator" }).getAttribute("href"),
    ).toBe(`/social-content?generation=${post.id}`);
  });

  it("offers no link for a photo without content: waiting, running, failed or canceled", () => {
    renderResults([
      item("i1", "a.jpg", "pending"),
      item("i2", "b.jpg", "running"),
      item("i3", "c.jpg", "failed"),
      item("i4", "d.jpg", "canceled"),
      item("i5", "e.jpg", "succeeded", listings),
    ]);
    const rows = within(screen.getByRole("list", { name: "Results" })).getAllByRole("listitem");
    expect(rows.map((row) => within(row).queryAllByRole("link").length)).toEqual([0, 0, 0, 0, 1]);
  });
});
