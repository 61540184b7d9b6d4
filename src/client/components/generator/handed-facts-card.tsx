import { ArrowRightLeft } from "lucide-react";
import { useId } from "react";
import type { FactSheet } from "../../../domain/fact-sheet";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { draftOf, factRows } from "./fact-sheet-draft";

const sourceNames = { social: "your social posts", listings: "your listings" } as const;

/**
 * "What we understood", carried over from the other generator with the seller's corrections: the
 * facts the next generation is written from, as long as "What are you selling?" still says what it
 * said there. "Read my form instead" drops them, for a seller who wants the form read afresh.
 */
export function HandedFactsCard({
  facts,
  product,
  from,
  onDrop,
  disabled = false,
}: {
  facts: FactSheet;
  /** "What are you selling?" as it was handed over: the facts go with it. */
  product?: string;
  from?: "social" | "listings";
  onDrop: () => void;
  disabled?: boolean;
}) {
  const headingId = useId();
  const rows = factRows(draftOf(facts));
  const source = from ? sourceNames[from] : "the other generator";
  return (
    <Card data-handed-facts="" aria-labelledby={headingId} role="region">
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-4">
        <CardTitle as="h2" id={headingId} className="flex items-center gap-2 text-base">
          <ArrowRightLeft className="size-4 text-indigo-600" aria-hidden="true" />
          What we understood
        </CardTitle>
        <CardDescription>
          Carried over from {source}, with your corrections. We'll write from these facts
          {product ? <> while “What are you selling?” says “{product}”</> : null}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 p-4 pt-0 sm:p-6 sm:pt-0">
        <dl className="grid text-sm">
          {rows.map((row) => (
            <div
              key={row.key}
              data-fact={row.key}
              className="grid gap-0.5 border-slate-100 border-b py-1.5 first:pt-0 last:border-0 last:pb-0 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-3"
            >
              <dt className="font-medium text-slate-600">{row.label}</dt>
              <dd className="min-w-0 break-words text-slate-900">
                {Array.isArray(row.value) ? row.value.join(", ") : row.value}
              </dd>
            </div>
          ))}
        </dl>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={onDrop}
          disabled={disabled}
        >
          Read my form instead
        </Button>
      </CardContent>
    </Card>
  );
}
