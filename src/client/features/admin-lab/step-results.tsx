import type { TestStepResult } from "../../../domain/admin";
import { formatDuration } from "./lab-format";
import { StatusBadge } from "./status-badge";

/** A run's steps: what each did, its verdict, how long it took, and the reason it gives. */
export function StepResults({ steps, label }: { steps: readonly TestStepResult[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-2">
      {steps.map((step, index) => (
        <li
          // Steps have no id; their order within one run is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: a run's steps never reorder
          key={index}
          className="rounded-lg border border-slate-200 bg-slate-50/60 p-3 text-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-slate-900">{step.step}</span>
            <span className="flex items-center gap-2 text-slate-500 text-xs">
              {formatDuration(step.duration)}
              <StatusBadge status={step.status} />
            </span>
          </div>
          {step.description ? <p className="mt-1 text-slate-600">{step.description}</p> : null}
          {step.details ? (
            <p className="mt-1 break-words font-mono text-slate-700 text-xs">{step.details}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
