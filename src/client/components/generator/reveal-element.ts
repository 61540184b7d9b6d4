/**
 * Brings a message the seller must see into view (the nearest edge, so a bar stuck to the bottom
 * of a phone's screen is left where it is) and puts focus on `focusTarget` without a second
 * scroll: the control that asked may have just been replaced by the message.
 */
export function revealElement(element: HTMLElement, focusTarget?: HTMLElement | null): void {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const box = element.getBoundingClientRect();
  const inView = box.top >= 0 && box.bottom <= window.innerHeight;
  if (!inView) element.scrollIntoView({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
  focusTarget?.focus({ preventScroll: true });
}
