import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/utils";
import type { PlanFeature } from "./plan-copy";

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
        {features.map(({ text, included }) => (
          <li
            key={text}
            className={cn("flex items-start gap-2", included ? "text-slate-700" : "text-slate-500")}
          >
            {included ? (
              <Check className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            ) : (
              <X className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            )}
            <span>
              {included ? null : <span className="sr-only">Not included: </span>}
              {text}
            </span>
          </li>
        ))}
      </ul>
      {footnote ? <p className="mt-4 text-slate-600 text-xs">{footnote}</p> : null}
      {action ? <div className="mt-auto pt-8">{action}</div> : null}
    </section>
  );
}
