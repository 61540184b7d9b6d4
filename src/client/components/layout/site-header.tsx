import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";

export const PRODUCT_NAME = "Seller Content Studio";

/**
 * The product's mark and name, a link home. It never wraps: on the narrowest phones (under 360 px)
 * mark and name get a little smaller instead, so the bar keeps room for its buttons down to 320 px.
 */
export function SiteLogo() {
  return (
    <Link
      href="/"
      className="flex min-w-0 shrink-0 items-center gap-2 whitespace-nowrap rounded-md font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-indigo-600 text-white max-[359px]:size-7">
        <Sparkles className="size-4" aria-hidden="true" />
      </span>
      <span className="text-sm leading-tight max-[359px]:text-[0.8125rem] sm:text-base">{PRODUCT_NAME}</span>
    </Link>
  );
}

/** The top bar: the product name (a link home) and page-specific actions on the right. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-slate-200 border-b bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 max-[359px]:gap-2 max-[359px]:px-3 sm:px-6">
        <SiteLogo />
        {children ? <nav className="flex shrink-0 items-center gap-1 sm:gap-2">{children}</nav> : null}
      </div>
    </header>
  );
}
