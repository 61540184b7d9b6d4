import { expect, type Page, type Request, type Response } from "@playwright/test";
import { isPagePath } from "../../../src/domain/site-paths";

/**
 * Crawls the app as one visitor: opens every page it can reach from the seed paths, once per
 * distinct path (query values and #fragments do not make a new page), collects every link on it,
 * including those inside closed disclosures, tabs, <details> and menus, and reports each link
 * that does not lead to a working page:
 *  - the target ends on the client's 'Page Not Found' (directly, or after a redirect);
 *  - the server answers the target with an HTTP error on a direct load;
 *  - a #fragment names no element on its target page;
 *  - a link to something that is not a client page (the API reference, another site) is taken
 *    over by the client router, which would show 'Page Not Found' or fail, instead of letting the
 *    browser load it.
 */

export interface BrokenLink {
  /** Where the link was found: the page's path as the visitor saw it, or "(route table)" for a seed. */
  page: string;
  /** The link's href as written. */
  href: string;
  problem: string;
}

export interface CrawlReport {
  /** Each distinct target, in the order visited (see keyOf). */
  visited: string[];
  broken: BrokenLink[];
}

const ROUTE_TABLE = "(route table)";
const NOT_FOUND_HEADING = "Page Not Found";
/** A GET to these would sign the visitor out: never follow them. */
const STATE_CHANGING_PATH = /\/(logout|signout)\b/i;

interface LinkSource {
  page: string;
  href: string;
}

interface Target {
  url: URL;
  sources: LinkSource[];
}

interface Visit {
  problem: string | null;
  /** The ids of the target page's elements, for #fragment links; null when it is no client page. */
  ids: Set<string> | null;
}

interface FragmentLink extends LinkSource {
  key: string;
  id: string;
}

