/**
 * Repairs for Uppy 6's Dashboard markup that axe reports and its options cannot change:
 * - its modal element has role="dialog" but no name and no aria-modal (the name sits on an outer,
 *   role-less element, where assistive technology ignores it);
 * - with one file it renders the file as role="listitem" inside a container without role="list".
 * The Dashboard redraws with Preact, which leaves attributes it never set alone but may replace
 * elements, so the repairs run again after every change to its tree.
 */
export function keepDashboardAccessible(root: HTMLElement, dialogName: string): () => void {
  const repair = () => {
    for (const dialog of root.querySelectorAll<HTMLElement>('[role="dialog"]')) {
      setIfDifferent(dialog, "aria-label", dialogName);
      setIfDifferent(dialog, "aria-modal", "true");
    }
    for (const item of root.querySelectorAll<HTMLElement>('[role="listitem"]')) {
      const parent = item.parentElement;
      if (parent && !parent.closest('[role="list"]')) setIfDifferent(parent, "role", "list");
    }
  };
  repair();
  // Only child-list changes are watched, so the repairs' own attribute writes cannot loop.
  const observer = new MutationObserver(repair);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function setIfDifferent(element: HTMLElement, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
