import { Loader2 } from "lucide-react";
import { MAIN_CONTENT_ID } from "./focus-target";

/**
 * Shown while a route's code or the sign-in state loads: the page's one main content area for
 * that moment, so the skip link and screen readers' landmarks find it too.
 */
export function PageLoader() {
  return (
    <main id={MAIN_CONTENT_ID} className="grid min-h-[50vh] place-items-center">
      <PageLoadingStatus />
    </main>
  );
}

/** The page-sized spinner, announced as "Loading…" (PageLoader, and members' page previews). */
export function PageLoadingStatus({ className }: { className?: string }) {
  return (
    <div role="status" className={className}>
      <Loader2
        className="size-8 animate-spin text-indigo-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
