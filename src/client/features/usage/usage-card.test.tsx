// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UsageStatus } from "../../../domain/usage";
import { createQueryClient } from "../../lib/query-client";
import { UsageCard } from "./usage-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(status: UsageStatus, kind?: "social" | "listings") {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify(status), { headers: { "Content-Type": "application/json" } }),
    ),
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <UsageCard kind={kind} />
    </QueryClientProvider>,
  );
  return view;
}

const free = (socialMediaUsed: number, productListingsUsed: number): UsageStatus => ({
  socialMediaUsed,
  socialMediaLimit: 2,
  productListingsUsed,
  productListingsLimit: 2,
  hasActiveSubscription: false,
  subscriptionStatus: "inactive",
});

describe("UsageCard", () => {
  it("shows a skeleton, then the Free plan's two bars without an upgrade below 80%", async () => {
    renderWith(free(1, 0));
    expect(screen.getByText("Loading usage…")).toBeTruthy();
    expect(await screen.findByText("Usage Overview")).toBeTruthy();
    expect(screen.getByText("Free Plan")).toBeTruthy();
    expect(screen.getByText("Track your free usage")).toBeTruthy();
    expect(screen.getByText("Social Media Posts")).toBeTruthy();
    expect(screen.getByText("1/2")).toBeTruthy();
    expect(screen.getByText("Product Listings")).toBeTruthy();
    expect(screen.getByText("0/2")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Upgrade to Pro/ })).toBeNull();
  });

  it("turns red when both are used up, says so, and offers the upgrade", async () => {
    const { container } = renderWith(free(2, 2));
    expect(await screen.findByText("You've reached your free limits")).toBeTruthy();
    expect(screen.getByText("Social media limit reached")).toBeTruthy();
    expect(screen.getByText("Product listings limit reached")).toBeTruthy();
    const upgrade = screen.getByRole("link", { name: "Upgrade to Pro for $12.99/month" });
    expect(upgrade.getAttribute("href")).toBe("/subscribe");
    expect(screen.getByText("Get unlimited access to all features")).toBeTruthy();
    expect(container.querySelector("[data-usage-level]")?.getAttribute("data-usage-level")).toBe("limit");
  });

  it("on the listings page, names only the social limit while listings are left, and stays yellow", async () => {
    const { container } = renderWith(free(2, 0), "listings");
    expect(
      await screen.findByText("You've used your free social media posts; 2 free listings left"),
    ).toBeTruthy();
    expect(screen.queryByText("You've reached your free limits")).toBeNull();
    expect(screen.getByText("Social media limit reached")).toBeTruthy();
    expect(screen.queryByText("Product listings limit reached")).toBeNull();
    expect(container.querySelector("[data-usage-level]")?.getAttribute("data-usage-level")).toBe("warning");
    expect(screen.getByRole("link", { name: "Upgrade to Pro for $12.99/month" })).toBeTruthy();
  });

  it("on the social page, turns red when social is used up", async () => {
    const { container } = renderWith(free(2, 0), "social");
    await screen.findByText("Social media limit reached");
    expect(container.querySelector("[data-usage-level]")?.getAttribute("data-usage-level")).toBe("limit");
  });

  it("shows Pro as unlimited", async () => {
    renderWith({
      socialMediaUsed: 9,
      socialMediaLimit: null,
      productListingsUsed: 3,
      productListingsLimit: null,
      hasActiveSubscription: true,
      subscriptionStatus: "active",
    });
    expect(await screen.findByText("Pro Member")).toBeTruthy();
    expect(screen.getByText("Unlimited Access")).toBeTruthy();
    expect(screen.getByText("You have unlimited content generation")).toBeTruthy();
  });
});
