import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * A value only the browser knows (its origin, today's year) that must not break hydration: the
 * prerendered HTML (scripts/prerender.ts) and the first client render use `prerendered`, and React
 * re-renders with `inBrowser()` right after, instead of reporting a mismatch.
 */
export function useHydratedValue<T>(inBrowser: () => T, prerendered: T): T {
  return useSyncExternalStore(neverChanges, inBrowser, () => prerendered);
}

/** This site's origin in the browser; "" in the prerendered HTML (links then stay relative). */
export function useOrigin(): string {
  return useHydratedValue(() => window.location.origin, "");
}
