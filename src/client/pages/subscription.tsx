import { CalendarCheck, CalendarX, Crown, LifeBuoy, Loader2, Mail, RotateCcw, XCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { PublicUser } from "../../domain/auth";
import { FREE_LIMITS } from "../../domain/plans";
import { PRODUCT_NAME } from "../components/layout/site-header";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../components/ui/alert-dialog";
import { Button, buttonClasses } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { toast } from "../components/ui/use-toast";
import { useUser } from "../features/auth/use-user";
import { BillingFrame } from "../features/billing/billing-frame";
import { PlanBadge } from "../features/billing/plan-badge";
import { PlanFeatureItem } from "../features/billing/plan-card";
import {
  BILLING_TOASTS,
  CANCEL_CONFIRMATION_TEXT,
  formatPlanDate,
  PRO_PRICE_LABEL,
  proPlanFeatures,
  UPGRADE_BUTTON_LABEL,
} from "../features/billing/plan-copy";
import { type PlanState, planStateOf } from "../features/billing/plan-state";
import { useBillingUsage } from "../features/billing/use-billing-usage";
import { useChangeSubscription } from "../features/billing/use-change-subscription";
import { errorMessageFrom } from "../lib/api-client";
import { useSiteConfig } from "../lib/use-site-config";

/**
 * /subscription (spec supporting-areas §2): the plan badge and details; cancel (with the spec's
 * confirmation) or reactivate; a support link for Pro; usage and an upgrade button for Free.
 */
export function SubscriptionPage() {
  const { user } = useUser();
  if (!user) return null;
  const state = planStateOf(user);
  return (
    <BillingFrame>
      <title>{`Subscription · ${PRODUCT_NAME}`}</title>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Subscription</h1>
          <p className="mt-1 text-slate-600">Your plan, billing and usage.</p>
        </div>
        <PlanBadge state={state} />
      </header>
      <div className="mt-8 grid items-start gap-6 md:grid-cols-2">
        <PlanDetails user={user} state={state} />
        {state === "pro" ? <CancelCard user={user} /> : null}
        {state === "ending" ? <ReactivateCard user={user} /> : null}
        {state === "free" ? <FreeUsageCard /> : <SupportCard />}
        {state === "free" ? <ProTeaserCard /> : null}
      </div>
    </BillingFrame>
  );
}

function PlanDetails({ user, state }: { user: PublicUser; state: PlanState }) {
  const config = useSiteConfig();
  const endDate = formatPlanDate(user.subscriptionEndDate);
  const rows: Array<{ term: string; value: string }> =
    state === "free"
      ? [
          { term: "Plan", value: "Free" },
          { term: "Price", value: "$0" },
          {
            term: "Includes",
            value: `${FREE_LIMITS.socialMedia} social posts and ${FREE_LIMITS.productListings} product listings per account`,
          },
        ]
      : [
          { term: "Plan", value: "Pro" },
          { term: "Price", value: PRO_PRICE_LABEL },
          {
            term: "Status",
            value: state === "pro" ? "Active, renews automatically" : "Canceled, Pro until the period ends",
          },
          ...(endDate
            ? [{ term: state === "pro" ? "Next renewal" : "Pro access until", value: endDate }]
            : []),
          ...(config?.billing === "demo"
            ? [{ term: "Billing", value: "Demo checkout: no real payment taken" }]
            : []),
        ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {state === "free" ? null : <Crown className="size-5 text-indigo-600" aria-hidden="true" />}
          Plan details
        </CardTitle>
        <CardDescription>
          {state === "free"
            ? "You're on the Free plan."
            : state === "pro"
              ? "You have unlimited content generation."
              : "Your subscription is canceled. You keep unlimited access until it ends."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {rows.map(({ term, value }) => (
            <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function CancelCard({ user }: { user: PublicUser }) {
  const change = useChangeSubscription();
  const [open, setOpen] = useState(false);
  const endDate = formatPlanDate(user.subscriptionEndDate);

  const cancel = () => {
    change.mutate("cancel", {
      onSuccess: () => toast(BILLING_TOASTS.canceled),
      onError: (error) =>
        toast({
          title: BILLING_TOASTS.cancelFailed.title,
          description: errorMessageFrom(error, BILLING_TOASTS.cancelFailed.description),
          variant: "destructive",
        }),
      onSettled: () => setOpen(false),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarX className="size-5 text-slate-500" aria-hidden="true" />
          Cancel subscription
        </CardTitle>
        <CardDescription>
          You can cancel any time. You keep Pro until {endDate ?? "the end of the current billing period"},
          then your account moves to the Free plan. You can reactivate until then.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={(next) => (change.isPending ? null : setOpen(next))}>
          <AlertDialogTrigger asChild>
            <Button variant="outline" className="border-red-300 text-red-700 hover:bg-red-50">
              <XCircle aria-hidden="true" />
              Cancel Subscription
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
            <AlertDialogDescription>{CANCEL_CONFIRMATION_TEXT}</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={change.isPending}>Keep Pro</AlertDialogCancel>
              <AlertDialogAction
                variant="destructive"
                disabled={change.isPending}
                onClick={(event) => {
                  // Stay open until the server answers; the dialog closes when it has.
                  event.preventDefault();
                  cancel();
                }}
              >
                {change.isPending ? (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : null}
                Yes, cancel
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}

function ReactivateCard({ user }: { user: PublicUser }) {
  const change = useChangeSubscription();
  const endDate = formatPlanDate(user.subscriptionEndDate);
  const reactivate = () =>
    change.mutate("reactivate", {
      onSuccess: () => toast(BILLING_TOASTS.reactivated),
      onError: () => toast({ ...BILLING_TOASTS.reactivateFailed, variant: "destructive" }),
    });
  return (
    <Card className="border-amber-300 bg-amber-50/60">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarCheck className="size-5 text-amber-700" aria-hidden="true" />
          Reactivate subscription
        </CardTitle>
        <CardDescription className="text-slate-700">
          Your Pro plan ends on {endDate ?? "the last day of this billing period"}. Reactivate to keep
          unlimited access; nothing is charged until your next renewal date.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={reactivate} disabled={change.isPending}>
          {change.isPending ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <RotateCcw aria-hidden="true" />
          )}
          Reactivate Subscription
        </Button>
      </CardContent>
    </Card>
  );
}

function SupportCard() {
  const supportEmail = useSiteConfig()?.supportEmail;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-5 text-indigo-600" aria-hidden="true" />
          Priority support
        </CardTitle>
        <CardDescription>As a Pro member your questions go to the front of the queue.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Link href="/contact" className={buttonClasses({ variant: "outline" })}>
          Contact Support
        </Link>
        {supportEmail ? (
          <a href={`mailto:${supportEmail}`} className={buttonClasses({ variant: "ghost" })}>
            <Mail aria-hidden="true" />
            {supportEmail}
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ProTeaserCard() {
  const config = useSiteConfig();
  return (
    <Card className="border-indigo-200 bg-gradient-to-br from-indigo-50 to-white md:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-5 text-indigo-600" aria-hidden="true" />
          What Pro adds
        </CardTitle>
        <CardDescription>{PRO_PRICE_LABEL}. Cancel any time; 30-day money-back guarantee.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2.5 text-slate-700 text-sm sm:grid-cols-2">
          {proPlanFeatures(config?.imageGeneration).map((feature) => (
            <PlanFeatureItem key={feature.text} {...feature} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function FreeUsageCard() {
  const usage = useBillingUsage();
  const rows = usage.data
    ? [
        { label: "Social media posts", used: usage.data.socialMediaUsed, limit: FREE_LIMITS.socialMedia },
        {
          label: "Product listings",
          used: usage.data.productListingsUsed,
          limit: FREE_LIMITS.productListings,
        },
      ]
    : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your usage</CardTitle>
        <CardDescription>
          Free posts and listings are counted per account and don't reset monthly.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rows ? (
          <ul className="grid gap-3">
            {rows.map(({ label, used, limit }) => (
              <li key={label} className="grid gap-1.5">
                <div className="flex justify-between text-sm">
                  <span className="font-medium text-slate-800">{label}</span>
                  <span className="text-slate-700 tabular-nums">
                    {used}/{limit}
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <div
                    className={used >= limit ? "h-full bg-red-600" : "h-full bg-indigo-600"}
                    style={{ width: `${Math.min(100, (used / limit) * 100)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        ) : usage.isError ? (
          <p className="text-slate-600 text-sm">
            Your usage couldn't be loaded just now. Refresh the page to try again.
          </p>
        ) : (
          <p className="flex items-center gap-2 text-slate-600 text-sm" role="status">
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            Loading usage…
          </p>
        )}
        <Link
          href="/subscribe"
          className={buttonClasses({
            className: "h-auto min-h-10 w-full whitespace-normal py-2 text-center",
          })}
        >
          <Crown aria-hidden="true" />
          {UPGRADE_BUTTON_LABEL}
        </Link>
      </CardContent>
    </Card>
  );
}
