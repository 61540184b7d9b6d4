import { SignedInHeader } from "../components/layout/signed-in-header";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { useUser } from "../features/auth/use-user";
import { SocialContentGenerator } from "../features/social-content/social-content-generator";
import { ImageUploadButton } from "../features/uploads/image-upload-button";
import { UsageCard } from "../features/usage/usage-card";

/** /social-content and /create: the generator, composed with the upload dialog and the usage card. */
export function SocialContentPage() {
  const { user } = useUser();
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`Social Media Content · ${PRODUCT_NAME}`}</title>
      <SignedInHeader />
      <main className="flex-1">
        <SocialContentGenerator
          aside={<UsageCard />}
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
