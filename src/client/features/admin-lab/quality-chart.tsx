import { useId, useState } from "react";
import type { QualityReport } from "../../../domain/admin";
import { cn } from "../../lib/utils";
import { formatShare } from "./lab-format";

type PlatformRow = QualityReport["platforms"][number];

interface Measure {
  key: string;
  label: string;
  /** What a bar shows; null where the measure does not apply to the platform. */
  value: (row: PlatformRow) => number | null;
  format: (value: number, row: PlatformRow) => string;
  /** Bars are drawn against this (a share's scale is 1; a count's is the largest count). */
  scale: (rows: readonly PlatformRow[]) => number;
  /** Whether a longer bar is better (green) or worse (red). */
  higherIsBetter: boolean;
}

const shareScale = () => 1;

export const QUALITY_CHART_MEASURES: readonly Measure[] = [
  {
    key: "ruleViolations",
    label: "Rule violations",
    value: (row) => row.ruleViolations,
    format: (value, row) => `${value} of ${row.outputs}`,
    scale: (rows) => Math.max(1, ...rows.map((row) => row.ruleViolations)),
    higherIsBetter: false,
  },
  {
    key: "topPhraseShare",
    label: "Top phrase share",
    value: (row) => row.topPhraseShare,
    format: (value) => formatShare(value),
    scale: shareScale,
    higherIsBetter: false,
  },
  {
    key: "hashtagRelevance",
    label: "Hashtag relevance",
    value: (row) => row.hashtagRelevance,
    format: (value) => formatShare(value),
    scale: shareScale,
    higherIsBetter: true,
  },
  {
    key: "productInTitle",
    label: "Product in title",
    value: (row) => row.productInTitle,
    format: (value) => formatShare(value),
    scale: shareScale,
    higherIsBetter: true,
  },
  {
    key: "priceInBand",
    label: "Price in band",
    value: (row) => row.priceInBand,
    format: (value) => formatShare(value),
    scale: shareScale,
    higherIsBetter: true,
  },
  {
    key: "categoryInBranch",
    label: "Category in branch",
    value: (row) => row.categoryInBranch,
    format: (value) => formatShare(value),
    scale: shareScale,
    higherIsBetter: true,
  },
];

/**
 * Per-platform figures as horizontal bars (plain CSS), one measure at a time. Every bar also shows
 * its value in text, so the chart reads without the bars.
 */
export function QualityChart({ platforms }: { platforms: readonly PlatformRow[] }) {
  const id = useId();
  const [measureKey, setMeasureKey] = useState(QUALITY_CHART_MEASURES[0]?.key ?? "");
  const measure = QUALITY_CHART_MEASURES.find((candidate) => candidate.key === measureKey);
  if (!measure) return null;
  const rows = platforms.filter((row) => measure.value(row) !== null);
  const scale = measure.scale(rows);

  return (
    <figure className="grid gap-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-800 text-sm">By platform: {measure.label.toLowerCase()}</span>
        <fieldset className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">Chart measure</legend>
          {QUALITY_CHART_MEASURES.map((candidate) => (
            <label
              key={candidate.key}
              htmlFor={`${id}-${candidate.key}`}
              className={cn(
                "cursor-pointer rounded-md px-2.5 py-1 font-medium text-slate-600 text-xs",
                "has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600",
              )}
            >
              <input
                id={`${id}-${candidate.key}`}
                type="radio"
                name={`${id}-measure`}
                value={candidate.key}
                checked={candidate.key === measure.key}
                onChange={() => setMeasureKey(candidate.key)}
                className="sr-only"
              />
              {candidate.label}
            </label>
          ))}
        </fieldset>
      </figcaption>
      {rows.length === 0 ? (
        <p className="text-slate-500 text-sm">No platform has this measure in this report.</p>
      ) : (
        <ul aria-label={`${measure.label} by platform`} className="grid gap-1.5">
          {rows.map((row) => {
            const value = measure.value(row) ?? 0;
            const width = Math.min(100, Math.max(0, (value / scale) * 100));
            const good = measure.higherIsBetter ? value >= 0.8 * scale : value === 0;
            return (
              <li
                key={row.platform}
                className="grid grid-cols-[7.5rem_1fr_4.5rem] items-center gap-2 text-sm"
              >
                <span className="truncate text-slate-700">
                  {row.label}
                  <span className="sr-only"> ({row.kind})</span>
                </span>
                <span className="h-4 overflow-hidden rounded bg-slate-100" aria-hidden="true">
                  <span
                    className={cn(
                      "block h-full rounded",
                      good ? "bg-emerald-500" : measure.higherIsBetter ? "bg-amber-500" : "bg-red-500",
                    )}
                    style={{ width: `${width}%` }}
                  />
                </span>
                <span className="text-right font-mono text-slate-800 text-xs">
                  {measure.format(value, row)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </figure>
  );
}
