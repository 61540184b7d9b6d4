import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { cn } from "../../lib/utils";

/** The way back home at the top of a members' page. `className` adds to its look (e.g. a taller target). */
export function BackToHomeLink({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-md font-medium text-indigo-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2",
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Home
    </Link>
  );
}
