import { ChevronDown } from "lucide-react";
import type { ManualSection } from "./manual-sections";

function TocLinks({ sections }: { sections: Pick<ManualSection, "id" | "title">[] }) {
  return (
    <ol className="grid gap-0.5 text-sm">
      {sections.map(({ id, title }) => (
        <li key={id}>
          <a
            href={`#${id}`}
            className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The table of contents: a sticky side list on wide screens, a fold-out box on narrow ones. */
export function ManualToc({ sections }: { sections: Pick<ManualSection, "id" | "title">[] }) {
  return (
    <>
      <details className="group rounded-xl border border-slate-200 bg-white shadow-sm lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          Contents
          <ChevronDown
            className="size-5 text-slate-500 transition group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <nav aria-label="Manual contents" className="border-slate-200 border-t px-2 py-2">
          <TocLinks sections={sections} />
        </nav>
      </details>
      <nav aria-label="Manual contents" className="sticky top-6 hidden lg:block">
        <p className="px-2 font-semibold text-slate-500 text-xs uppercase tracking-wide">Contents</p>
        <div className="mt-2">
          <TocLinks sections={sections} />
        </div>
      </nav>
    </>
  );
}
