import { MessageSquareText, ShoppingBag } from "lucide-react";
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
  const show = (next: typeof view) => {
    // A search sent after its pause may land once the seller has already left (Open starts the
    // generator page loading while History is still drawn): it must not pull them back.
    if (window.location.pathname !== location) return;
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
          <TabsContent value="social">
            <SocialHistory filters={view.filters} onClearFilters={clearFilters} />
          </TabsContent>
          <TabsContent value="listings">
            <ListingHistory filters={view.filters} onClearFilters={clearFilters} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
