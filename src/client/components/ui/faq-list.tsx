import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export interface FaqEntry {
  q: string;
  a: ReactNode;
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqList({
  entries,
  className = "mt-10",
}: {
  entries: readonly FaqEntry[];
  className?: string;
}) {
  return (
    <div
      className={`${className} divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm`}
    >
      {entries.map(({ q, a }) => (
        <details key={q} className="group px-5 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-3 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{q}</h3>
            <ChevronDown
              className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-4 text-slate-600 text-sm leading-relaxed">{a}</p>
        </details>
      ))}
    </div>
  );
}
