import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { cn } from "../../lib/utils";

/**
 * Radix Checkbox (a button with role checkbox): Space toggles it, a <Label htmlFor> names it.
 * The box looks 20 px, but the button around it is at least 24 × 24 px (WCAG 2.5.8's smallest
 * target), 2 px past the box on each side; its negative margin keeps the layout of a 20 px box.
 * A size set through className still cannot make the button smaller than 24 px. The tick shows
 * when checked or indeterminate.
 */
export function Checkbox({ className, ...props }: ComponentPropsWithRef<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer group/checkbox -m-0.5 grid min-h-6 min-w-6 shrink-0 place-items-center rounded-md",
        "focus-visible:outline-2 focus-visible:outline-indigo-600",
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "grid size-5 place-items-center rounded border border-slate-500 bg-white shadow-sm",
          "group-data-[state=checked]/checkbox:border-indigo-600 group-data-[state=checked]/checkbox:bg-indigo-600 group-data-[state=checked]/checkbox:text-white",
        )}
      >
        {/* Shown by style, not by Radix's Indicator: that one mounts through Presence, which reads
            each box's computed style (a style recalculation per checkbox) as the form renders. */}
        <span className="pointer-events-none group-data-[state=unchecked]/checkbox:hidden">
          <Check className="size-3.5" strokeWidth={3} />
        </span>
      </span>
    </CheckboxPrimitive.Root>
  );
}
