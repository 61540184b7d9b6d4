import type { ComponentPropsWithRef } from "react";
import { cn } from "../../lib/utils";

export function Badge({ className, ...props }: ComponentPropsWithRef<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-semibold text-xs [&_svg]:size-3.5",
        className,
      )}
      {...props}
    />
  );
}
