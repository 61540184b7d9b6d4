// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ToolNav } from "./tool-nav";

afterEach(cleanup);

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  render(
    <Router hook={hook}>
      <ToolNav />
    </Router>,
  );
  return within(screen.getByRole("navigation", { name: "Tools" }));
}

describe("the tools in the signed-in bar", () => {
  it("names the five tools, each a link to its page", () => {
    const nav = renderAt("/home");
    const links = nav.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Social", "/social-content"],
      ["Listings", "/product-listings"],
      ["Bulk", "/bulk-upload"],
      ["History", "/history"],
      ["Brands", "/brands"],
    ]);
    // Home is no tool: nothing is marked.
    expect(links.filter((link) => link.hasAttribute("aria-current"))).toEqual([]);
  });

  it.each([
    ["/social-content", "Social"],
    ["/create", "Social"],
    ["/history/", "History"],
    ["/bulk-upload", "Bulk"],
  ])("marks the tool shown at %s as the current page", (path, label) => {
    const nav = renderAt(path);
    const current = nav.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });
});
