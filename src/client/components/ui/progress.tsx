import * as ProgressPrimitive from "@radix-ui/react-progress";
import type { ComponentPropsWithRef } from "react";
import { cn } from "../../lib/utils";

/** Radix Progress (role progressbar with aria-valuenow); `indicatorClassName` colours the bar. */
export function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  ...props
}: ComponentPropsWithRef<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const clamped = Math.min(Math.max(value ?? 0, 0), max);
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          "h-full w-full flex-1 bg-indigo-600 transition-transform duration-500 ease-out motion-reduce:transition-none",
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - (clamped / max) * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
