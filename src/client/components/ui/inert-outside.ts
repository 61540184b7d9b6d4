import { type Ref, type RefCallback, useCallback } from "react";

/**
 * While a modal layer is open (a dialog, an open select or menu), Radix hides the rest of the page
 * from screen readers with aria-hidden and keeps keyboard focus inside the layer. But the hidden
 * page's links and buttons stay focusable, and so do Radix's own focus guards (two tabindex=0
 * spans at the ends of <body>): focusable content inside aria-hidden is what axe's
 * aria-hidden-focus rule reports, and a screen reader's own navigation can still land there.
 * Marking everything outside the layer `inert` takes it out of focus and the accessibility tree,
 * as a native modal <dialog> does.
 *
 * The layer is portalled to a child of <body>: every other child of <body> becomes inert, except
 * live regions (toasts are announced through them) and those already inert (an outer layer's
 * doing, which that layer undoes). Returns the undo.
 */
export function makeOutsideInert(layer: HTMLElement): () => void {
  const body = layer.ownerDocument.body;
  let top: HTMLElement = layer;
  while (top.parentElement && top.parentElement !== body) top = top.parentElement;
  if (top.parentElement !== body) return () => {};

  const madeInert: Element[] = [];
  for (const child of Array.from(body.children)) {
    if (child === top || child.hasAttribute("inert")) continue;
    if (child.matches("script, style, [aria-live]")) continue;
    child.setAttribute("inert", "");
    madeInert.push(child);
  }
  return () => {
    for (const element of madeInert) element.removeAttribute("inert");
  };
}

/**
 * A ref callback for a modal layer's content element: the rest of the page is inert while the
 * element is mounted (React 19 runs the returned cleanup when it unmounts). `forwarded` is the
 * caller's own ref, which still receives the element. Stable across renders (as long as
 * `forwarded` is), so a re-render never undoes and redoes it: with a select open inside a dialog,
 * a redo would make the select itself inert.
 */
export function useInertOutside<T extends HTMLElement>(forwarded?: Ref<T>, enabled = true): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      const undoForwarded = assignRef(forwarded, element);
      const undoInert = element && enabled ? makeOutsideInert(element) : () => {};
      return () => {
        undoInert();
        undoForwarded();
      };
    },
    [forwarded, enabled],
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): () => void {
  if (typeof ref === "function") {
    const cleanup = ref(value);
    return typeof cleanup === "function" ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = value;
    return () => {
      ref.current = null;
    };
  }
  return () => {};
}
