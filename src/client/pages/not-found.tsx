import { Link } from "wouter";
import { PRODUCT_NAME, SiteHeader } from "../components/layout/site-header";
import { buttonClasses } from "../components/ui/button";

export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`Page Not Found · ${PRODUCT_NAME}`}</title>
      <SiteHeader />
      <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <p className="font-semibold text-indigo-600 text-sm">404</p>
        <h1 className="font-bold text-3xl tracking-tight">Page Not Found</h1>
        <p className="max-w-md text-slate-600">
          The page you are looking for does not exist or has moved. Check the address, or head back home.
        </p>
        <Link href="/" className={buttonClasses({ className: "mt-2" })}>
          Go back home
        </Link>
      </main>
    </div>
  );
}
