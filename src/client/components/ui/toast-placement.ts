/**
 * Where the toast stack sits: a corner of the window that covers none of the page's primary
 * actions (issue 33: toasts covered the phone's sticky Generate bar and, on a desktop, the
 * results' character counters). What a page must keep in view is marked `data-toast-avoid` (the
 * sticky Generate bars, counters, Copy and Regenerate buttons, inline errors); a form's submit
 * button counts too. The first corner in order of preference that covers none of them wins; when
 * every corner covers something, the one that covers least.
 */
export type ToastPlacement = "top" | "bottom" | "top-right" | "bottom-right" | "top-left" | "bottom-left";

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Phones (below Tailwind's `sm`) get the full width, at the top first; wider screens a corner. */
export const NARROW_MAX_WIDTH = 639;
const NARROW_ORDER: readonly ToastPlacement[] = ["top", "bottom"];
const WIDE_ORDER: readonly ToastPlacement[] = ["top-right", "bottom-right", "top-left", "bottom-left"];
/** The stack's width from `sm` (the viewport's `sm:max-w-[420px]`). */
const WIDE_WIDTH = 420;

/** What covers and what is covered: marked parts, and every form's submit button. */
export const TOAST_AVOID_SELECTOR = "[data-toast-avoid], button[type=submit]";

export function placementsFor(windowWidth: number): readonly ToastPlacement[] {
  return windowWidth <= NARROW_MAX_WIDTH ? NARROW_ORDER : WIDE_ORDER;
}

/** The box the stack would take at `placement`, for a stack `height` px tall. */
export function stackRect(
  placement: ToastPlacement,
  window: { width: number; height: number },
  height: number,
): Rect {
  const width =
    placement === "top" || placement === "bottom" ? window.width : Math.min(WIDE_WIDTH, window.width);
  const left =
    placement.endsWith("left") || placement === "top" || placement === "bottom" ? 0 : window.width - width;
  const top = placement.startsWith("top") ? 0 : window.height - height;
  return { left, top, width, height };
}

function overlapArea(a: Rect, b: Rect): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The first placement that covers no obstacle, else the one covering the least. */
export function choosePlacement(
  window: { width: number; height: number },
  stackHeight: number,
  obstacles: readonly Rect[],
): ToastPlacement {
  const order = placementsFor(window.width);
  let best = order[0] ?? "top";
  let bestArea = Number.POSITIVE_INFINITY;
  for (const placement of order) {
    const rect = stackRect(placement, window, stackHeight);
    const area = obstacles.reduce((sum, obstacle) => sum + overlapArea(rect, obstacle), 0);
    if (area === 0) return placement;
    if (area < bestArea) {
      best = placement;
      bestArea = area;
    }
  }
  return best;
}

/** The boxes of the marked parts that are on screen now (those inside `except`, the stack, aside). */
export function visibleObstacles(
  root: ParentNode,
  window: { width: number; height: number },
  except?: Element | null,
): Rect[] {
  const rects: Rect[] = [];
  for (const element of root.querySelectorAll(TOAST_AVOID_SELECTOR)) {
    if (except?.contains(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.bottom <= 0 || box.top >= window.height || box.right <= 0 || box.left >= window.width) continue;
    rects.push({ left: box.left, top: box.top, width: box.width, height: box.height });
  }
  return rects;
}
