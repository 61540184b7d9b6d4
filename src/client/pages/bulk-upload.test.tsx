// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "../../domain/auth";
import { AppRoutes } from "../app";
import { createQueryClient } from "../lib/query-client";

const robin: PublicUser = {
  id: "u1",
  email: "robin@example.com",
  firstName: "Robin",
  lastName: null,
  profileImageUrl: null,
  role: "user",
  subscriptionStatus: "active",
  subscriptionEndDate: null,
  emailVerified: true,
  createdAt: "2025-01-01T00:00:00.000Z",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function serve(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? "GET"} ${input}`];
    if (!handler) throw new Error(`unexpected request ${init?.method ?? "GET"} ${input}`);
    return handler();
  });
  vi.stubGlobal("fetch", fetchMock);
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <AppRoutes />
      </Router>
    </QueryClientProvider>,
  );
}

const usage = (pro: boolean) => ({
  socialMediaUsed: 0,
  socialMediaLimit: pro ? null : 2,
  productListingsUsed: 0,
  productListingsLimit: pro ? null : 2,
  hasActiveSubscription: pro,
});

beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("EventSource", undefined);
  URL.createObjectURL = vi.fn(() => "blob:thumbnail");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/bulk-upload", { timeout: 30_000 }, () => {
  it("is a signed-in page: the studio with the real uploader, the plan and past jobs", async () => {
    serve({
      "GET /api/auth/user": () => json(robin),
      "GET /api/usage-status": () => json(usage(true)),
      "GET /api/bulk-jobs": () => json({ jobs: [] }),
      "POST /api/objects/upload": () =>
        json({ message: "You've used your 10 GB of image storage.", code: "payload_too_large" }, 413),
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/bulk-upload");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Bulk Upload" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByText("No batches yet. Each batch you start is listed here.")).toBeTruthy();

    // Uppy loads in its own chunk; once it has, picking files fills the grid.
    const input = screen.getByLabelText("Choose images") as HTMLInputElement;
    await waitFor(() => expect(input.disabled).toBe(false), { timeout: 10_000 });
    const files = ["a.jpg", "b.png"].map(
      (name) =>
        new File([new Uint8Array(16)], name, { type: name.endsWith("png") ? "image/png" : "image/jpeg" }),
    );
    fireEvent.change(input, { target: { files } });
    const grid = await screen.findByRole("list", { name: "Selected images" });
    expect(
      within(grid)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["a.jpg", "b.png"]);

    // Pro: uploads start at once. A refused upload URL fails that file, with the server's reason.
    expect(
      await screen.findByRole("heading", { name: "2 images could not be uploaded" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getAllByText("HTTP 413: You've used your 10 GB of image storage.")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Retry a.jpg" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove b.png" }));
    await waitFor(() => expect(within(grid).getAllByRole("img")).toHaveLength(1));
  });

  it("shows a Free account the Pro offer", async () => {
    serve({
      "GET /api/auth/user": () => json({ ...robin, subscriptionStatus: "inactive" }),
      "GET /api/usage-status": () => json(usage(false)),
    });
    renderAt("/bulk-upload");
    expect(
      await screen.findByRole("heading", { name: "Bulk upload is a Pro feature" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Past batches" })).toBeNull();
  });
});
