// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { builtinLanguages, languageCodes } from "../../domain/languages";
import { FREE_LIMITS, PRO_PRICE } from "../../domain/plans";
import type { SiteConfig } from "../../domain/site-config";
import { createQueryClient } from "../lib/query-client";
import { LandingPage } from "./landing";

const builtin: SiteConfig = {
  engine: "builtin",
  textModel: null,
  imageGeneration: false,
  billing: "demo",
  banner: null,
  analyticsId: null,
  supportEmail: "help@studio.test",
  exports: { publicImageLinks: false },
  languages: {
    available: [...builtinLanguages],
    byEngine: { builtin: [...builtinLanguages], openai: [...languageCodes] },
  },
};

function renderLanding(config: SiteConfig) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url !== "/api/config") throw new Error(`unexpected request ${url}`);
      return new Response(JSON.stringify(config), { headers: { "Content-Type": "application/json" } });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path: "/" }).hook}>
        <LandingPage />
      </Router>
    </QueryClientProvider>,
  );
}

/** The footer's support e-mail appears once GET /api/config has answered. */
// The whole landing renders first; under a loaded test run that can take longer than findBy's 1 s default.
const configLoaded = () => screen.findByRole("link", { name: "help@studio.test" }, { timeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Each test renders the whole landing (and one renders it three times): slow on a busy machine.
describe("landing page", { timeout: 30_000 }, () => {
  it("says who writes the content and never claims GPT-4 with the builtin writer", async () => {
    renderLanding(builtin);
    await configLoaded();
    expect(screen.getByTestId("writer-description").textContent).toMatch(/built-in copywriter/);
    expect(document.body.textContent).not.toMatch(/GPT-?4/i);
    // AI images are not offered here: the feature says so plainly instead of selling it.
    const aiImages = screen.getByRole("heading", { level: 3, name: "AI Product Images" }).parentElement;
    expect(aiImages?.textContent).toContain("Coming soon");
    expect(screen.getByText(/Checkout here is a demo: no real payment is taken/)).toBeTruthy();
  });

  it("names the configured model when an OpenAI-compatible engine serves", async () => {
    renderLanding({ ...builtin, engine: "openai", textModel: "llama3.1:8b", imageGeneration: true });
    await configLoaded();
    expect(screen.getByTestId("writer-description").textContent).toBe(
      "Powered by llama3.1:8b, reading your photo and your brand details.",
    );
    expect(document.body.textContent).not.toContain("Coming soon");
  });

  it("speaks to sellers, not to whoever runs the site, whatever the site's setup", async () => {
    for (const config of [
      builtin,
      { ...builtin, billing: "off" as const },
      { ...builtin, engine: "openai" as const },
    ]) {
      renderLanding(config);
      await configLoaded();
      const text = document.body.textContent ?? "";
      expect(text).not.toMatch(
        /\bserver\b|\bAPI\b|metadata|Argon2|\/subscribe\b|\/register\b|generations?\b/i,
      );
      cleanup();
    }
  });

  it("has every section the spec lists, with the spec's calls to action", async () => {
    renderLanding(builtin);
    await configLoaded();
    expect(screen.getByRole("heading", { level: 1, name: /6 social networks/ })).toBeTruthy();
    for (const name of [
      /Everything for launch day/,
      /Start free, upgrade/,
      /Three steps/,
      /Built for people/,
      /Questions sellers ask/,
    ]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeTruthy();
    }
    const hrefOf = (name: string | RegExp) => screen.getAllByRole("link", { name })[0]?.getAttribute("href");
    expect(hrefOf("Start Free - 2 + 2 Posts")).toBe("/register");
    expect(hrefOf("Login to Account")).toBe("/login");
    expect(hrefOf("Start Creating Content")).toBe("/register");
    expect(hrefOf("Try Bulk Upload")).toBe("/register");
    expect(hrefOf("Pricing")).toBe("/pricing");
    expect(hrefOf("Help")).toBe("/user-manual");
    // The landing spells the plans out (importing them would add zod to its bundle): keep them true.
    expect(screen.getByText(PRO_PRICE.display)).toBeTruthy();
    expect(screen.getByText(`${FREE_LIMITS.socialMedia} social media posts`)).toBeTruthy();
    expect(screen.getByText(`${FREE_LIMITS.productListings} product listings`)).toBeTruthy();
    expect(screen.getByText(/JPG, PNG, GIF and WebP images, max 10MB per image/)).toBeTruthy();
    // Footer.
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "help@studio.test" }).getAttribute("href")).toBe(
      "mailto:help@studio.test",
    );
    // The admin dot is for admins only: to a visitor it would lead to a page they cannot open.
    expect(within(footer).queryByRole("link", { name: "Admin test cases" })).toBeNull();
  });

  it("shows the promo banner only when configured, opening in a new tab as sponsored", async () => {
    renderLanding({ ...builtin, banner: { text: "Partner offer", url: "https://partner.test/offer" } });
    const link = await screen.findByRole("link", { name: /Partner offer/ });
    expect(link.getAttribute("href")).toBe("https://partner.test/offer");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener sponsored");
    cleanup();
    renderLanding(builtin);
    await configLoaded();
    expect(screen.queryByRole("complementary", { name: "Sponsored" })).toBeNull();
  });
});
