// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { keepDashboardAccessible } from "./dashboard-accessibility";

afterEach(() => {
  document.body.innerHTML = "";
});

/** The shape Uppy 6's Dashboard renders for one chosen file (trimmed to what matters here). */
function dashboardWithOneFile(): HTMLElement {
  const root = document.createElement("div");
  root.className = "uppy-Dashboard";
  root.innerHTML = `
    <div class="uppy-Dashboard-inner" role="dialog">
      <div class="uppy-Dashboard-files">
        <div class="uppy-Dashboard-filesInner" role="presentation">
          <div class="uppy-Dashboard-Item" role="listitem">mug.jpg</div>
        </div>
      </div>
    </div>`;
  document.body.append(root);
  return root;
}

const flushObserver = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("keepDashboardAccessible", () => {
  it("names the dialog, marks it modal, and gives a lone list item its list", () => {
    const root = dashboardWithOneFile();
    keepDashboardAccessible(root, "Add a product photo");
    const dialog = root.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute("aria-label")).toBe("Add a product photo");
    expect(dialog?.getAttribute("aria-modal")).toBe("true");
    expect(root.querySelector('[role="listitem"]')?.parentElement?.getAttribute("role")).toBe("list");
  });

  it("repairs what a redraw puts back, until stopped", async () => {
    const root = dashboardWithOneFile();
    const stop = keepDashboardAccessible(root, "Add a product photo");

    const inner = root.querySelector(".uppy-Dashboard-inner");
    inner?.replaceChildren();
    inner?.insertAdjacentHTML(
      "beforeend",
      '<div><div class="uppy-Dashboard-filesInner" role="presentation"><div role="listitem">cup.png</div></div></div>',
    );
    await flushObserver();
    expect(root.querySelector('[role="listitem"]')?.parentElement?.getAttribute("role")).toBe("list");

    stop();
    inner?.insertAdjacentHTML("beforeend", '<div role="dialog"></div>');
    await flushObserver();
    expect(root.querySelectorAll('[role="dialog"]')[1]?.hasAttribute("aria-label")).toBe(false);
  });

  it("leaves items that already sit in a list alone", () => {
    const root = document.createElement("div");
    root.innerHTML = '<div role="list"><div class="row"><div role="listitem">a</div></div></div>';
    keepDashboardAccessible(root, "Add a product photo");
    expect(root.querySelector(".row")?.hasAttribute("role")).toBe(false);
  });
});
