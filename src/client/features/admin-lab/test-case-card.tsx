import { Loader2, Play, Trash2 } from "lucide-react";
import { type TestCase, testCaseCategoryLabels } from "../../../domain/admin";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../components/ui/alert-dialog";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { toastMessageOf } from "./lab-errors";
import { capitalise, formatDateTime, formatDuration } from "./lab-format";
import { parseRunResult } from "./run-result";
import { StatusBadge } from "./status-badge";
import { StepResults } from "./step-results";
import { useDeleteTestCase } from "./use-delete-test-case";
import { useRunTestCase } from "./use-run-test-case";

const priorityLooks: Record<TestCase["priority"], string> = {
  low: "border-slate-300 bg-white text-slate-700",
  medium: "border-sky-300 bg-sky-50 text-sky-800",
  high: "border-amber-300 bg-amber-50 text-amber-900",
  critical: "border-red-400 bg-red-50 text-red-800",
};

/**
 * One test case: what it checks, its priority and status, when it last ran and that run's
 * summary with its step details; Run (the server's real checks) and Delete (after a confirm).
 */
export function TestCaseCard({ testCase }: { testCase: TestCase }) {
  const run = useRunTestCase();
  const remove = useDeleteTestCase();
  const lastRun = parseRunResult(testCase.results);
  const running = run.isPending;

  // mutateAsync: the toast must show even when the card is gone by the time the reply lands.
  const onRun = async () => {
    try {
      const { result } = await run.mutateAsync(testCase.id);
      toast({ title: "Test case executed", description: result.summary });
    } catch (error) {
      toast({ variant: "destructive", title: "Error running test case", description: toastMessageOf(error) });
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync(testCase.id);
      toast({ title: "Test case deleted", description: testCase.name });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error deleting test case",
        description: toastMessageOf(error),
      });
    }
  };

  return (
    <Card aria-busy={running || undefined} className="flex h-full flex-col">
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h3" className="text-base">
            {testCase.name}
          </CardTitle>
          <StatusBadge status={running ? "running" : testCase.status} />
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge className="border-indigo-200 bg-indigo-50 text-indigo-800">
            {testCaseCategoryLabels[testCase.category]}
          </Badge>
          <Badge className={priorityLooks[testCase.priority]}>{capitalise(testCase.priority)} priority</Badge>
        </div>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3 text-sm">
        <p className="text-slate-700">{testCase.description}</p>
        {testCase.category === "performance" &&
        testCase.generations !== null &&
        testCase.budgetMs !== null ? (
          <p className="text-slate-600">
            {testCase.generations} generations, each within {testCase.budgetMs.toLocaleString("en-US")} ms
          </p>
        ) : null}
        <p className="text-slate-500 text-xs">
          {testCase.lastRunAt ? `Last run: ${formatDateTime(testCase.lastRunAt)}` : "Never run"}
        </p>
        {lastRun ? (
          <div className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <p className="flex flex-wrap items-center gap-2">
              {lastRun.status ? <StatusBadge status={lastRun.status} /> : null}
              <span className="font-medium text-slate-900">{lastRun.summary}</span>
            </p>
            {lastRun.duration !== undefined || lastRun.engine ? (
              <p className="text-slate-500 text-xs">
                {[
                  lastRun.duration !== undefined ? `took ${formatDuration(lastRun.duration)}` : null,
                  lastRun.engine ? `engine ${lastRun.engine}` : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            ) : null}
            {lastRun.details.length > 0 ? (
              <details className="group">
                <summary className="cursor-pointer rounded font-medium text-indigo-700 text-xs hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
                  Step details ({lastRun.details.length})
                </summary>
                <div className="mt-2">
                  <StepResults steps={lastRun.details} label={`Step details of ${testCase.name}`} />
                </div>
              </details>
            ) : null}
          </div>
        ) : null}
        <details>
          <summary className="cursor-pointer rounded font-medium text-slate-700 text-xs hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
            Steps and expected result
          </summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
            {testCase.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are fixed text; the same step may repeat
              <li key={index}>{step}</li>
            ))}
          </ol>
          <p className="mt-2 text-slate-700">
            <span className="font-medium">Expected: </span>
            {testCase.expectedResult}
          </p>
        </details>
      </CardContent>
      <CardFooter className="gap-2">
        <Button size="sm" onClick={onRun} disabled={running} aria-label={`Run ${testCase.name}`}>
          {running ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Play aria-hidden="true" />
          )}
          {running ? "Running..." : "Run"}
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              aria-label={`Delete ${testCase.name}`}
              className="text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Are you sure you want to delete this test case?</AlertDialogTitle>
            <AlertDialogDescription>
              “{testCase.name}” and its last result will be removed. This cannot be undone.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={onDelete}>
                Delete
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardFooter>
    </Card>
  );
}
