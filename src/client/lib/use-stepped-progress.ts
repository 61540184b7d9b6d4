import { useEffect, useState } from "react";

export interface ProgressStep {
  label: string;
  value: number;
}

export type SteppedProgressStatus = "idle" | "running" | "complete";

/**
 * Which step of a progress list to show. Running: start at the first step and move on every
 * `intervalMs`, but hold at the last-but-one step until the work really ends — the final step
 * (100%) only shows once the status is `complete`. Idle: back to the first step.
 */
export function useSteppedProgress(
  stepCount: number,
  status: SteppedProgressStatus,
  intervalMs = 800,
): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (status === "complete") {
      setIndex(stepCount - 1);
      return;
    }
    setIndex(0);
    if (status === "idle") return;
    const holdAt = Math.max(stepCount - 2, 0);
    const timer = setInterval(() => setIndex((current) => Math.min(current + 1, holdAt)), intervalMs);
    return () => clearInterval(timer);
  }, [status, stepCount, intervalMs]);
  return index;
}
