import { describe, expect, it } from "vitest";
import { isClientPage, pageHrefFor } from "./page-access";

describe("pageHrefFor", () => {
  it("sends signed-in readers home instead of to sign-in or sign-up", () => {
    expect(pageHrefFor("/register", true)).toBe("/home");
    expect(pageHrefFor("/login", true)).toBe("/home");
  });

  it("sends visitors through sign-in to the members' pages, saying where they were heading", () => {
    expect(pageHrefFor("/brands", false)).toBe("/login?next=%2Fbrands");
    expect(pageHrefFor("/account#api-tokens", false)).toBe("/login?next=%2Faccount%23api-tokens");
    expect(pageHrefFor("/listings/abc/copy-sheet/etsy", false)).toBe(
      "/login?next=%2Flistings%2Fabc%2Fcopy-sheet%2Fetsy",
    );
  });

  it("keeps links to the pages both can open, and to each one's own pages", () => {
    for (const href of ["/", "/pricing", "/user-manual#quick-start", "/contact", "/reset-password"]) {
      expect(pageHrefFor(href, true)).toBe(href);
      expect(pageHrefFor(href, false)).toBe(href);
    }
    expect(pageHrefFor("/register", false)).toBe("/register");
    expect(pageHrefFor("/account#api-tokens", true)).toBe("/account#api-tokens");
  });
});

describe("isClientPage", () => {
  it("tells the client's pages from what the server serves and from other sites", () => {
    expect(isClientPage("/brands")).toBe(true);
    expect(isClientPage("/user-manual#api")).toBe(true);
    expect(isClientPage("/api/docs")).toBe(false);
    expect(isClientPage("https://help.etsy.com/hc/en-us")).toBe(false);
    expect(isClientPage("//evil.example/brands")).toBe(false);
    expect(isClientPage("#troubleshooting")).toBe(false);
  });
});
