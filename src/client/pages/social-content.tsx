import { MAIN_CONTENT_ID } from "../components/layout/focus-target";
import { SignedInHeader } from "../components/layout/signed-in-header";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { useUser } from "../features/auth/use-user";
import { SocialContentGenerator } from "../features/social-content/social-content-generator";
import { ImageUploadButton } from "../features/uploads/image-upload-button";
import { UsageCard } from "../features/usage/usage-card";
import { UsageSummaryLine } from "../features/usage/usage-summary-line";
import { useSpendConfirmation } from "../features/usage/use-spend-confirmation";

/**
 * /social-content and /create: the generator, composed with the upload dialog, the usage card (and
 * its one-line summary for phones) and the confirm step before a Free regenerate.
 */
export function SocialContentPage() {
  const { user } = useUser();
  const spend = useSpendConfirmation("social");
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`Social Media Content · ${PRODUCT_NAME}`}</title>
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} className="flex-1">
        <SocialContentGenerator
          aside={<UsageCard />}
          usageSummary={<UsageSummaryLine kind="social" />}
          confirmSpend={spend.confirmSpend}
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
