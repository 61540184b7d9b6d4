import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "../../components/layout/focus-target";
import { PRODUCT_NAME, SiteHeader } from "../../components/layout/site-header";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";

/** The frame of the sign-in and sign-up pages: header, one centred card, a footer line. */
export function AuthShell({
  title,
  description,
  footer,
  children,
}: {
  title: string;
  description: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <SiteHeader />
      <main
        id={MAIN_CONTENT_ID}
        className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16"
      >
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
          <CardFooter className="justify-center text-slate-600 text-sm">{footer}</CardFooter>
        </Card>
      </main>
    </div>
  );
}
