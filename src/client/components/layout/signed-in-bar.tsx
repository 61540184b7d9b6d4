import type { ReactNode } from "react";
import { SiteLogo } from "./site-header";
import { ToolNav } from "./tool-nav";

/**
 * The bar's layout: the logo, the tools, and `children` (the account's places) on the right. A
 * members' page preview (pages/member-previews.tsx) draws it without them, at the same height, so
 * the page does not shift when it takes over.
 */
export function SignedInBar({ children }: { children?: ReactNode }) {
  return (
    <header className="border-slate-200 border-b bg-white/90 backdrop-blur">
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 px-4 max-[359px]:gap-x-2 max-[359px]:px-3 sm:px-6 xl:grid-cols-[auto_minmax(0,1fr)_auto] xl:gap-x-4">
        <div className="flex h-14 items-center sm:h-16">
          <SiteLogo />
        </div>
        <ToolNav className="col-span-2 row-start-2 xl:col-span-1 xl:col-start-2 xl:row-start-1" />
        <div className="col-start-2 row-start-1 flex items-center justify-end gap-1 xl:col-start-3">
          {children}
        </div>
      </div>
    </header>
  );
}
