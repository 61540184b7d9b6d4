import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { cn } from "../../lib/utils";

/** Radix Checkbox (a button with role checkbox): Space toggles it, a <Label htmlFor> names it. */
export function Checkbox({ className, ...props }: ComponentPropsWithRef<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer grid size-5 shrink-0 place-items-center rounded border border-slate-400 bg-white shadow-sm",
        "focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2",
        "disabled:cursor-not-allowed disabled:opacity-60",
        "data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600 data-[state=checked]:text-white",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
