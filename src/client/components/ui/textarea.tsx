import type { ComponentPropsWithRef } from "react";
import { cn } from "../../lib/utils";

export function Textarea({ className, ...props }: ComponentPropsWithRef<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm",
        "placeholder:text-slate-400 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-0",
        "disabled:cursor-not-allowed disabled:opacity-60",
        "aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600",
        className,
      )}
      {...props}
    />
  );
}
