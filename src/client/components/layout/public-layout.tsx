import { lazy, type ReactNode, Suspense } from "react";
import { MAIN_CONTENT_ID } from "./focus-target";
import { PublicHeader } from "./public-header";
import { SiteFooter } from "./site-footer";

// Signed in, the public pages (pricing, the manual, the legal pages) carry the app's own bar, so the
// tools stay one tap away. It loads only then: a visitor's page ships without its menu kit.
const SignedInHeader = lazy(() => import("./signed-in-header").then((m) => ({ default: m.SignedInHeader })));

/** The frame of the public pages: header, the page's own <main>, and the shared footer. */
export function PublicLayout({
  signedIn,
  banner,
  children,
}: {
  signedIn: boolean;
  /** Shown above the header (the promo banner on the landing and pricing pages). */
  banner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      {banner}
      {signedIn ? (
        <Suspense fallback={<PublicHeader signedIn />}>
          <SignedInHeader />
        </Suspense>
      ) : (
        <PublicHeader signedIn={false} />
      )}
      <main id={MAIN_CONTENT_ID} className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
