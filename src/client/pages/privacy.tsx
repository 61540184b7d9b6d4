import { PublicLayout } from "../components/layout/public-layout";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { useUser } from "../features/auth/use-user";
import { LegalDocument } from "../features/legal/legal-document";
import { privacySections } from "../features/legal/privacy-sections";
import { useSiteConfig } from "../lib/use-site-config";

export function PrivacyPage() {
  const { isAuthenticated } = useUser();
  const config = useSiteConfig();
  return (
    <PublicLayout signedIn={isAuthenticated}>
      <title>{`Privacy Policy · ${PRODUCT_NAME}`}</title>
      <LegalDocument
        title="Privacy Policy"
        intro={
          <p>
            This policy explains what {PRODUCT_NAME} collects when you use it, why, who helps us process it,
            and the choices you have. We collect only what we need to create your content and run your
            account.
          </p>
        }
        sections={privacySections(config)}
      />
    </PublicLayout>
  );
}
