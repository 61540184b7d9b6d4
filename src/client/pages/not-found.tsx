import { Link } from "wouter";
import { MAIN_CONTENT_ID } from "../components/layout/focus-target";
import { PRODUCT_NAME, SiteHeader } from "../components/layout/site-header";
import { buttonClasses } from "../components/ui/button";

export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`Page Not Found · ${PRODUCT_NAME}`}</title>
      <SiteHeader />
      <main
        id={MAIN_CONTENT_ID}
        className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
      >
        <p className="font-semibold text-indigo-700 text-sm">Oops</p>
        <h1 className="font-bold text-3xl tracking-tight">Page Not Found</h1>
        <p className="max-w-md text-slate-600">
          We couldn't find that page. It may have moved, or the link may have a typo. Head back home and carry
          on from there.
        </p>
        <Link href="/" className={buttonClasses({ className: "mt-2" })}>
          Go back home
        </Link>
      </main>
    </div>
  );
}
