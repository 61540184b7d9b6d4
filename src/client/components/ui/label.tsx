import * as LabelPrimitive from "@radix-ui/react-label";
import type { ComponentPropsWithRef } from "react";
import { cn } from "../../lib/utils";

export function Label({ className, ...props }: ComponentPropsWithRef<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn("font-medium text-slate-800 text-sm", className)} {...props} />;
}
