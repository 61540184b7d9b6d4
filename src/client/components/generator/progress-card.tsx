import { Check, Loader2 } from "lucide-react";
import type { ProgressStep } from "../../lib/use-stepped-progress";
import { cn } from "../../lib/utils";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Progress } from "../ui/progress";

/** The generating state: the current step's label and value, and the step list. */
export function ProgressCard({
  title,
  description,
  steps,
  index,
}: {
  title: string;
  description: string;
  steps: readonly ProgressStep[];
  index: number;
}) {
  const current = steps[index] ?? steps[0];
  if (!current) return null;
  return (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Loader2
            className="size-5 animate-spin text-indigo-600 motion-reduce:animate-none"
            aria-hidden="true"
          />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span role="status" className="font-medium text-slate-800">
              {current.label}
            </span>
            <span className="text-slate-600 tabular-nums">{current.value}%</span>
          </div>
          <Progress value={current.value} aria-label={current.label} />
        </div>
        <ol className="grid gap-2">
          {steps.map((step, stepIndex) => {
            const done = stepIndex < index;
            const active = stepIndex === index;
            return (
              <li
                key={step.label}
                className={cn(
                  "flex items-center gap-2 text-sm",
                  done ? "text-slate-700" : active ? "font-medium text-indigo-700" : "text-slate-400",
                )}
              >
                <span
                  className={cn(
                    "grid size-5 shrink-0 place-items-center rounded-full border",
                    done
                      ? "border-emerald-600 bg-emerald-600 text-white"
                      : active
                        ? "border-indigo-600 text-indigo-600"
                        : "border-slate-300",
                  )}
                  aria-hidden="true"
                >
                  {done ? <Check className="size-3" strokeWidth={3} /> : null}
                </span>
                {step.label.replace(/\.\.\.$/, "")}
                <span className="sr-only">{done ? " (done)" : active ? " (in progress)" : ""}</span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
