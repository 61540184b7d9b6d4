import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
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
        <Link
          href="/"
          className="inline-flex items-center gap-1.5 rounded-md font-medium text-indigo-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
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
