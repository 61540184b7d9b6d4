import type { ReactNode } from "react";
import { BackToHomeLink } from "../../components/layout/back-to-home-link";
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
        <BackToHomeLink />
        <div className="mt-4">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
