import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { cn } from "../../lib/utils";
import { useInertOutside } from "./inert-outside";

/** Radix Select styled like the Input. Options never have an empty value (spec core-product §5). */
export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-base text-slate-900 shadow-sm sm:text-sm",
        "focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-0",
        "disabled:cursor-not-allowed disabled:opacity-60 data-[placeholder]:text-slate-500 [&>span]:truncate",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * Radix scrolls a long list inside a wrapper without a role (its "viewport"), which a keyboard
 * cannot reach by Tab: axe reports it (scrollable-region-focusable). Placed under the trigger
 * ("popper"), the list itself scrolls instead: it is the listbox the combobox controls, whose
 * arrow keys move through the options and scroll them into view. (Placed over the trigger,
 * "item-aligned", Radix positions by the wrapper's scrolling: left as it is.)
 */
const listScrolls = { overflow: "visible" } as const;

/** The open list. Like a dialog it is modal: the rest of the page is inert meanwhile (inert-outside.ts). */
export function SelectContent({
  className,
  children,
  position = "popper",
  ref,
  ...props
}: ComponentPropsWithRef<typeof SelectPrimitive.Content>) {
  const inertOutside = useInertOutside(ref);
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        ref={inertOutside}
        position={position}
        sideOffset={4}
        className={cn(
          "relative z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[8rem] rounded-md border border-slate-200 bg-white text-slate-900 shadow-lg",
          position === "popper" ? "w-[var(--radix-select-trigger-width)] overflow-y-auto" : "overflow-hidden",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1" style={position === "popper" ? listScrolls : undefined}>
          {children}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex w-full cursor-default select-none items-center rounded-sm py-2 pr-2 pl-8 text-sm outline-none",
        "data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
