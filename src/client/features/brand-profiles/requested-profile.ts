import { useEffect, useState } from "react";
import type { BrandProfile } from "../../../domain/brand-profiles";

/**
 * "Use now" (issue 33): /brands links to a generator with `?brandProfile=<id>`, and that page
 * starts with the profile picked for this generation only. The default is not changed.
 */
export const BRAND_PROFILE_PARAM = "brandProfile";

/** The generators that take a brand profile, as "Use now" offers them. */
export const PROFILE_GENERATORS = [
  { path: "/social-content", label: "Social posts" },
  { path: "/product-listings", label: "Listings" },
] as const;

/** `/social-content?brandProfile=<id>`: the generator with this profile picked for one run. */
export function profileLinkHref(path: string, profileId: string): string {
  return `${path}?${new URLSearchParams({ [BRAND_PROFILE_PARAM]: profileId })}`;
}

/** The profile id a link names (trimmed, at most an id's length), or null. */
export function requestedProfileId(search: string): string | null {
  const value = new URLSearchParams(search).get(BRAND_PROFILE_PARAM)?.trim() ?? "";
  return value && value.length <= 100 ? value : null;
}

/** The address without `?brandProfile=`, every other part kept. */
export function withoutProfileParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(BRAND_PROFILE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The profile a "Use now" link asked for, read once as the page opens. The parameter is then taken
 * off the address, so a reload or a later visit starts as usual (the profile was for one run).
 */
export function useRequestedProfileId(): string | null {
  const [requested] = useState(() => requestedProfileId(window.location.search));
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(BRAND_PROFILE_PARAM)) return;
    window.history.replaceState(window.history.state, "", withoutProfileParam(window.location.href));
  }, []);
  return requested;
}

/**
 * The profile a generator starts with: the one a "Use now" link asked for, else the one the
 * seller's newest generation used, else the default (none when the seller has no default).
 * A requested id that is none of the seller's profiles (deleted since) is passed over.
 */
export function startingProfile(
  list: readonly BrandProfile[],
  ids: { requested?: string | null; remembered?: string | null },
): BrandProfile | undefined {
  const byId = (id: string | null | undefined) =>
    id ? list.find((candidate) => candidate.id === id) : undefined;
  return byId(ids.requested) ?? byId(ids.remembered) ?? list.find((candidate) => candidate.isDefault);
}
