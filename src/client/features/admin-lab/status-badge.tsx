import { CheckCircle2, CircleDashed, ClipboardList, Loader2, XCircle } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/utils";
import { capitalise } from "./lab-format";

export type LabStatus = "pending" | "running" | "passed" | "failed" | "manual";

const looks: Record<LabStatus, { className: string; Icon: typeof CheckCircle2 }> = {
  pending: { className: "border-slate-300 bg-slate-50 text-slate-700", Icon: CircleDashed },
  running: { className: "border-indigo-300 bg-indigo-50 text-indigo-800", Icon: Loader2 },
  passed: { className: "border-emerald-300 bg-emerald-50 text-emerald-800", Icon: CheckCircle2 },
  failed: { className: "border-red-300 bg-red-50 text-red-800", Icon: XCircle },
  manual: { className: "border-amber-300 bg-amber-50 text-amber-900", Icon: ClipboardList },
};

/** A run or step status, in words with an icon (colour is never the only signal). */
export function StatusBadge({ status, className }: { status: LabStatus; className?: string }) {
  const { className: look, Icon } = looks[status];
  return (
    <Badge className={cn(look, className)}>
      <Icon
        className={status === "running" ? "animate-spin motion-reduce:animate-none" : undefined}
        aria-hidden="true"
      />
      {capitalise(status)}
    </Badge>
  );
}
