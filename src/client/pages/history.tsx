import { MessageSquareText, ShoppingBag } from "lucide-react";
import { BackToHomeLink } from "../components/layout/back-to-home-link";
import { MAIN_CONTENT_ID } from "../components/layout/focus-target";
import { SignedInHeader } from "../components/layout/signed-in-header";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { ListingHistory } from "../features/history/listing-history";
import { SocialHistory } from "../features/history/social-history";

/** /history: past social posts and listings, newest first, with copy, re-export and (listings) bulk export. */
export function HistoryPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`History · ${PRODUCT_NAME}`}</title>
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
        <BackToHomeLink />
        <h1 className="mt-3 font-bold text-2xl tracking-tight sm:text-3xl">History</h1>
        <p className="mt-1 text-slate-600">
          Everything you've generated, newest first. Copy it again or download it; tick listings to export
          them together for Shopify, eBay or a spreadsheet.
        </p>
        <Tabs defaultValue="social" className="mt-6">
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
          <TabsContent value="social">
            <SocialHistory />
          </TabsContent>
          <TabsContent value="listings">
            <ListingHistory />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
