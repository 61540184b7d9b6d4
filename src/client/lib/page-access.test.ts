import { describe, expect, it } from "vitest";
import {
  authPageHref,
  isClientPage,
  nextPathFrom,
  pageHrefFor,
  redirectFor,
  safeNextPath,
  signInHref,
} from "./page-access";

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

describe("safeNextPath", () => {
  it("keeps a page of this site, with its query and #fragment", () => {
    expect(safeNextPath("/history")).toBe("/history");
    expect(safeNextPath("/history?tab=listings")).toBe("/history?tab=listings");
    expect(safeNextPath("/account#api-tokens")).toBe("/account#api-tokens");
    expect(safeNextPath("/listings/abc/copy-sheet/etsy")).toBe("/listings/abc/copy-sheet/etsy");
    expect(safeNextPath("/pricing")).toBe("/pricing");
    expect(safeNextPath("/./history")).toBe("/history");
  });

  it("falls back to the home screen for anything that could leave the site", () => {
    for (const next of [
      "//evil.example",
      "//evil.example/history",
      "/\\evil.example",
      "/\\/evil.example",
      "https://evil.example/history",
      "http:evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " /history",
      "/..//evil.example",
      "/%2e%2e//evil.example",
      "/history\\..\\..\\evil",
    ]) {
      expect(safeNextPath(next), JSON.stringify(next)).toBe("/home");
    }
  });

  it("falls back to the home screen for sign-in, sign-up, non-pages and nothing at all", () => {
    for (const next of [
      "/login",
      "/login/",
      "/login?next=%2Fhistory",
      "/register",
      "/api/auth/logout",
      "/no-such-page",
      "",
      null,
      undefined,
      `/history?${"x".repeat(3000)}`,
    ]) {
      expect(safeNextPath(next), String(next)).toBe("/home");
    }
  });

  it("tells a missing or refused next apart from a given one", () => {
    expect(nextPathFrom("/brands")).toBe("/brands");
    expect(nextPathFrom("//evil.example")).toBeNull();
    expect(nextPathFrom(null)).toBeNull();
  });
});

describe("redirectFor", () => {
  it("sends visitors at a members' page to sign in, remembering the whole address", () => {
    expect(redirectFor("/history", "", "", false)).toBe("/login?next=%2Fhistory");
    expect(redirectFor("/bulk-upload", "job=7", "", false)).toBe("/login?next=%2Fbulk-upload%3Fjob%3D7");
    expect(redirectFor("/account", "", "#api-tokens", false)).toBe("/login?next=%2Faccount%23api-tokens");
    expect(redirectFor("/admin/test-cases", "", "", false)).toBe("/login?next=%2Fadmin%2Ftest-cases");
    expect(signInHref("/history")).toBe("/login?next=%2Fhistory");
  });

  it("sends signed-in readers at sign-in or sign-up on to next, or home", () => {
    expect(redirectFor("/login", "", "", true)).toBe("/home");
    expect(redirectFor("/register", "", "", true)).toBe("/home");
    expect(redirectFor("/login", "next=%2Fhistory", "", true)).toBe("/history");
    expect(redirectFor("/login", "next=%2F%2Fevil.example", "", true)).toBe("/home");
  });

  it("leaves paths that are no page for anyone to 'Page Not Found'", () => {
    expect(redirectFor("/no-such-page", "", "", false)).toBeNull();
    expect(redirectFor("/no-such-page", "", "", true)).toBeNull();
    expect(redirectFor("/history", "", "", true)).toBeNull();
  });
});

describe("authPageHref", () => {
  it("keeps a safe next between sign-in and sign-up, and drops any other", () => {
    expect(authPageHref("/register", "/history")).toBe("/register?next=%2Fhistory");
    expect(authPageHref("/login", "/account#api-tokens")).toBe("/login?next=%2Faccount%23api-tokens");
    expect(authPageHref("/login", null)).toBe("/login");
    expect(authPageHref("/register", "//evil.example")).toBe("/register");
  });
});
