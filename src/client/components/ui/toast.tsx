import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { cn } from "../../lib/utils";
import type { ToastPlacement } from "./toast-placement";

/** Toast defaults (spec, supporting-areas §9): 5 s on screen, swipe right past 50 px to dismiss. */
export const TOAST_DURATION_MS = 5000;

export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = "right",
  swipeThreshold = 50,
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

const placementClasses: Record<ToastPlacement, string> = {
  top: "top-0 left-0 pt-[max(1rem,env(safe-area-inset-top))]",
  bottom: "bottom-0 left-0 pb-[max(1rem,env(safe-area-inset-bottom))]",
  "top-right": "top-0 right-0",
  "bottom-right": "right-0 bottom-0 pb-[max(1rem,env(safe-area-inset-bottom))]",
  "top-left": "top-0 left-0",
  "bottom-left": "bottom-0 left-0 pb-[max(1rem,env(safe-area-inset-bottom))]",
};

/**
 * The notification region; Radix labels it and moves focus to it with F8 (its default hotkey).
 * It sits where it covers none of the page's primary actions (toast-placement.ts): at the top of a
 * phone (the bottom holds the sticky Generate bar), in a top corner of a wider screen unless the
 * results' counters or buttons are there. Blocking errors never rely on a toast alone: they are
 * also shown beside what caused them (form-alert.tsx).
 */
export function ToastViewport({
  className,
  placement = "top",
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Viewport> & { placement?: ToastPlacement }) {
  return (
    <ToastPrimitive.Viewport
      data-placement={placement}
      className={cn(
        "fixed z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px] print:hidden",
        placementClasses[placement],
        className,
      )}
      {...props}
    />
  );
}

export type ToastVariant = "default" | "destructive";

/**
 * Every text on a toast, the close button included, keeps a contrast of at least 4.5:1 (WCAG 1.4.3):
 * white on red-700 is about 6.5:1 (on red-600 it was 4.0:1), and no part is faded with opacity.
 */
const variantClasses: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-800 bg-red-700 text-white",
};

export type ToastProps = ComponentPropsWithRef<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export function Toast({ className, variant = "default", ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg",
        "focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2",
        "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
        "data-[swipe=end]:animate-toast-swipe-out motion-reduce:animate-none",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("font-semibold text-sm", className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm", className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-current/40 px-3 font-medium text-sm",
        "hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current focus-visible:outline-offset-2",
        "group-data-[variant=destructive]:hover:bg-red-800",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        "absolute top-2 right-2 grid size-7 place-items-center rounded-md text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900",
        "group-data-[variant=destructive]:text-white group-data-[variant=destructive]:hover:bg-red-800",
        "focus-visible:outline-2 focus-visible:outline-current focus-visible:outline-offset-1",
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
