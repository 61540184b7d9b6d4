// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ada, json, patient, renderApp, serve, unauthorized } from "../account/account-test-support";
import { siteConfig } from "../brand-profiles/brand-profile-test-support";

/**
 * The manual's links go where this reader can follow them (issue 18's link crawl): the sign-up
 * page only for visitors, the members' pages through sign-in for visitors, and what the client
 * router cannot open (the server's API reference, other sites) as plain links.
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openManual(signedIn: boolean, config = siteConfig()) {
  serve({
    "GET /api/auth/user": signedIn ? () => json(ada) : unauthorized,
    "GET /api/config": () => json(config),
  });
  const location = renderApp("/user-manual");
  await screen.findByRole("heading", { level: 1, name: "User Manual" }, patient);
  return location;
}

const section = (name: string) => within(screen.getByRole("region", { name }));
const hrefOf = (link: HTMLElement) => link.getAttribute("href");

describe("user manual links", { timeout: 30_000 }, () => {
  it("signed out: the quick start signs up, and the members' pages go through sign-in", async () => {
    await openManual(false);
    expect(hrefOf(section("Quick start").getByRole("link", { name: "Create a free account" }))).toBe(
      "/register",
    );
    expect(hrefOf(screen.getByRole("link", { name: "Brands" }))).toBe("/login?next=%2Fbrands");
    expect(hrefOf(screen.getByRole("link", { name: "your account page" }))).toBe(
      "/login?next=%2Faccount%23api-tokens",
    );
  });

  it("signed in: the quick start opens the home screen, and nothing links to sign-up", async () => {
    await openManual(true);
    // While the sign-in check runs, the manual renders as for a visitor: wait for the user.
    expect(hrefOf(await section("Quick start").findByRole("link", { name: "home screen" }))).toBe("/home");
    expect(document.querySelector('a[href="/register"], a[href="/login"]')).toBeNull();
    expect(hrefOf(screen.getByRole("link", { name: "Brands" }))).toBe("/brands");
    expect(hrefOf(screen.getByRole("link", { name: "your account page" }))).toBe("/account#api-tokens");
  });

  it("leaves the API reference and other sites to the browser, not the client router", async () => {
    const location = await openManual(true);
    await section("Quick start").findByRole("link", { name: "home screen" });
    // The browser's own navigation is held back (jsdom has none); only the router's would show.
    window.addEventListener("click", (event) => event.preventDefault());
    for (const name of ["API reference", "Using CSV files to import and export products"]) {
      fireEvent.click(screen.getByRole("link", { name }));
    }
    expect(location.history).toEqual(["/user-manual"]);
  });

  it("speaks to sellers outside the API section: no page addresses, no talk of the server", async () => {
    for (const billing of ["demo", "off"] as const) {
      await openManual(false, { ...siteConfig(), billing });
      // Wait for the config: its notes (demo checkout, AI images) are part of what is read.
      await screen.findByText(/AI product images are coming soon/, {}, patient);
      const sellerText = screen
        .getAllByRole("region")
        .filter((region) => region.getAttribute("aria-labelledby") !== "api-heading")
        .map((region) => region.textContent ?? "")
        .join("\n");
      expect(sellerText).not.toMatch(/(^|[\s(])\/[a-z]/m);
      expect(sellerText).not.toMatch(
        /\bserver\b|\bbytes\b|EXIF|UTF-8 \(with|rate limited|\bgenerations\b|\bone generation\b/i,
      );
      cleanup();
    }
  });
});
