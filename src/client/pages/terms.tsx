import { PublicLayout } from "../components/layout/public-layout";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { useUser } from "../features/auth/use-user";
import { LegalDocument } from "../features/legal/legal-document";
import { termsSections } from "../features/legal/terms-sections";
import { useSiteConfig } from "../lib/use-site-config";

export function TermsPage() {
  const { isAuthenticated } = useUser();
  const config = useSiteConfig();
  return (
    <PublicLayout signedIn={isAuthenticated}>
      <title>{`Terms of Service · ${PRODUCT_NAME}`}</title>
      <LegalDocument
        title="Terms of Service"
        intro={
          <p>
            These terms are the agreement between you and us for using {PRODUCT_NAME}. Please read them; they
            include a limit on our liability and an agreement to resolve disputes by arbitration.
          </p>
        }
        sections={termsSections(config)}
      />
    </PublicLayout>
  );
}