/** One page per path and set of query names: /bulk-upload?job=1 and ?job=2 are the same page. */
export function keyOf(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const names = [...new Set(url.searchParams.keys())].sort();
  return names.length > 0 ? `${path}?${names.join("&")}` : path;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;
const firstLine = (error: unknown) => String(error instanceof Error ? error.message : error).split("\n")[0];

export async function crawlLinks(
  page: Page,
  baseURL: string,
  seeds: readonly string[],
): Promise<CrawlReport> {
  return new LinkCrawler(page, new URL(baseURL).origin).crawl(seeds);
}

class LinkCrawler {
  /** Every target found so far, in the order found: the crawl's queue. */
  private readonly targets = new Map<string, Target>();
  private readonly visits = new Map<string, Visit>();
  private readonly fragments: FragmentLink[] = [];
  private readonly routed: BrokenLink[] = [];
  private readonly inFlight = new Map<Request, string>();

  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {
    // Requests the page is still waiting for: a page has settled when there are none.
    // (A live job's event stream never ends by design.)
    page.on("request", (request) => {
      if (request.resourceType() !== "eventsource") this.inFlight.set(request, request.url());
    });
    page.on("requestfinished", (request) => this.inFlight.delete(request));
    // The client reads no body from an error reply (a 401 means "signed out"), and Chromium then
    // never reports the request finished: an error reply is done once it has answered.
    page.on("response", (response) => {
      if (response.status() >= 400) this.inFlight.delete(response.request());
    });
    page.on("requestfailed", (request) => this.inFlight.delete(request));
  }

  async crawl(seeds: readonly string[]): Promise<CrawlReport> {
    for (const seed of seeds) this.enqueue(new URL(seed, this.origin), { page: ROUTE_TABLE, href: seed });
    // A Map iterates over entries added while iterating: links found on the way are visited too.
    for (const [key, target] of this.targets) {
      this.visits.set(key, await this.visit(target.url));
    }
    return { visited: [...this.visits.keys()], broken: this.brokenLinks() };
  }

  private brokenLinks(): BrokenLink[] {
    const broken: BrokenLink[] = [...this.routed];
    for (const [key, target] of this.targets) {
      const problem = this.visits.get(key)?.problem;
      if (problem) broken.push(...target.sources.map((source) => ({ ...source, problem })));
    }
    for (const fragment of this.fragments) {
      const ids = this.visits.get(fragment.key)?.ids;
      if (ids && !ids.has(fragment.id)) {
        broken.push({
          page: fragment.page,
          href: fragment.href,
          problem: `has no element with id "${fragment.id}"`,
        });
      }
    }
    const seen = new Set<string>();
    return broken
      .filter((link) => {
        const id = `${link.page}\n${link.href}\n${link.problem}`;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      })
      .sort((a, b) => a.page.localeCompare(b.page) || a.href.localeCompare(b.href));
  }

  private enqueue(url: URL, source: LinkSource): void {
    const key = keyOf(url);
    const found = this.targets.get(key);
    const target = found ?? { url: new URL(`${url.origin}${pathOf(url)}`), sources: [] };
    if (!found) this.targets.set(key, target);
    if (target.sources.some((known) => known.page === source.page && known.href === source.href)) return;
    target.sources.push(source);
    if (url.hash.length > 1) {
      this.fragments.push({ ...source, key, id: decodeURIComponent(url.hash.slice(1)) });
    }
  }

  private async visit(url: URL): Promise<Visit> {
    // Not a client page (the API reference, a file): only the server's answer matters.
    if (!isPagePath(url.pathname)) {
      const reply = await this.page.request.get(url.href);
      return { problem: reply.status() >= 400 ? `answers HTTP ${reply.status()}` : null, ids: null };
    }
    this.inFlight.clear();
    let response: Response | null;
    try {
      response = await this.page.goto(url.href);
    } catch (error) {
      return { problem: `does not load (${firstLine(error)})`, ids: null };
    }
    if (!response) return { problem: "does not load (no response)", ids: null };
    const landedOn = new URL(this.page.url());
    const redirected = keyOf(landedOn) !== keyOf(url) ? ` after redirecting to ${pathOf(landedOn)}` : "";
    if (response.status() >= 400) {
      return { problem: `answers HTTP ${response.status()} on a direct load${redirected}`, ids: null };
    }
    const unsettled = await this.settle();
    if (unsettled) return { problem: unsettled, ids: null };

    const finalUrl = new URL(this.page.url());
    const label = pathOf(finalUrl);
    const movedTo = keyOf(finalUrl) !== keyOf(url) ? ` after redirecting to ${label}` : "";
    const notFound = this.page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING, exact: true });
    if ((await notFound.count()) > 0)
      return { problem: `ends on '${NOT_FOUND_HEADING}'${movedTo}`, ids: null };

    await this.probeOffAppLinks(label);
    const ids = await this.revealAndCollect(label);
    return { problem: null, ids };
  }

  /**
   * Waits until the page shows its heading, nothing is loading (no route chunk, no sign-in check)
   * and no request is pending, also after React has had a frame to start the page's own queries.
   * Returns why it did not settle, or null.
   */
  private async settle(): Promise<string | null> {
    const pending = () => [...this.inFlight.values()].map((url) => new URL(url).pathname);
    try {
      await expect(async () => {
        const state = await this.page.evaluate(() => ({
          heading: document.querySelector("h1") !== null,
          loading: Array.from(document.querySelectorAll('[role="status"]')).some((status) =>
            status.textContent?.includes("Loading"),
          ),
        }));
        expect(state.loading, "still loading").toBe(false);
        expect(state.heading, "no h1 yet").toBe(true);
        expect(pending(), `requests pending: ${pending().join(", ")}`).toEqual([]);
        await this.page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
        );
        expect(pending(), "requests pending").toEqual([]);
      }).toPass({ intervals: [50], timeout: 15_000 });
      return null;
    } catch (error) {
      return `never finishes loading (${firstLine(error)})`;
    }
  }

  /** Collects links and ids, then opens whatever hides more of them, collecting after each step. */
  private async revealAndCollect(label: string): Promise<Set<string>> {
    const ids = new Set<string>();
    const collect = async () => {
      for (const id of await this.collect(label)) ids.add(id);
    };
    await collect();
    await this.page.evaluate(() => {
      for (const details of document.querySelectorAll("details")) details.open = true;
    });
    await collect();
    await this.openDisclosures(collect);
    await this.openMenus(collect);
    const tabs = this.page.getByRole("tab");
    for (let index = 0; index < (await tabs.count()); index += 1) {
      const tab = tabs.nth(index);
      if ((await tab.getAttribute("aria-selected")) === "true" || !(await tab.isVisible())) continue;
      await tab.click();
      // A tab may load its own list (History's listings): wait for it as for a page.
      await this.settle();
      await collect();
      await this.openDisclosures(collect);
    }
    return ids;
  }

  /**
   * Show/hide buttons (history items, accordions, disclosure menus); not application menus,
   * dialogs or selects. Each is opened, read and closed again, so no open panel covers the next.
   */
  private async openDisclosures(collect: () => Promise<void>): Promise<void> {
    const closed = this.page.locator(
      'button[aria-expanded="false"][aria-controls]:not([aria-haspopup]):not([role])',
    );
    for (let index = 0; index < (await closed.count()); index += 1) {
      if (!(await closed.nth(index).isVisible())) continue;
      // By the panel it controls: once open, the button leaves the list of closed ones.
      const panel = await closed.nth(index).getAttribute("aria-controls");
      const trigger = this.page.locator(`button[aria-controls="${panel}"]`);
      await trigger.click({ timeout: 5_000 });
      await collect();
      await trigger.click({ timeout: 5_000 });
    }
  }

  /** Dropdown menus render their items only while open: open each visible one, read it, close it. */
  private async openMenus(collect: () => Promise<void>): Promise<void> {
    const triggers = this.page.locator('[aria-haspopup="menu"]');
    for (let index = 0; index < (await triggers.count()); index += 1) {
      const trigger = triggers.nth(index);
      // A disabled one (History's "Export selected" with nothing ticked) has nothing to show.
      if (!(await trigger.isVisible()) || !(await trigger.isEnabled())) continue;
      await trigger.click({ timeout: 5_000 });
      await expect(this.page.getByRole("menu")).toBeVisible();
      await collect();
      await this.page.keyboard.press("Escape");
      await expect(this.page.getByRole("menu")).toHaveCount(0);
    }
  }

  /** Queues the page's same-origin links; returns the ids of its elements. */
  private async collect(label: string): Promise<string[]> {
    const { anchors, ids } = await this.page.evaluate(() => ({
      anchors: Array.from(document.querySelectorAll("a[href]"), (anchor) => ({
        href: anchor.getAttribute("href") ?? "",
        url: (anchor as HTMLAnchorElement).href,
      })),
      ids: Array.from(document.querySelectorAll("[id]"), (element) => element.id),
    }));
    for (const { href, url } of anchors) {
      const target = new URL(url);
      if (target.origin !== this.origin || STATE_CHANGING_PATH.test(target.pathname)) continue;
      this.enqueue(target, { page: label, href });
    }
    return ids;
  }

  /**
   * A link to something that is not a client page must reach the browser: if the client router
   * takes the click instead (wouter's <Link> does for every href), the visitor sees 'Page Not
   * Found' for a server page, or nothing at all for another site. Clicks each such link with
   * history.pushState/replaceState held back and the browser's own navigation prevented, so the
   * page stays as it is, and records which ones the router tried to take.
   */
  private async probeOffAppLinks(label: string): Promise<void> {
    const hrefs: string[] = await this.page.evaluate(() =>
      Array.from(document.querySelectorAll("a[href]"), (anchor) => anchor.getAttribute("href") ?? ""),
    );
    const occurrences = new Map<string, number>();
    for (const href of hrefs) {
      const occurrence = occurrences.get(href) ?? 0;
      occurrences.set(href, occurrence + 1);
      const target = new URL(href, this.page.url());
      const sameOrigin = target.origin === this.origin;
      const offApp = sameOrigin ? !isPagePath(target.pathname) : /^https?:$/.test(target.protocol);
      if (!offApp || STATE_CHANGING_PATH.test(target.pathname)) continue;
      const routedTo = await this.page.evaluate(
        ([wanted, nth]) => {
          const anchor = Array.from(document.querySelectorAll("a[href]")).filter(
            (candidate) => candidate.getAttribute("href") === wanted,
          )[nth as number];
          if (!anchor) return null;
          let pushed: string | null = null;
          const { pushState, replaceState } = history;
          history.pushState = (_state, _title, url) => {
            pushed = String(url);
          };
          history.replaceState = history.pushState;
          const stopBrowser = (event: Event) => event.preventDefault();
          window.addEventListener("click", stopBrowser);
          try {
            anchor.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
          } finally {
            window.removeEventListener("click", stopBrowser);
            history.pushState = pushState;
            history.replaceState = replaceState;
          }
          return pushed;
        },
        [href, occurrence] as const,
      );
      if (routedTo === null) continue;
      this.routed.push({
        page: label,
        href,
        problem: sameOrigin
          ? `is opened by the client router, which has no page there: ends on '${NOT_FOUND_HEADING}'`
          : "is opened by the client router, which cannot leave the site: the click does nothing",
      });
    }
  }
}
