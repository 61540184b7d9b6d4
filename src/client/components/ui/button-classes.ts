import { cn } from "../../lib/utils";

/**
 * The button look, apart from the Button component: public pages style their links with it and
 * so do not load Radix's Slot (button.tsx) with the landing page.
 */
export type ButtonVariant = "default" | "outline" | "ghost" | "destructive" | "link";
export type ButtonSize = "default" | "sm" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium text-sm transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2 " +
  "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  default: "bg-indigo-600 text-white shadow-sm hover:bg-indigo-700",
  outline: "border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-100",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  // White on red-600 is 4.0:1, under WCAG's 4.5:1 for text; on red-700 it is about 6.5:1.
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  link: "text-indigo-700 underline-offset-4 hover:underline",
};

const sizes: Record<ButtonSize, string> = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3",
  lg: "h-12 px-6 text-base",
};

export function buttonClasses({
  variant = "default",
  size = "default",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}
