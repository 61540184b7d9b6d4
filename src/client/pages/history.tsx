import { MessageSquareText, ShoppingBag } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { BackToHomeLink } from "../components/layout/back-to-home-link";
import { MAIN_CONTENT_ID } from "../components/layout/focus-target";
import { SignedInHeader } from "../components/layout/signed-in-header";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { HistoryFilterBar } from "../features/history/history-filter-bar";
import {
  emptyHistoryFilters,
  type HistoryFilters,
  historySearchString,
  parseHistoryView,
  withTab,
} from "../features/history/history-filters";
import { ListingHistory } from "../features/history/listing-history";
import { SocialHistory } from "../features/history/social-history";

/**
 * /history: past social posts and listings, newest first, searched and filtered (the tab and the
 * filters live in the address, so a reload or the back button keeps them), a page at a time. Each
 * opens back in its generator, copies, re-exports or is deleted; listings export together.
 */
export function HistoryPage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = parseHistoryView(search);
  const leaving = useLeavingPage(location);
  const show = (next: typeof view) => {
    // A search sent after its pause may land once the seller has already left (Open starts the
    // generator page loading while History is still drawn): it must not pull them back.
    if (leaving.current) return;
    navigate(`${location}${historySearchString(next)}`, { replace: true });
  };
  const setFilters = (filters: HistoryFilters) => show({ ...view, filters });
  const clearFilters = () => setFilters(emptyHistoryFilters);
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`History · ${PRODUCT_NAME}`}</title>
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
        <BackToHomeLink />
        <h1 className="mt-3 font-bold text-2xl tracking-tight sm:text-3xl">History</h1>
        <p className="mt-1 text-slate-600">
          Everything you've generated, newest first. Open it again to edit or rewrite it, copy it or download
          it; tick listings to export them together for Shopify, eBay or a spreadsheet.
        </p>
        <Tabs
          value={view.tab}
          onValueChange={(tab) => show(withTab(view, tab === "listings" ? "listings" : "social"))}
          className="mt-6"
        >
          <TabsList aria-label="Content type" className="w-full sm:w-auto">
            <TabsTrigger value="social" className="flex-1 sm:flex-none">
              <MessageSquareText aria-hidden="true" />
              Social posts
            </TabsTrigger>
            <TabsTrigger value="listings" className="flex-1 sm:flex-none">
              <ShoppingBag aria-hidden="true" />
              Listings
            </TabsTrigger>
          </TabsList>
          <div className="mt-4">
            <HistoryFilterBar tab={view.tab} filters={view.filters} onChange={setFilters} />
          </div>
          {/* Headings stay in order (h1, h2, then each item's h3) for screen reader navigation. */}
          <TabsContent value="social">
            <h2 className="sr-only">Social posts</h2>
            <SocialHistory filters={view.filters} onClearFilters={clearFilters} />
          </TabsContent>
          <TabsContent value="listings">
            <h2 className="sr-only">Listings</h2>
            <ListingHistory filters={view.filters} onClearFilters={clearFilters} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}

/**
 * True from the moment the seller follows a link to another page in this tab (a plain click),
 * while this page may still be drawn as the next one loads.
 */
function useLeavingPage(path: string): { readonly current: boolean } {
  const leaving = useRef(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin === window.location.origin && to.pathname !== path) leaving.current = true;
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [path]);
  return leaving;
}
