import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { MAIN_CONTENT_ID } from "../../components/layout/focus-target";
import { SignedInHeader } from "../../components/layout/signed-in-header";
import { SiteFooter } from "../../components/layout/site-footer";

/**
 * The frame of the signed-in billing pages (/subscribe, /subscription): the tool pages' header, a
 * way back home, the page, and the shared footer.
 */
export function BillingFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
        <Link
          href="/"
          className="inline-flex items-center gap-1.5 rounded-md font-medium text-indigo-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
        <div className="mt-4">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
