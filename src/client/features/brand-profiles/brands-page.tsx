import { BackToHomeLink } from "../../components/layout/back-to-home-link";
import { MAIN_CONTENT_ID } from "../../components/layout/focus-target";
import { SignedInHeader } from "../../components/layout/signed-in-header";
import { PRODUCT_NAME } from "../../components/layout/site-header";
import { BrandProfilesManager } from "./brand-profiles-manager";

/** /brands (signed in): the seller's brand profiles. */
export function BrandsPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`Brand profiles · ${PRODUCT_NAME}`}</title>
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
        <BackToHomeLink />
        <h1 className="mt-3 font-bold text-2xl tracking-tight sm:text-3xl">Brand profiles</h1>
        <p className="mt-1 mb-6 text-slate-600">
          Your brand, audience, tone, hashtags, language and the words you do and don't use, saved once and
          filled in on every generator.
        </p>
        <BrandProfilesManager />
      </main>
    </div>
  );
}
