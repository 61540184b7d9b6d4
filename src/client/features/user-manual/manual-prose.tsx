// biome-ignore-all lint/suspicious/noArrayIndexKey: static text whose order never changes
import type { ReactNode } from "react";
import { Link } from "wouter";
import { isClientPage, pageHrefFor } from "../../lib/page-access";
import { useUser } from "../auth/use-user";

/** Small typographic pieces for the manual's long-form text. */
export function P({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-slate-700 leading-relaxed">{children}</p>;
}

export function H3({ children }: { children: ReactNode }) {
  return <h3 className="mt-6 font-semibold text-slate-900">{children}</h3>;
}

export function List({ items, ordered = false }: { items: ReactNode[]; ordered?: boolean }) {
  const Tag = ordered ? "ol" : "ul";
  return (
    <Tag
      className={`mt-3 grid gap-1.5 pl-5 text-slate-700 leading-relaxed ${ordered ? "list-decimal" : "list-disc"}`}
    >
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Tag>
  );
}

export function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] text-slate-800">
      {children}
    </code>
  );
}

/** A few lines to copy into a terminal, kept as written (wrapped on narrow screens, never cut). */
export function CodeBlock({ children }: { children: string }) {
  return (
    <pre className="my-3 overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-slate-900 p-4 font-mono text-slate-100 text-xs leading-relaxed">
      {children}
    </pre>
  );
}

/**
 * A link in the manual's text. The client router opens only the app's own pages, fitted to the
 * reader (signed in, /register becomes the home screen; signed out, a members' page goes through
 * sign-in); anything else (a #section, the server's API reference, another site) is a plain link
 * the browser follows, since the router would show 'Page Not Found' for it or fail.
 */
export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  const { isAuthenticated } = useUser();
  const className = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";
  return isClientPage(href) ? (
    <Link href={pageHrefFor(href, isAuthenticated)} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export function Note({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-indigo-950 text-sm leading-relaxed">
      {children}
    </p>
  );
}

/**
 * A table on wide screens; on narrow ones each row becomes a small card (the first cell as its
 * heading, the others labelled with their column), so nothing scrolls sideways.
 */
export function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <>
      <div className="mt-4 hidden overflow-hidden rounded-lg border border-slate-200 sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              {head.map((cell, index) => (
                <th key={cell || index} scope="col" className="px-3 py-2 font-semibold">
                  {cell || <span className="sr-only">Topic</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white text-slate-700">
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th
                      key={cellIndex}
                      scope="row"
                      className="px-3 py-2 align-top font-medium text-slate-900"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex} className="px-3 py-2 align-top">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="mt-4 grid gap-2 sm:hidden">
        {rows.map((row, rowIndex) => (
          <li key={rowIndex} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
            <p className="font-semibold text-slate-900">{row[0]}</p>
            {head.length > 2 ? (
              <dl className="mt-1 grid grid-cols-[minmax(0,5.5rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-slate-700">
                {row.slice(1).map((cell, cellIndex) => (
                  <div key={cellIndex} className="contents">
                    <dt className="pt-0.5 text-slate-500 text-xs">{head[cellIndex + 1]}</dt>
                    <dd>{cell}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-1 text-slate-700">{row[1]}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
