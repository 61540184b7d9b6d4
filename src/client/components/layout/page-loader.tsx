import { Loader2 } from "lucide-react";

/** Shown while a route's code or the sign-in state loads. */
export function PageLoader() {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <Loader2
        className="size-8 animate-spin text-indigo-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
