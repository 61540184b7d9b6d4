import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COPY_SHEET_ROUTE } from "../client/lib/copy-sheet-paths";
import {
  isPagePath,
  memberPagePaths,
  pageModules,
  previewedMemberPagePaths,
  visitorPagePaths,
} from "./site-paths";

/** The `path`s of one branch of app.tsx's route table, in order. */
function routeTablePaths(branch: "visitor" | "member"): string[] {
  const source = readFileSync("src/client/app.tsx", "utf8");
  const [visitor, member] = source.split(") : (");
  const text = (branch === "visitor" ? visitor : member?.split("<Route component=")[0]) ?? "";
  return [...text.matchAll(/<Route path=(?:"([^"]+)"|\{([A-Z_]+)\})/g)].map(
    (match) =>
      match[1] ?? (match[2] === "COPY_SHEET_ROUTE" ? COPY_SHEET_ROUTE : `unknown constant ${match[2]}`),
  );
}

describe("the server's list of pages", () => {
  it("is the client's route table, both branches", () => {
    expect(routeTablePaths("visitor")).toEqual([...visitorPagePaths]);
    expect(routeTablePaths("member")).toEqual([...memberPagePaths]);
  });

  it("matches pages, their parameters and a trailing slash, and nothing else", () => {
    expect(isPagePath("/")).toBe(true);
    expect(isPagePath("/pricing/")).toBe(true);
    expect(isPagePath("/listings/abc-123/copy-sheet/etsy")).toBe(true);
    expect(isPagePath("/listings//copy-sheet/etsy")).toBe(false);
    expect(isPagePath("/listings/a/b/copy-sheet/etsy")).toBe(false);
    expect(isPagePath("/pricingx")).toBe(false);
    expect(isPagePath("/api/health")).toBe(false);
  });
});

describe("the page modules the server preloads", () => {
  it("are the modules app.tsx loads, each for a page of its branch", () => {
    const source = readFileSync("src/client/app.tsx", "utf8");
    for (const [branch, modules] of Object.entries(pageModules)) {
      const paths: readonly string[] = branch === "visitor" ? visitorPagePaths : memberPagePaths;
      for (const [path, module] of Object.entries(modules)) {
        expect(paths, `${branch} ${path}`).toContain(path);
        expect(source, module).toContain(`import("./${module.replace(/\.tsx$/, "")}")`);
      }
    }
  });
});

describe("the members' pages sent with a preview", () => {
  it("are members' pages, each with a preview to write and a loader for main.tsx", () => {
    const app = readFileSync("src/client/app.tsx", "utf8");
    const previews = readFileSync("src/client/pages/member-previews.tsx", "utf8");
    for (const path of previewedMemberPagePaths) {
      expect(memberPagePaths, path).toContain(path);
      expect(previews, path).toContain(`"${path}": () =>`);
      expect(app.split("previewedRouteLoaders")[1], path).toContain(`"${path}": `);
    }
  });
});
