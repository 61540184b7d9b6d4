import { BarChart3, Loader2 } from "lucide-react";
import { platformLabelOf, type QualityReport } from "../../../domain/admin";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/utils";
import { toastMessageOf } from "./lab-errors";
import { capitalise, formatDateTime, formatDuration, formatShare } from "./lab-format";
import { QualityChart } from "./quality-chart";
import { useQualityReport } from "./use-quality-report";
import { useRunQualityReport } from "./use-run-quality-report";

type Target = QualityReport["targets"][number];

const formatFigure = (value: number, unit: Target["unit"]) =>
  unit === "share" ? formatShare(value) : value.toLocaleString("en-US");

const formatTarget = (target: Target) =>
  `${target.direction === "min" ? "≥" : "≤"} ${formatFigure(target.target, target.unit)}`;

function PassBadge({ passed }: { passed: boolean }) {
  return (
    <Badge
      className={cn(
        passed
          ? "border-emerald-300 bg-emerald-50 text-emerald-800"
          : "border-red-300 bg-red-50 text-red-800",
      )}
    >
      {passed ? "Pass" : "Fail"}
    </Badge>
  );
}

const th = "px-3 py-2 text-left font-medium text-slate-600 text-xs uppercase tracking-wide";
const td = "px-3 py-2 align-top";

/**
 * The Quality Report tab: the latest content-quality report (targets, a per-platform chart, timing,
 * the most repeated phrases and the worst examples), and a button that runs the suite now.
 */
export function QualityReportPanel() {
  const report = useQualityReport();
  const run = useRunQualityReport();

  const onRun = async () => {
    try {
      const fresh = await run.mutateAsync();
      toast({
        title: "Quality report ready",
        description: `${fresh.outputs} outputs from ${fresh.briefs} briefs: ${fresh.passed ? "every target met" : "some targets missed"}.`,
      });
    } catch (error) {
      toast({ variant: "destructive", title: "Quality report failed", description: toastMessageOf(error) });
    }
  };

  const runButton = (
    <Button onClick={onRun} disabled={run.isPending}>
      {run.isPending ? (
        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <BarChart3 aria-hidden="true" />
      )}
      {run.isPending ? "Running quality report..." : "Run quality report"}
    </Button>
  );
  const runningNote = run.isPending ? (
    <p role="status" className="text-slate-600 text-sm">
      Running the content-quality suite on the configured writer. This takes about 5–30 seconds.
    </p>
  ) : null;

  if (report.isPending) {
    return (
      <p role="status" className="text-slate-600 text-sm">
        Loading the quality report...
      </p>
    );
  }
  if (report.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 text-sm">
        Could not load the quality report: {toastMessageOf(report.error)}
      </p>
    );
  }
  const data = report.data;
  if (!data) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 p-10 text-center">
          <BarChart3 className="size-8 text-slate-400" aria-hidden="true" />
          <h2 className="font-semibold text-lg">No quality report yet</h2>
          <p className="max-w-md text-slate-600 text-sm">
            The report runs a fixed set of briefs through the configured writer and measures every output
            against the platform rules and the quality targets.
          </p>
          {runButton}
          {runningNote}
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1">
              <CardTitle className="flex items-center gap-2">
                Quality Report <PassBadge passed={data.passed} />
              </CardTitle>
              <CardDescription>
                {formatDateTime(data.createdAt)} · engine {data.engine} · {data.briefs} briefs ·{" "}
                {data.outputs} outputs
              </CardDescription>
            </div>
            {runButton}
          </div>
          {runningNote}
        </CardHeader>
        <CardContent role="group" aria-label="Timing">
          <dl className="grid grid-cols-3 gap-3 text-sm">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-500 text-xs">Median per brief</dt>
              <dd className="font-semibold text-lg">{formatDuration(data.timing.medianMs)}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-500 text-xs">Slowest brief</dt>
              <dd className="font-semibold text-lg">{formatDuration(data.timing.maxMs)}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-500 text-xs">Whole run</dt>
              <dd className="font-semibold text-lg">{formatDuration(data.elapsedMs)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="pb-3">
          <CardTitle as="h3" className="text-base">
            Targets
          </CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">Quality targets</caption>
            <thead className="border-slate-200 border-b">
              <tr>
                <th scope="col" className={th}>
                  Measure
                </th>
                <th scope="col" className={th}>
                  Target
                </th>
                <th scope="col" className={th}>
                  Measured
                </th>
                <th scope="col" className={th}>
                  Measured on
                </th>
                <th scope="col" className={th}>
                  Result
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.targets.map((target) => (
                <tr key={target.key}>
                  <th scope="row" className={cn(td, "text-left font-normal text-slate-800")}>
                    {capitalise(target.label)}
                  </th>
                  <td className={cn(td, "font-mono text-xs")}>{formatTarget(target)}</td>
                  <td className={cn(td, "font-mono text-xs")}>{formatFigure(target.value, target.unit)}</td>
                  <td className={cn(td, "text-slate-600")}>{target.measuredOn}</td>
                  <td className={td}>
                    <PassBadge passed={target.passed} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="pb-3">
          <CardTitle as="h3" className="text-base">
            Platforms
          </CardTitle>
          <CardDescription>
            The same measures per network and marketplace, so a weak one stands out.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QualityChart platforms={data.platforms} />
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_1fr]">
        <Card>
          <CardHeader className="pb-3">
            <CardTitle as="h3" className="text-base">
              Top repeated phrases
            </CardTitle>
          </CardHeader>
          <CardContent>
            {data.topRepeatedPhrases.length === 0 ? (
              <p className="text-slate-500 text-sm">No phrase repeats across outputs.</p>
            ) : (
              <ol aria-label="Top repeated phrases" className="grid gap-2 text-sm">
                {data.topRepeatedPhrases.map((phrase) => (
                  <li key={phrase.phrase} className="flex items-baseline justify-between gap-3">
                    <span className="text-slate-800">“{phrase.phrase}”</span>
                    <span className="shrink-0 font-mono text-slate-600 text-xs">
                      {formatShare(phrase.share)} · {phrase.outputs} outputs
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-3">
            <CardTitle as="h3" className="text-base">
              Worst examples
            </CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            {data.worstExamples.length === 0 ? (
              <p className="text-slate-500 text-sm">No weak outputs in this report.</p>
            ) : (
              <table className="w-full min-w-[32rem] text-sm">
                <caption className="sr-only">Worst examples</caption>
                <thead className="border-slate-200 border-b">
                  <tr>
                    <th scope="col" className={th}>
                      Brief
                    </th>
                    <th scope="col" className={th}>
                      Platform
                    </th>
                    <th scope="col" className={th}>
                      Problem
                    </th>
                    <th scope="col" className={th}>
                      Snippet
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.worstExamples.map((example, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one brief and platform may have several problems
                    <tr key={index}>
                      <td className={cn(td, "text-slate-800")}>{example.brief}</td>
                      <td className={td}>{platformLabelOf(example.platform)}</td>
                      <td className={cn(td, "text-red-800")}>{example.problem}</td>
                      <td className={cn(td, "text-slate-600 text-xs")}>{example.snippet}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
