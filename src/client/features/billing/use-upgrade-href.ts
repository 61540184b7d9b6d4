import { useLocation, useSearch } from "wouter";
import { subscribeHref } from "./return-path";

/**
 * The href of an "Upgrade to Pro" link: /subscribe, carrying the page it is on
 * (`/subscribe?from=/product-listings`), so checkout brings the seller back to where they stopped.
 */
export function useUpgradeHref(): string {
  const [path] = useLocation();
  const search = useSearch();
  return subscribeHref(search ? `${path}?${search}` : path);
}
