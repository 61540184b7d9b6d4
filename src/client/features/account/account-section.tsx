import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/utils";

/** One titled card of /account, a landmark named by its heading (and linkable by `id`). */
export function AccountSection({
  id,
  title,
  description,
  icon: Icon,
  tone = "default",
  className,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  /** "danger" for the delete zone: red border and icon. */
  tone?: "default" | "danger";
  /** Classes for the section (its place in the page's grid). */
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("scroll-mt-6 self-stretch", className)}>
      <Card className={cn("h-full", tone === "danger" && "border-red-200")}>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Icon
              className={cn("size-5 shrink-0", tone === "danger" ? "text-red-600" : "text-indigo-600")}
              aria-hidden="true"
            />
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
