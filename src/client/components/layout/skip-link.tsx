import type { MouseEvent } from "react";
import { MAIN_CONTENT_ID, mainContent, moveFocusTo } from "./focus-target";

/**
 * "Skip to main content": the first thing Tab reaches on every page, so keyboard and screen-reader
 * users can jump over the header. Out of sight until it has focus. Before the script runs (a
 * prerendered page) it is a plain #main-content link; after, it moves focus into <main> itself,
 * so the next Tab continues from there.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainContent();
    if (!main) return;
    // The address stays as it is: "#main-content" in it would fight a page's own #section links.
    event.preventDefault();
    moveFocusTo(main, { preventScroll: false });
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="-translate-y-24 fixed top-3 left-3 z-50 rounded-md bg-white px-4 py-2.5 font-medium text-indigo-700 text-sm shadow-lg outline-2 outline-indigo-600 focus:translate-y-0 motion-safe:transition-transform"
    >
      Skip to main content
    </a>
  );
}
