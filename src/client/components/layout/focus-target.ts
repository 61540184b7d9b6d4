/**
 * Moving keyboard and screen-reader focus to a part of the page that is not a control (the main
 * content, a page's heading), for the skip link and for page changes.
 */

/** The id of each layout's one <main>: what "Skip to main content" leads to. */
export const MAIN_CONTENT_ID = "main-content";

/** The page's main content: its <main id="main-content">, or its first <main> in a layout without the id. */
export function mainContent(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector("main");
}

/**
 * Focuses `element` even though it is no control. It is focusable (tabindex -1) only while it has
 * focus: left focusable, a click anywhere in it (the whole page, for <main>) would focus it too.
 */
export function moveFocusTo(element: HTMLElement, options: { preventScroll: boolean }): void {
  if (!element.hasAttribute("tabindex")) {
    element.setAttribute("tabindex", "-1");
    element.addEventListener("blur", () => element.removeAttribute("tabindex"), { once: true });
  }
  element.focus(options);
}
