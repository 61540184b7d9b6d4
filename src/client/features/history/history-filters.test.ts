import { afterEach, describe, expect, it, vi } from "vitest";
import {
  emptyHistoryFilters,
  HISTORY_PAGE_SIZE,
  hasHistoryFilters,
  historyApiQuery,
  historySearchString,
  isDay,
  nextCursorFrom,
  parseHistoryView,
  withTab,
} from "./history-filters";

const PROFILE = "11111111-1111-4111-8111-111111111111";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("History's address", () => {
  it("reads every filter back from what it wrote", () => {
    const view = {
      tab: "listings" as const,
      filters: {
        q: "blue mug & saucer",
        platform: "etsy",
        language: "es",
        profile: PROFILE,
        from: "2026-11-01",
        to: "2026-11-28",
      },
    };
    const search = historySearchString(view);
    expect(search).toBe(
      `?tab=listings&q=blue+mug+%26+saucer&platform=etsy&language=es&profile=${PROFILE}&from=2026-11-01&to=2026-11-28`,
    );
    expect(parseHistoryView(search)).toEqual(view);
  });

  it("is empty for the plain social tab, and the social tab is the default", () => {
    expect(historySearchString({ tab: "social", filters: emptyHistoryFilters })).toBe("");
    expect(parseHistoryView("")).toEqual({ tab: "social", filters: emptyHistoryFilters });
    expect(parseHistoryView("?tab=nonsense").tab).toBe("social");
    // Blank search text is no filter.
    expect(historySearchString({ tab: "social", filters: { ...emptyHistoryFilters, q: "   " } })).toBe("");
  });

  it("drops what History does not know instead of sending it to the server", () => {
    const view = parseHistoryView(
      "?tab=social&platform=etsy&language=xx&profile=12&from=2026-02-30&to=yesterday&q=mug",
    );
    expect(view.filters).toEqual({ ...emptyHistoryFilters, q: "mug" });
    // A marketplace is a filter on the listings tab only; a social platform on the social tab only.
    expect(parseHistoryView("?tab=listings&platform=etsy").filters.platform).toBe("etsy");
    expect(parseHistoryView("?tab=listings&platform=instagram").filters.platform).toBe("");
    expect(parseHistoryView("?profile=none").filters.profile).toBe("none");
    expect(parseHistoryView(`?q=${"a".repeat(300)}`).filters.q).toHaveLength(200);
  });

  it("keeps the filters when switching tabs, but a platform only where that tab has it", () => {
    const view = parseHistoryView("?tab=listings&platform=etsy&q=mug&language=fr");
    expect(withTab(view, "social")).toEqual({
      tab: "social",
      filters: { ...emptyHistoryFilters, q: "mug", language: "fr" },
    });
    expect(withTab(parseHistoryView("?platform=instagram"), "social").filters.platform).toBe("instagram");
  });

  it("knows when anything narrows the list", () => {
    expect(hasHistoryFilters(emptyHistoryFilters)).toBe(false);
    expect(hasHistoryFilters({ ...emptyHistoryFilters, q: "  " })).toBe(false);
    expect(hasHistoryFilters({ ...emptyHistoryFilters, to: "2026-11-28" })).toBe(true);
  });

  it("checks calendar days", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-1-01")).toBe(false);
  });
});

describe("History's API query", () => {
  it("sends the filters under the API's names, a page size and the cursor", () => {
    expect(historyApiQuery(emptyHistoryFilters)).toBe(`?limit=${HISTORY_PAGE_SIZE}`);
    const query = new URLSearchParams(
      historyApiQuery(
        { ...emptyHistoryFilters, q: " mug ", platform: "ebay", language: "de", profile: "none" },
        "abc",
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      q: "mug",
      platform: "ebay",
      language: "de",
      brandProfileId: "none",
      limit: String(HISTORY_PAGE_SIZE),
      cursor: "abc",
    });
  });

  it("turns days into the seller's own midnight-to-midnight", () => {
    const query = new URLSearchParams(
      historyApiQuery({ ...emptyHistoryFilters, from: "2026-11-01", to: "2026-11-02" }),
    );
    const from = new Date(query.get("from") ?? "");
    const to = new Date(query.get("to") ?? "");
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours(), from.getMinutes()]).toEqual(
      [2026, 10, 1, 0, 0],
    );
    expect([to.getDate(), to.getHours(), to.getMinutes(), to.getSeconds(), to.getMilliseconds()]).toEqual([
      2, 23, 59, 59, 999,
    ]);
  });

  it("reads the next page's cursor from the Link header", () => {
    expect(nextCursorFrom('</api/product-listings?q=mug&limit=20&cursor=eyJh-_1>; rel="next"')).toBe(
      "eyJh-_1",
    );
    expect(nextCursorFrom(null)).toBeNull();
    expect(nextCursorFrom('</api/product-listings>; rel="prev"')).toBeNull();
  });
});
