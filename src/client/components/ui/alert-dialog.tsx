import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import type { ComponentPropsWithRef } from "react";
import { cn } from "../../lib/utils";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button";
import { useInertOutside } from "./inert-outside";

/**
 * A confirmation dialog (Radix AlertDialog): focus moves into it and stays there, Escape and the
 * cancel button close it, and it is announced as an alert dialog with its title and description.
 */
export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** While open, the rest of the page is inert (inert-outside.ts). */
export function AlertDialogContent({
  className,
  children,
  ref,
  ...props
}: ComponentPropsWithRef<typeof AlertDialogPrimitive.Content>) {
  const inertOutside = useInertOutside(ref);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
      <AlertDialogPrimitive.Content
        ref={inertOutside}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl",
          "focus-visible:outline-2 focus-visible:outline-indigo-600",
          className,
        )}
        {...props}
      >
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({
  className,
  ...props
}: ComponentPropsWithRef<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn("font-semibold text-lg", className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentPropsWithRef<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn("text-slate-600 text-sm", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentPropsWithRef<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize };

export function AlertDialogCancel({
  className,
  variant = "outline",
  size,
  ...props
}: ComponentPropsWithRef<typeof AlertDialogPrimitive.Cancel> & ButtonLook) {
  return <AlertDialogPrimitive.Cancel className={buttonClasses({ variant, size, className })} {...props} />;
}

export function AlertDialogAction({
  className,
  variant = "default",
  size,
  ...props
}: ComponentPropsWithRef<typeof AlertDialogPrimitive.Action> & ButtonLook) {
  return <AlertDialogPrimitive.Action className={buttonClasses({ variant, size, className })} {...props} />;
}
