import type { ReactNode } from "react";

export const LEGAL_LAST_UPDATED = "January 11, 2025";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: title, date, a contents list and numbered sections with anchors. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-slate-600 text-sm">Last updated: {LEGAL_LAST_UPDATED}</p>
      <div className="mt-6 text-slate-700 leading-relaxed">{intro}</div>
      <nav aria-label="Contents" className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="font-semibold text-slate-900 text-sm">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2 sm:gap-x-8">
          {sections.map(({ id, title: sectionTitle }) => (
            <li key={id}>
              <a href={`#${id}`} className="text-indigo-700 underline-offset-2 hover:underline">
                {sectionTitle}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(({ id, title: sectionTitle, body }, index) => (
        <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-6">
          <h2 id={`${id}-heading`} className="font-semibold text-slate-900 text-xl">
            {index + 1}. {sectionTitle}
          </h2>
          <div className="mt-3 grid gap-3 text-slate-700 leading-relaxed">{body}</div>
        </section>
      ))}
    </div>
  );
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export function MailLink({ email, subject }: { email: string | null; subject?: string }) {
  if (!email) return <>our support address</>;
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : "";
  return (
    <a
      href={`mailto:${email}${query}`}
      className="break-all font-medium text-indigo-700 underline underline-offset-2"
    >
      {email}
    </a>
  );
}
