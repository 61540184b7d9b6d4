import { Link } from "wouter";
import { cn } from "../../lib/utils";
import { useUpgradeHref } from "../billing/use-upgrade-href";
import { type GenerationKind, summaryText } from "./spend-allowance";
import { meterOf, type UsageLevel } from "./usage-levels";
import { useUsageStatus } from "./use-usage-status";

const tone: Record<UsageLevel | "pro", string> = {
  normal: "border-blue-200 bg-blue-50 text-slate-800",
  warning: "border-yellow-300 bg-yellow-50 text-slate-900",
  limit: "border-red-300 bg-red-50 text-red-900",
  pro: "border-indigo-200 bg-indigo-50 text-slate-800",
};

/**
 * One line of usage for the top of a generator page on a phone, where the full usage card sits
 * below a long form: "1 of 2 free social posts left · Upgrade". Same colours as the card's bar.
 * Keeps its height while loading, so the page does not jump; says nothing if the status fails
 * (the full card offers the retry).
 */
export function UsageSummaryLine({ kind, className }: { kind: GenerationKind; className?: string }) {
  const { data, isPending } = useUsageStatus();
  const upgradeHref = useUpgradeHref();
  if (isPending) {
    return (
      <div
        aria-hidden="true"
        className={cn("h-10 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none", className)}
      />
    );
  }
  if (!data) return null;
  const pro = data.hasActiveSubscription;
  const used = kind === "social" ? data.socialMediaUsed : data.productListingsUsed;
  const limit = kind === "social" ? data.socialMediaLimit : data.productListingsLimit;
  const level = pro || limit === null ? "pro" : meterOf(used, limit).level;
  return (
    <p
      data-usage-summary={kind}
      className={cn(
        "flex min-h-10 flex-wrap items-center gap-x-2 rounded-lg border px-3 py-1.5 font-medium text-sm",
        tone[level],
        className,
      )}
    >
      <span>{summaryText(data, kind)}</span>
      {level === "pro" ? null : (
        <>
          <span aria-hidden="true">·</span>
          <Link
            href={upgradeHref}
            className="inline-flex min-h-6 items-center rounded-sm font-semibold text-indigo-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
          >
            Upgrade
          </Link>
        </>
      )}
    </p>
  );
}
