import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "./focus-target";
import { PublicHeader } from "./public-header";
import { SiteFooter } from "./site-footer";

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
      <PublicHeader signedIn={signedIn} />
      <main id={MAIN_CONTENT_ID} className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
