import { CheckCircle2, CircleDashed, FlaskConical, Loader2, XCircle } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import {
  INTERACTIVE_TEST_BRIEF,
  type InteractiveStep,
  type InteractiveStepStatus,
  type InteractiveTestResult,
  pendingSteps,
  runInteractiveTest,
} from "./interactive-run";
import { formatBytes, isImageFile, type UploadImage } from "./lab-files";
import { formatDateTime, formatDuration } from "./lab-format";
import { StatusBadge } from "./status-badge";

const stepIcons: Record<InteractiveStepStatus, { Icon: typeof CheckCircle2; className: string }> = {
  pending: { Icon: CircleDashed, className: "text-slate-400" },
  running: { Icon: Loader2, className: "animate-spin text-indigo-600 motion-reduce:animate-none" },
  passed: { Icon: CheckCircle2, className: "text-emerald-600" },
  failed: { Icon: XCircle, className: "text-red-600" },
};

const briefRows: Array<[string, string]> = [
  ["Business type", INTERACTIVE_TEST_BRIEF.businessType],
  ["Target audience", INTERACTIVE_TEST_BRIEF.targetAudience],
  ["Brand voice", INTERACTIVE_TEST_BRIEF.brandVoice],
  ["Campaign goals", INTERACTIVE_TEST_BRIEF.campaignGoals.join(", ")],
];

/**
 * The Interactive Runner (spec supporting-areas §4): a fixed list of real steps, each pending →
 * running → passed or failed, 300 ms apart, on an image the admin picks; then the result.
 */
export function InteractiveRunner({ uploadImage }: { uploadImage: UploadImage }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const [steps, setSteps] = useState<InteractiveStep[]>(pendingSteps);
  const [result, setResult] = useState<InteractiveTestResult | null>(null);
  const [running, setRunning] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onPick = (picked: File | undefined) => {
    if (picked && !isImageFile(picked)) {
      setFile(null);
      setRejected(`${picked.name} is not an image. Pick a JPEG, PNG, GIF or WebP file.`);
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    setRejected(null);
    setFile(picked ?? null);
  };

  const onRun = async () => {
    if (!file) {
      toast({
        variant: "destructive",
        title: "File Required",
        description: "Please select a test file before running upload tests.",
      });
      return;
    }
    setRunning(true);
    setResult(null);
    setSteps(pendingSteps());
    try {
      const outcome = await runInteractiveTest({
        file,
        uploadImage,
        onStep: (index, step) =>
          setSteps((current) => current.map((existing, at) => (at === index ? step : existing))),
      });
      setResult(outcome);
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <Card>
        <CardHeader>
          <CardTitle>Interactive Runner</CardTitle>
          <CardDescription>
            Runs each step for real against this server, one after the other, on the image you pick.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-file`}>Test image</Label>
            <input
              ref={inputRef}
              id={`${id}-file`}
              type="file"
              accept="image/*"
              disabled={running}
              aria-describedby={`${id}-file-hint`}
              className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium file:text-slate-900 file:text-sm hover:file:bg-slate-100"
              onChange={(event) => onPick(event.target.files?.[0])}
            />
            <p id={`${id}-file-hint`} className="text-slate-500 text-xs">
              Images only (JPEG, PNG, GIF or WebP, up to 10 MB).
            </p>
            {rejected ? (
              <p role="alert" className="font-medium text-red-700 text-xs">
                {rejected}
              </p>
            ) : null}
            {file ? (
              <p className="text-slate-700 text-sm">
                Selected: <span className="font-medium">{file.name}</span> ({formatBytes(file.size)})
              </p>
            ) : null}
          </div>
          <div>
            <h3 className="font-medium text-slate-800 text-sm">Test brief</h3>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {briefRows.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-slate-500">{term}</dt>
                  <dd className="text-slate-800">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <Button onClick={onRun} disabled={running}>
            {running ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <FlaskConical aria-hidden="true" />
            )}
            {running ? "Running..." : "Run Interactive Test"}
          </Button>
        </CardContent>
      </Card>

      <div className="grid content-start gap-4">
        <Card>
          <CardHeader className="pb-3">
            <CardTitle as="h3" className="text-base">
              Steps
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ol aria-label="Interactive steps" className="grid gap-2">
              {steps.map((step) => {
                const { Icon, className } = stepIcons[step.status];
                return (
                  <li
                    key={step.step}
                    aria-label={`${step.step}: ${step.status}`}
                    className="flex gap-3 rounded-lg border border-slate-200 p-3 text-sm"
                  >
                    <Icon className={`mt-0.5 size-5 shrink-0 ${className}`} aria-hidden="true" />
                    <div className="grid min-w-0 flex-1 gap-1">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-medium text-slate-900">{step.step}</span>
                        <span className="flex items-center gap-2 text-slate-500 text-xs">
                          {step.duration !== null ? formatDuration(step.duration) : null}
                          <StatusBadge status={step.status} />
                        </span>
                      </div>
                      <p className="text-slate-600">{step.description}</p>
                      {step.details ? (
                        <p className="break-words font-mono text-slate-700 text-xs">{step.details}</p>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ol>
          </CardContent>
        </Card>

        {result ? (
          <Card role="region" aria-labelledby={`${id}-result`}>
            <CardHeader className="pb-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle as="h3" id={`${id}-result`} className="text-base">
                  Interactive test result
                </CardTitle>
                <StatusBadge status={result.status} />
              </div>
              <CardDescription>{result.summary}</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-500">Status</dt>
                <dd className="font-medium">{result.status === "passed" ? "Passed" : "Failed"}</dd>
                <dt className="text-slate-500">Executed at</dt>
                <dd>{formatDateTime(result.executedAt)}</dd>
                <dt className="text-slate-500">Duration</dt>
                <dd>{formatDuration(result.duration)}</dd>
                <dt className="text-slate-500">File used</dt>
                <dd className="break-words">{result.fileUsed}</dd>
                <dt className="text-slate-500">Details</dt>
                <dd>{result.details.map((step) => `${step.step}: ${step.status}`).join(" · ")}</dd>
              </dl>
            </CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
