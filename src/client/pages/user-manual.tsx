import { BookOpen, Mail } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { PublicLayout } from "../components/layout/public-layout";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { buttonClasses } from "../components/ui/button";
import { useUser } from "../features/auth/use-user";
import { manualSections } from "../features/user-manual/manual-sections";
import { ManualToc } from "../features/user-manual/manual-toc";
import { useSiteConfig } from "../lib/use-site-config";

/** /user-manual (spec core-product §2): anchored sections, a table of contents and a quick reference. */
export function UserManualPage() {
  const { isAuthenticated } = useUser();
  const config = useSiteConfig();
  const sections = manualSections(config);

  // The page arrives after the browser has tried to scroll to #anchor: scroll once it is here.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <PublicLayout signedIn={isAuthenticated}>
      <title>{`User Manual · ${PRODUCT_NAME}`}</title>
      <div className="border-slate-200 border-b bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <p className="flex items-center gap-2 font-semibold text-indigo-700 text-sm">
            <BookOpen className="size-4" aria-hidden="true" />
            Help
          </p>
          <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">User Manual</h1>
          <p className="mt-3 max-w-2xl text-slate-600">
            Everything {PRODUCT_NAME} does, screen by screen: plans, uploads, the social and listing
            generators, each platform's rules and the exports. Can't find an answer?{" "}
            <Link href="/contact" className="font-medium text-indigo-700 underline underline-offset-2">
              Contact us
            </Link>
            .
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:py-12">
        <aside>
          <ManualToc sections={sections} />
        </aside>
        <article className="min-w-0">
          {sections.map(({ id, title, body }) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-heading`}
              className="scroll-mt-6 border-slate-200 border-b py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`${id}-heading`} className="font-bold text-2xl text-slate-900 tracking-tight">
                <a href={`#${id}`} className="hover:underline">
                  {title}
                </a>
              </h2>
              {body}
            </section>
          ))}
          <div className="mt-4 flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="font-semibold text-slate-900">Need a hand?</h2>
              <p className="mt-1 text-slate-600 text-sm">
                Technical questions are answered within 24 hours, business questions within 48.
              </p>
            </div>
            <Link href="/contact" className={buttonClasses()}>
              <Mail aria-hidden="true" />
              Contact support
            </Link>
          </div>
        </article>
      </div>
    </PublicLayout>
  );
}
