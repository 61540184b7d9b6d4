import { HISTORY_SEARCH_MAX, NO_BRAND_PROFILE } from "../../../domain/history";
import { languageCodes } from "../../../domain/languages";
import { marketplacePlatforms, socialPlatforms } from "../../../domain/platforms";

/**
 * What History shows, kept in its address so a reload, the back button or a shared link keeps it:
 * `/history?tab=listings&q=mug&platform=etsy&language=es&profile=<id>&from=2026-11-01&to=2026-11-28`.
 * A parameter that is not one History knows (a platform of the other tab, a made-up language, a
 * date that is no date) is dropped, never sent on to the server to refuse.
 */

export type HistoryTab = "social" | "listings";

export interface HistoryFilters {
  /** Text to find in the product, brief and written content. */
  q: string;
  /** A platform of the tab's kind, or "" for any. */
  platform: string;
  /** A language code, or "" for any. */
  language: string;
  /** A brand profile's id, NO_BRAND_PROFILE for those made without one, or "" for any. */
  profile: string;
  /** Days (`YYYY-MM-DD`, the seller's own calendar), or "" for no bound. */
  from: string;
  to: string;
}

export interface HistoryView {
  tab: HistoryTab;
  filters: HistoryFilters;
}

export const emptyHistoryFilters: HistoryFilters = {
  q: "",
  platform: "",
  language: "",
  profile: "",
  from: "",
  to: "",
};

/** How many generations one page of History holds ("Show more" loads the next). */
export const HISTORY_PAGE_SIZE = 20;

const platformsOf = (tab: HistoryTab): readonly string[] =>
  tab === "social" ? socialPlatforms : marketplacePlatforms;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The view an address names; anything History does not know is left out. */
export function parseHistoryView(search: string): HistoryView {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name)?.trim() ?? "";
  const tab: HistoryTab = get("tab") === "listings" ? "listings" : "social";
  const platform = get("platform");
  const language = get("language");
  const profile = get("profile");
  const from = get("from");
  const to = get("to");
  return {
    tab,
    filters: {
      q: (params.get("q") ?? "").slice(0, HISTORY_SEARCH_MAX),
      platform: platformsOf(tab).includes(platform) ? platform : "",
      language: (languageCodes as readonly string[]).includes(language) ? language : "",
      profile: profile === NO_BRAND_PROFILE || UUID.test(profile) ? profile : "",
      from: isDay(from) ? from : "",
      to: isDay(to) ? to : "",
    },
  };
}

/** The address's query for a view: "" for the plain social tab, parameters in a fixed order. */
export function historySearchString(view: HistoryView): string {
  const params = new URLSearchParams();
  if (view.tab !== "social") params.set("tab", view.tab);
  const { q, platform, language, profile, from, to } = view.filters;
  if (q.trim()) params.set("q", q);
  if (platform) params.set("platform", platform);
  if (language) params.set("language", language);
  if (profile) params.set("profile", profile);
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The other tab, with a platform filter only where that tab has the platform. */
export function withTab(view: HistoryView, tab: HistoryTab): HistoryView {
  const platform = platformsOf(tab).includes(view.filters.platform) ? view.filters.platform : "";
  return { tab, filters: { ...view.filters, platform } };
}

/** True when any filter narrows the list (the empty state then says "nothing matches"). */
export function hasHistoryFilters(filters: HistoryFilters): boolean {
  return Boolean(
    filters.q.trim() || filters.platform || filters.language || filters.profile || filters.from || filters.to,
  );
}

/** A day's first or last instant on the seller's own clock, as the server takes it. */
function dayBound(day: string, edge: "start" | "end"): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const bound =
    edge === "start"
      ? new Date(year, month - 1, date, 0, 0, 0, 0)
      : new Date(year, month - 1, date, 23, 59, 59, 999);
  return bound.toISOString();
}

/**
 * The API query for one page (GET /api/social-media/posts or /api/product-listings): the filters,
 * the days as the seller's own midnight to midnight, the page size and the cursor of the page.
 */
export function historyApiQuery(filters: HistoryFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set("q", q);
  if (filters.platform) params.set("platform", filters.platform);
  if (filters.language) params.set("language", filters.language);
  if (filters.profile) params.set("brandProfileId", filters.profile);
  if (filters.from) params.set("from", dayBound(filters.from, "start"));
  if (filters.to) params.set("to", dayBound(filters.to, "end"));
  params.set("limit", String(HISTORY_PAGE_SIZE));
  if (cursor) params.set("cursor", cursor);
  return `?${params.toString()}`;
}

/** The `cursor` of a `Link: <…>; rel="next"` header's address; null when there is no next page. */
export function nextCursorFrom(link: string | null): string | null {
  const match = /<([^>]+)>\s*;\s*rel="next"/.exec(link ?? "");
  if (!match?.[1]) return null;
  return new URL(match[1], "http://history.invalid").searchParams.get("cursor");
}
