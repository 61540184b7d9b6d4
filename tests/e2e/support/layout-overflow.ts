import { expect, type Page } from "@playwright/test";

/**
 * What makes a page scroll sideways on a phone, measured in the page: the document's width
 * against the viewport's, the elements that reach past the viewport's right edge (widest first,
 * the outermost culprit is usually at the top), and the buttons and links whose text does not
 * fit inside them (cut off, as "$12.99/mon").
 */

export interface OverflowingElement {
  tag: string;
  className: string;
  width: number;
  right: number;
  text: string;
}

export interface ClippedControl {
  tag: string;
  text: string;
  /** The width its content needs against the width it has. */
  needs: number;
  has: number;
}

export interface LayoutReport {
  viewportWidth: number;
  scrollWidth: number;
  overflowing: OverflowingElement[];
  clipped: ClippedControl[];
}

/** A page has settled when its heading shows and nothing on it says it is still loading. */
export async function waitForPageToSettle(page: Page): Promise<void> {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Measures the page as it is now (see the module comment). */
export function measureLayout(page: Page, widest = 5): Promise<LayoutReport> {
  return page.evaluate((widest) => {
    const viewportWidth = window.innerWidth;
    const identify = (element: Element) => ({
      tag: element.tagName.toLowerCase(),
      className: (element.getAttribute("class") ?? "").slice(0, 160),
      text: (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
    });
    // An element inside a box that clips or scrolls sideways cannot widen the page.
    const insideClippingBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== "visible" || style.position === "fixed") return true;
      }
      return false;
    };
    const isShown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== "hidden" && style.display !== "none" && style.position !== "fixed";
    };

    const overflowing = [...document.body.querySelectorAll("*")]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(
        ({ element, box }) =>
          box.width > 0 && box.right > viewportWidth + 0.5 && isShown(element) && !insideClippingBox(element),
      )
      .sort((a, b) => b.box.width - a.box.width)
      .slice(0, widest)
      .map(({ element, box }) => ({
        ...identify(element),
        width: Math.round(box.width),
        right: Math.round(box.right),
      }));

    // Inline elements have no client width to compare with; only boxes can cut their text off.
    const clipped = [...document.querySelectorAll("button, a, [role='button']")]
      .filter((control) => {
        const style = getComputedStyle(control);
        return (
          style.display !== "inline" &&
          (control as HTMLElement).offsetParent !== null &&
          (control.textContent ?? "").trim() !== "" &&
          control.scrollWidth > control.clientWidth + 1
        );
      })
      .map((control) => ({
        tag: control.tagName.toLowerCase(),
        text: (control.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
        needs: control.scrollWidth,
        has: control.clientWidth,
      }));

    return { viewportWidth, scrollWidth: document.documentElement.scrollWidth, overflowing, clipped };
  }, widest);
}

/** One line per problem the report shows, prefixed with where it was seen; none when it fits. */
export function layoutProblems(where: string, report: LayoutReport): string[] {
  const problems: string[] = [];
  if (report.scrollWidth > report.viewportWidth) {
    const culprits = report.overflowing
      .map(
        (el) => `    <${el.tag} class="${el.className}"> ${el.width} px wide, to x=${el.right}: "${el.text}"`,
      )
      .join("\n");
    problems.push(`${where}: ${report.scrollWidth} px wide at ${report.viewportWidth} px\n${culprits}`);
  }
  for (const control of report.clipped) {
    problems.push(
      `${where}: <${control.tag}> "${control.text}" needs ${control.needs} px, has ${control.has} px`,
    );
  }
  return problems;
}
