import type { ComponentPropsWithRef } from "react";
import { cn } from "../../lib/utils";

export function Card({ className, ...props }: ComponentPropsWithRef<"div">) {
  return (
    <div
      className={cn("rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

/** A card's heading; pick the level that fits the page outline (h2 by default). */
export function CardTitle({
  className,
  as: Heading = "h2",
  ...props
}: ComponentPropsWithRef<"h2"> & { as?: "h1" | "h2" | "h3" }) {
  return <Heading className={cn("font-semibold text-lg leading-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentPropsWithRef<"p">) {
  return <p className={cn("text-slate-600 text-sm", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("p-6 pt-0", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("flex items-center p-6 pt-0", className)} {...props} />;
}
