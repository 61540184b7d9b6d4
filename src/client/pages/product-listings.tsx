import { SignedInHeader } from "../components/layout/signed-in-header";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { useUser } from "../features/auth/use-user";
import { ProductListingsGenerator } from "../features/product-listings/product-listings-generator";
import { ImageUploadButton } from "../features/uploads/image-upload-button";
import { UsageCard } from "../features/usage/usage-card";
import { useUsageStatus } from "../features/usage/use-usage-status";

/** /product-listings: the listing generator, composed with the upload dialog and the usage card. */
export function ProductListingsPage() {
  const { user } = useUser();
  const usage = useUsageStatus();
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`Product Listings · ${PRODUCT_NAME}`}</title>
      <SignedInHeader />
      <main className="flex-1">
        <ProductListingsGenerator
          usageCard={<UsageCard />}
          isPro={usage.data?.hasActiveSubscription ?? false}
          renderImageUpload={({ value, onUploaded, disabled }) => (
            <ImageUploadButton
              value={value}
              onUploaded={onUploaded}
              disabled={disabled}
              uploaderId={user?.id}
            />
          )}
        />
      </main>
    </div>
  );
}
