import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { moveFocusTo } from "./focus-target";

/**
 * For the app's outermost element: a heading or <main> that received focus from the app (a page
 * change, the skip link) shows a quiet underline, or nothing, rather than the ring around a control.
 */
export const pageFocusStyles =
  "contents [&_h1:focus]:outline-none [&_h1:focus-visible]:underline [&_h1:focus-visible]:decoration-2 [&_h1:focus-visible]:decoration-indigo-300 [&_h1:focus-visible]:underline-offset-8 [&_main:focus]:outline-none";

/** How long a page may take to appear (its code and first data) before focus stays where it is. */
const PAGE_APPEARS_WITHIN_MS = 10_000;

/**
 * Whether `element` is on screen. While the next page's code loads, React keeps the previous page
 * in the document, hidden, under the loading indicator: its heading is not the new page's.
 * (Without checkVisibility, as in the unit tests' DOM, everything counts as shown.)
 */
const isShown = (element: HTMLElement) => element.checkVisibility?.() ?? true;

/** The id an address's #fragment names ("" when none, or when it is not valid percent-encoding). */
function fragmentId(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return "";
  }
}

/** What a new page starts at, once shown: the #section its address names, else its heading. */
function pageStart(): HTMLElement | null {
  const id = fragmentId();
  const section = id ? document.getElementById(id) : null;
  if (section && isShown(section)) return section;
  const headings = [...document.querySelectorAll<HTMLElement>("main h1"), ...document.querySelectorAll("h1")];
  return headings.find(isShown) ?? null;
}

/** Calls `found` with pageStart() once the page shows it; returns a function that stops waiting. */
function whenPageShows(found: (start: HTMLElement) => void): () => void {
  const start = pageStart();
  if (start) {
    found(start);
    return () => {};
  }
  // The page's code may still be loading: wait for its heading to be rendered.
  const observer = new MutationObserver(() => {
    const shown = pageStart();
    if (!shown) return;
    stop();
    found(shown);
  });
  const timer = window.setTimeout(() => stop(), PAGE_APPEARS_WITHIN_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  // The new page is inserted, and the loading indicator's hiding of the old one is a style change.
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["style"],
  });
  return stop;
}

/**
 * After the reader moves to another page inside the app, focus goes to the new page's heading (or
 * the #section its address names), as a full page load would start them at the top: otherwise
 * keyboard and screen-reader users stay on the link they used, in a page that has gone. Nothing
 * moves before the reader has done anything (the first load, and the redirects it may bring), so
 * the skip link stays the first Tab stop. Going back or forward keeps the browser's scroll.
 */
export function useFocusOnPageChange(): void {
  const [location] = useLocation();
  const previous = useRef(location);
  const readerHasActed = useRef(false);
  const wentThroughHistory = useRef(false);

  useEffect(() => {
    const acted = () => {
      readerHasActed.current = true;
    };
    const historyMove = () => {
      wentThroughHistory.current = true;
    };
    for (const type of ["pointerdown", "keydown", "click"]) document.addEventListener(type, acted, true);
    window.addEventListener("popstate", historyMove);
    return () => {
      for (const type of ["pointerdown", "keydown", "click"]) document.removeEventListener(type, acted, true);
      window.removeEventListener("popstate", historyMove);
    };
  }, []);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    const fromHistory = wentThroughHistory.current;
    wentThroughHistory.current = false;
    if (!readerHasActed.current) return;
    return whenPageShows((start) => {
      if (fromHistory || start.tagName !== "H1") {
        moveFocusTo(start, { preventScroll: fromHistory });
        return;
      }
      // A new page opens at its top, header included, not scrolled to where its heading sits.
      window.scrollTo({ top: 0 });
      moveFocusTo(start, { preventScroll: true });
    });
  }, [location]);
}
