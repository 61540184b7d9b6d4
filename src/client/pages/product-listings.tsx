import { MAIN_CONTENT_ID } from "../components/layout/focus-target";
import { SignedInHeader } from "../components/layout/signed-in-header";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { useUser } from "../features/auth/use-user";
import { ProductListingsGenerator } from "../features/product-listings/product-listings-generator";
import { ImageUploadButton } from "../features/uploads/image-upload-button";
import { uploadImageFile } from "../features/uploads/upload-image-file";
import { UsageCard } from "../features/usage/usage-card";
import { UsageSummaryLine } from "../features/usage/usage-summary-line";
import { useSpendConfirmation } from "../features/usage/use-spend-confirmation";
import { useUsageStatus } from "../features/usage/use-usage-status";

/**
 * /product-listings: the listing generator, composed with the upload dialog, the usage card (and
 * its one-line summary for phones) and the confirm step before a Free regenerate.
 */
export function ProductListingsPage() {
  const { user } = useUser();
  const usage = useUsageStatus();
  const spend = useSpendConfirmation("listings");
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`Product Listings · ${PRODUCT_NAME}`}</title>
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} className="flex-1">
        <ProductListingsGenerator
          usageCard={<UsageCard kind="listings" />}
          usageSummary={<UsageSummaryLine kind="listings" />}
          confirmSpend={spend.confirmSpend}
          meteredPlan={spend.metered}
          usedUp={spend.usedUp}
          isPro={usage.data?.hasActiveSubscription ?? false}
          uploadPhotoFile={uploadImageFile}
          renderImageUpload={({ value, onUploaded, onRemoved, disabled }) => (
            <ImageUploadButton
              value={value}
              onUploaded={onUploaded}
              onRemoved={onRemoved}
              disabled={disabled}
              uploaderId={user?.id}
            />
          )}
        />
        {spend.dialog}
      </main>
    </div>
  );
}
