import type { ReactNode } from "react";

/** A landing section's eyebrow, h2 and intro, centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="font-semibold text-indigo-700 text-sm uppercase tracking-wide">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-slate-600">{children}</p> : null}
    </div>
  );
}
