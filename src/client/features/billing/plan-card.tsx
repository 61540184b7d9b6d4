import { Check, Clock, X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/utils";
import type { PlanFeature } from "./plan-copy";
import { COMING_SOON_LABEL } from "./site-mode-notes";

/** A feature's line: ticked, crossed out (not in this plan), or marked as coming soon. */
export function PlanFeatureItem({ text, included, soon = false }: PlanFeature) {
  const state = included ? "included" : soon ? "soon" : "excluded";
  return (
    <li
      data-feature-state={state}
      className={cn("flex items-start gap-2", state === "excluded" ? "text-slate-500" : "text-slate-700")}
    >
      {state === "included" ? (
        <Check className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
      ) : state === "soon" ? (
        <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      ) : (
        <X className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
      )}
      <span>
        {state === "excluded" ? <span className="sr-only">Not included: </span> : null}
        {text}
        {state === "soon" ? (
          <>
            {" "}
            <span className="whitespace-nowrap rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 font-medium text-slate-700 text-xs">
              {COMING_SOON_LABEL}
            </span>
          </>
        ) : null}
      </span>
    </li>
  );
}

/** One plan: name, price, who it is for, what it includes (and leaves out), and its call to action. */
export function PlanCard({
  name,
  price,
  period,
  summary,
  features,
  highlighted = false,
  ribbon,
  footnote,
  action,
  headingLevel = "h2",
}: {
  name: string;
  price: string;
  period: string;
  summary: string;
  features: PlanFeature[];
  highlighted?: boolean;
  ribbon?: string;
  footnote?: ReactNode;
  action?: ReactNode;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <section
      aria-label={`${name} plan`}
      className={cn(
        "flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
        highlighted ? "border-indigo-600 ring-1 ring-indigo-600" : "border-slate-200",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <Heading className="font-semibold text-lg text-slate-900">{name}</Heading>
        {ribbon ? (
          <span className="rounded-full bg-indigo-600 px-2.5 py-0.5 font-semibold text-white text-xs">
            {ribbon}
          </span>
        ) : null}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="font-bold text-4xl text-slate-900 tracking-tight">{price}</span>
        <span className="text-slate-600 text-sm">{period}</span>
      </p>
      <p className="mt-3 text-slate-600 text-sm">{summary}</p>
      <ul className="mt-6 grid gap-2.5 text-sm">
        {features.map((feature) => (
          <PlanFeatureItem key={feature.text} {...feature} />
        ))}
      </ul>
      {footnote ? <p className="mt-4 text-slate-600 text-xs">{footnote}</p> : null}
      {action ? <div className="mt-auto pt-8">{action}</div> : null}
    </section>
  );
}
