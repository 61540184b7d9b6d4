import { Clock, Crown, Sparkles } from "lucide-react";
import { cn } from "../../lib/utils";
import type { PlanState } from "./plan-state";

const looks: Record<PlanState, { label: string; icon: typeof Crown; className: string }> = {
  pro: { label: "Pro Active", icon: Crown, className: "border-indigo-600 bg-indigo-600 text-white" },
  ending: { label: "Ending Soon", icon: Clock, className: "border-amber-300 bg-amber-100 text-amber-900" },
  free: { label: "Free Plan", icon: Sparkles, className: "border-slate-300 bg-white text-slate-700" },
};

/** The plan badge of /subscription: Pro Active, Ending Soon or Free Plan. */
export function PlanBadge({ state, className }: { state: PlanState; className?: string }) {
  const { label, icon: Icon, className: look } = looks[state];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-3 py-1 font-semibold text-sm",
        look,
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </span>
  );
}
