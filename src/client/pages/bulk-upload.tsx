import { MAIN_CONTENT_ID } from "../components/layout/focus-target";
import { SignedInHeader } from "../components/layout/signed-in-header";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { type BulkPlan, BulkStudio } from "../features/bulk-upload/bulk-studio";
import { isSocialResult, type RenderBulkResult } from "../features/bulk-upload/job-results";
import { ListingEditor } from "../features/product-listings/listing-editor";
import { MarketplacePicker } from "../features/product-listings/marketplace-picker";
import { SocialPostEditor } from "../features/social-content/social-post-editor";
import { UsageCard } from "../features/usage/usage-card";
import { useUsageStatus } from "../features/usage/use-usage-status";

/** The uploader (Uppy) is its own chunk, fetched when the page opens. */
const loadBulkUploader = () =>
  import("../features/uploads/bulk-image-uploader").then(({ createBulkImageUploader }) =>
    createBulkImageUploader(),
  );

/** A photo's posts or listings, edited in place with the generators' own editors (saved to the stored generation). */
const renderResult: RenderBulkResult = ({ result, idPrefix, onSaved }) =>
  isSocialResult(result) ? (
    <SocialPostEditor result={result} idPrefix={idPrefix} onSaved={onSaved} />
  ) : (
    <ListingEditor result={result} idPrefix={idPrefix} onSaved={onSaved} />
  );

/**
 * /bulk-upload: the Bulk studio, composed with the uploader, the marketplace picker, the result
 * editors and the usage card.
 */
export function BulkUploadPage() {
  const usage = useUsageStatus();
  const plan: BulkPlan = usage.data ? (usage.data.hasActiveSubscription ? "pro" : "free") : "loading";
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`Bulk Upload · ${PRODUCT_NAME}`}</title>
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} className="flex-1">
        <BulkStudio
          plan={plan}
          loadUploader={loadBulkUploader}
          renderMarketplacePicker={(props) => <MarketplacePicker {...props} />}
          renderResult={renderResult}
          aside={<UsageCard />}
        />
      </main>
    </div>
  );
}
