import { AlertCircle, Loader2, type LucideIcon, RefreshCw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";

export function HistorySkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading…
      </span>
      {[0, 1, 2].map((row) => (
        <Card
          key={row}
          className="flex animate-pulse items-center gap-4 p-4 motion-reduce:animate-none"
          aria-hidden="true"
        >
          <div className="size-14 rounded-md bg-slate-200" />
          <div className="grid flex-1 gap-2">
            <div className="h-4 w-1/2 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-200" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export function HistoryError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
        <p className="font-medium">Your history couldn't be loaded just now.</p>
        <p className="text-slate-600 text-sm">Check your internet connection, then try again.</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

export function HistoryEmpty({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <Card className="border-dashed bg-white/60">
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-indigo-100 text-indigo-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="max-w-sm text-slate-600 text-sm">{description}</p>
        {action}
      </CardContent>
    </Card>
  );
}

/** Filters that match nothing: said plainly, with the way back to everything. */
export function HistoryNoMatches({ onClear }: { onClear: () => void }) {
  return (
    <Card className="border-dashed bg-white/60">
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <SearchX className="size-8 text-slate-500" aria-hidden="true" />
        <p className="font-semibold text-slate-900" role="status">
          Nothing matches these filters
        </p>
        <p className="max-w-sm text-slate-600 text-sm">
          Try other words, or clear the filters to see everything.
        </p>
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * Under a History list: how many of how many are shown, and "Show more" while there are more.
 * `noun` is the plural ("posts", "listings").
 */
export function HistoryMore({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-2 py-2">
      <p className="text-slate-600 text-sm" aria-live="polite">
        Showing {shown} of {total} {noun}
      </p>
      {hasMore ? (
        <Button variant="outline" onClick={onMore} disabled={loading}>
          {loading ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : null}
          Show more
        </Button>
      ) : null}
    </div>
  );
}
