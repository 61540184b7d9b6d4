import * as DropdownPrimitive from "@radix-ui/react-dropdown-menu";
import { type ComponentPropsWithRef, createContext, useContext } from "react";
import { cn } from "../../lib/utils";
import { useInertOutside } from "./inert-outside";

/** Whether the open menu is modal (Radix's default): then the rest of the page is inert meanwhile. */
const MenuIsModal = createContext(true);

/** Radix DropdownMenu with the app's look: keyboard, focus and screen-reader behaviour come from Radix. */
export function DropdownMenu({
  modal = true,
  ...props
}: ComponentPropsWithRef<typeof DropdownPrimitive.Root>) {
  return (
    <MenuIsModal.Provider value={modal}>
      <DropdownPrimitive.Root modal={modal} {...props} />
    </MenuIsModal.Provider>
  );
}
export const DropdownMenuTrigger = DropdownPrimitive.Trigger;
export const DropdownMenuGroup = DropdownPrimitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ref,
  ...props
}: ComponentPropsWithRef<typeof DropdownPrimitive.Content>) {
  // A modal menu hides the page from screen readers (Radix): make it inert as well (inert-outside.ts).
  const inertOutside = useInertOutside(ref, useContext(MenuIsModal));
  return (
    <DropdownPrimitive.Portal>
      <DropdownPrimitive.Content
        ref={inertOutside}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          "z-50 min-w-[13rem] overflow-hidden rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg",
          className,
        )}
        {...props}
      />
    </DropdownPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  ...props
}: ComponentPropsWithRef<typeof DropdownPrimitive.Item>) {
  return (
    <DropdownPrimitive.Item
      className={cn(
        "flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-2 text-slate-800 text-sm outline-none",
        "data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-500",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentPropsWithRef<typeof DropdownPrimitive.Label>) {
  return (
    <DropdownPrimitive.Label
      className={cn("px-2 pt-2 pb-1 font-semibold text-slate-500 text-xs uppercase tracking-wide", className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentPropsWithRef<typeof DropdownPrimitive.Separator>) {
  return <DropdownPrimitive.Separator className={cn("-mx-1 my-1 h-px bg-slate-200", className)} {...props} />;
}
