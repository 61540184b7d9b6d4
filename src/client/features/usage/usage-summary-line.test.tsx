// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UsageStatus } from "../../../domain/usage";
import { json, serve } from "../../lib/export-test-support";
import { createQueryClient } from "../../lib/query-client";
import { UsageSummaryLine } from "./usage-summary-line";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(status: UsageStatus, kind: "social" | "listings") {
  serve({ "GET /api/usage-status": () => json(status) });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <UsageSummaryLine kind={kind} />
    </QueryClientProvider>,
  );
}

const free: UsageStatus = {
  socialMediaUsed: 2,
  socialMediaLimit: 2,
  productListingsUsed: 1,
  productListingsLimit: 2,
  hasActiveSubscription: false,
  subscriptionStatus: "inactive",
};

describe("UsageSummaryLine", () => {
  it("sums up the page's own kind on one line, with the way to upgrade", async () => {
    renderWith(free, "listings");
    expect(await screen.findByText("1 of 2 free listings left")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/subscribe");
  });

  it("turns red when none are left", async () => {
    const { container } = renderWith(free, "social");
    expect(await screen.findByText("No free social posts left")).toBeTruthy();
    expect(container.querySelector("[data-usage-summary]")?.className).toContain("bg-red-50");
  });

  it("offers no upgrade on Pro", async () => {
    renderWith(
      {
        ...free,
        socialMediaLimit: null,
        productListingsLimit: null,
        hasActiveSubscription: true,
        subscriptionStatus: "active",
      },
      "social",
    );
    expect(await screen.findByText("Pro: unlimited social posts")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
