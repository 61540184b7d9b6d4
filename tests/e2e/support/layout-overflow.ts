import { expect, type Page } from "@playwright/test";

/**
 * What makes a page scroll sideways on a phone, measured in the page: the document's width
 * against the viewport's, the elements that reach past the viewport's right edge (widest first,
 * the outermost culprit is usually at the top), and the buttons and links whose text does not
 * fit inside them (cut off, as "$12.99/mon"). And what sticks out without widening the page (issue
 * 33: a card 10 px wider than its column, a sidebar past the page's edge): any element or line of
 * text reaching past the box it sits in.
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

/** An element, or a line of text ("#text"), reaching past the box it sits in. */
export interface StickingOut {
  tag: string;
  className: string;
  text: string;
  /** How far past its box, in px (the larger side). */
  by: number;
  box: { tag: string; className: string };
}

export interface LayoutReport {
  viewportWidth: number;
  scrollWidth: number;
  overflowing: OverflowingElement[];
  clipped: ClippedControl[];
  stickingOut: StickingOut[];
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

    // Sticking out: an element's border box against its parent's (the box it is laid out in),
    // allowing what its own negative margins ask for (a bar bleeding to its card's edges). Left
    // out: what is not drawn (checkVisibility: closed <details>, display none, opacity 0, as
    // Radix's hidden form inputs), positioned elements (placed against another box on purpose: a
    // popover, a badge), and children of a box that scrolls or clips (they scroll, or are cut and
    // caught above as clipped). A line of text is measured against its element's content box, so
    // an unbreakable address or link counts too. Only the outermost culprit of a nest is named.
    const drawn = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const layoutParent = (element: Element) => {
      let parent = element.parentElement;
      while (parent && getComputedStyle(parent).display === "contents") parent = parent.parentElement;
      return parent;
    };
    const stickingOut: (StickingOutFound & { element: Element })[] = [];
    const named = new Set<Element>();
    const insideNamed = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement) if (named.has(box)) return true;
      return false;
    };
    type StickingOutFound = Omit<StickingOut, "box"> & { boxElement: Element };
    const pastEdges = (inner: DOMRect, outer: DOMRect, bleedLeft = 0, bleedRight = 0) =>
      Math.max(inner.right - (outer.right + bleedRight), outer.left - bleedLeft - inner.left);

    for (const element of document.body.querySelectorAll("*")) {
      if (insideNamed(element) || !drawn(element)) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const parent = layoutParent(element);
      // A transformed element's box is the turned or scaled one (a spinning loader): drawn on purpose.
      const positioned =
        style.position === "absolute" || style.position === "fixed" || style.transform !== "none";
      if (parent && parent !== document.body && !positioned) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX === "visible" && parentStyle.display !== "inline") {
          const by = pastEdges(
            box,
            parent.getBoundingClientRect(),
            Math.max(0, -Number.parseFloat(style.marginLeft)),
            Math.max(0, -Number.parseFloat(style.marginRight)),
          );
          if (by > 1) {
            named.add(element);
            stickingOut.push({ element, ...identify(element), by: Math.round(by), boxElement: parent });
            continue;
          }
        }
      }
      // Its own lines of text, against its content box (text may not use the padding).
      if (style.overflowX !== "visible" || style.display === "inline" || style.display === "contents")
        continue;
      const content = new DOMRect(
        box.left + element.clientLeft + Number.parseFloat(style.paddingLeft),
        box.top,
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
        box.height,
      );
      // Where spaces are kept (pre-wrap), the space at a wrap hangs past the edge unseen: allow
      // half an em for it.
      const hanging = /^(pre-wrap|break-spaces)$/.test(style.whiteSpace)
        ? Number.parseFloat(style.fontSize) / 2
        : 0;
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? "").trim() === "") continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const by = Math.max(0, ...[...range.getClientRects()].map((line) => pastEdges(line, content)));
        if (by > 1 + hanging) {
          named.add(element);
          stickingOut.push({
            element,
            tag: "#text",
            className: "",
            text: (node.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
            by: Math.round(by),
            boxElement: element,
          });
          break;
        }
      }
    }

    return {
      viewportWidth,
      scrollWidth: document.documentElement.scrollWidth,
      overflowing,
      clipped,
      stickingOut: stickingOut.map(({ element: _, boxElement, ...found }) => ({
        ...found,
        box: { tag: boxElement.tagName.toLowerCase(), className: identify(boxElement).className },
      })),
    };
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
  for (const found of report.stickingOut) {
    const what = found.tag === "#text" ? "text" : `<${found.tag} class="${found.className}">`;
    problems.push(
      `${where}: ${what} "${found.text}" reaches ${found.by} px past its box <${found.box.tag} class="${found.box.className}">`,
    );
  }
  for (const control of report.clipped) {
    problems.push(
      `${where}: <${control.tag}> "${control.text}" needs ${control.needs} px, has ${control.has} px`,
    );
  }
  return problems;
}

/** Nothing sticks out or scrolls sideways, on a 360 px phone or a 1280 px screen (the viewport is left at 1280). */
export async function fitsOnEveryScreen(page: Page, where: string): Promise<void> {
  const problems: string[] = [];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    problems.push(...layoutProblems(`${where} at ${width} px`, await measureLayout(page)));
  }
  expect(problems).toEqual([]);
}
