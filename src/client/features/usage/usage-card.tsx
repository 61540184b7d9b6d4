import { AlertTriangle, Crown, Infinity as InfinityIcon, RefreshCw } from "lucide-react";
import { Link } from "wouter";
import { UPGRADE_LABEL } from "../../components/generator/upgrade-prompt";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/utils";
import { useUpgradeHref } from "../billing/use-upgrade-href";
import { type UsageKind, type UsageLevel, type UsageMeter, usageHeadline, usageMeters } from "./usage-levels";
import { useUsageStatus } from "./use-usage-status";

const cardTone: Record<UsageLevel, string> = {
  normal: "border-blue-200 bg-blue-50/60",
  warning: "border-yellow-300 bg-yellow-50",
  limit: "border-red-300 bg-red-50",
};
const barTone: Record<UsageLevel, string> = {
  normal: "bg-blue-600",
  warning: "bg-yellow-500",
  limit: "bg-red-600",
};

function UsageBar({
  id,
  label,
  meter,
  limitText,
}: {
  id: string;
  label: string;
  meter: UsageMeter;
  limitText: string;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={id} className="font-medium text-slate-800">
          {label}
        </span>
        <span className="text-slate-700 tabular-nums">
          {meter.used}/{meter.limit}
        </span>
      </div>
      <Progress
        value={meter.percent}
        aria-labelledby={id}
        aria-valuetext={`${meter.used} of ${meter.limit} used`}
        className="bg-slate-900/10"
        indicatorClassName={barTone[meter.level]}
      />
      {meter.used >= meter.limit ? (
        <p className="flex items-center gap-1 font-medium text-red-700 text-xs">
          <AlertTriangle className="size-3.5" aria-hidden="true" />
          {limitText}
        </p>
      ) : null}
    </div>
  );
}

function UsageSkeleton() {
  return (
    <Card className="animate-pulse motion-reduce:animate-none" aria-busy="true">
      <span className="sr-only" role="status">
        Loading usage…
      </span>
      <div className="grid gap-4 p-6" aria-hidden="true">
        <div className="flex justify-between">
          <div className="h-5 w-32 rounded bg-slate-200" />
          <div className="h-5 w-16 rounded-full bg-slate-200" />
        </div>
        <div className="h-3 w-40 rounded bg-slate-200" />
        <div className="h-2 w-full rounded bg-slate-200" />
        <div className="h-2 w-full rounded bg-slate-200" />
      </div>
    </Card>
  );
}

/**
 * The usage card (spec core-product §2): a skeleton while loading; Pro: unlimited; Free: two bars,
 * blue below 80%, yellow from 80%, red at 100%, and from 80% an upgrade button to /subscribe
 * (carrying this page, so checkout returns here).
 * On a generator page (`kind`) it is red only when that page's allowance is used up; elsewhere only
 * when both are (usage-levels.ts).
 * Polls every 30 s; the generators invalidate it after each run.
 */
export function UsageCard({ className, kind }: { className?: string; kind?: UsageKind }) {
  const { data, isPending, isError, refetch, isFetching } = useUsageStatus();
  const upgradeHref = useUpgradeHref();

  if (isPending) return <UsageSkeleton />;
  if (isError || !data) {
    return (
      <Card className={className}>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Usage Overview
          </CardTitle>
          <CardDescription>Your usage couldn't be loaded right now.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" size="sm" onClick={() => refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const meters = usageMeters(data, kind);
  if (!meters) {
    return (
      <Card className={cn("border-indigo-200 bg-gradient-to-br from-indigo-50 to-white", className)}>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2" className="flex items-center gap-2 whitespace-nowrap text-base">
              <InfinityIcon className="size-5 text-indigo-600" aria-hidden="true" />
              Unlimited Access
            </CardTitle>
            <Badge className="border-indigo-200 bg-indigo-600 text-white">
              <Crown aria-hidden="true" />
              Pro Member
            </Badge>
          </div>
          <CardDescription>You have unlimited content generation</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const { social, listings, level } = meters;
  const showUpgrade = level !== "normal";
  return (
    <Card className={cn(cardTone[level], className)} data-usage-level={level}>
      <CardHeader className="pb-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" className="whitespace-nowrap text-base">
            Usage Overview
          </CardTitle>
          <Badge className="border-slate-300 bg-white text-slate-700">Free Plan</Badge>
        </div>
        <CardDescription className={level === "limit" ? "font-medium text-red-800" : undefined}>
          {usageHeadline(social, listings)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <UsageBar
          id="usage-social-label"
          label="Social Media Posts"
          meter={social}
          limitText="Social media limit reached"
        />
        <UsageBar
          id="usage-listings-label"
          label="Product Listings"
          meter={listings}
          limitText="Product listings limit reached"
        />
        {showUpgrade ? (
          <div className="grid gap-1.5 pt-1">
            <Link
              href={upgradeHref}
              className={buttonClasses({
                className: "h-auto min-h-10 w-full whitespace-normal py-2 text-center",
              })}
            >
              <Crown aria-hidden="true" />
              {UPGRADE_LABEL}
            </Link>
            <p className="text-center text-slate-600 text-xs">Get unlimited access to all features</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
