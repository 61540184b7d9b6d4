import { CreditCard } from "lucide-react";
import { Link } from "wouter";
import type { PublicUser } from "../../../domain/auth";
import { buttonClasses } from "../../components/ui/button";
import { PlanBadge } from "../billing/plan-badge";
import { formatPlanDate } from "../billing/plan-copy";
import { planStateOf } from "../billing/plan-state";
import { AccountSection } from "./account-section";

/** The plan in a line, and the way to the page that manages it. */
export function PlanSection({ user }: { user: PublicUser }) {
  const state = planStateOf(user);
  const endDate = formatPlanDate(user.subscriptionEndDate);
  const summary =
    state === "free"
      ? "You're on the Free plan."
      : state === "pro"
        ? `You're on Pro${endDate ? `; it renews on ${endDate}` : ""}.`
        : `Your Pro plan is canceled and ends${endDate ? ` on ${endDate}` : " at the end of the period"}.`;
  return (
    <AccountSection
      id="plan"
      title="Plan"
      description="Your plan, what you've used, and billing."
      icon={CreditCard}
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <PlanBadge state={state} />
          <p className="text-slate-700 text-sm">{summary}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href="/subscription" className={buttonClasses({ variant: "outline" })}>
            Manage your plan
          </Link>
          {state === "free" ? (
            <Link href="/pricing" className={buttonClasses({ variant: "ghost" })}>
              Compare plans
            </Link>
          ) : null}
        </div>
      </div>
    </AccountSection>
  );
}
