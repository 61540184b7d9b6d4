// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type SteppedProgressStatus, useSteppedProgress } from "./use-stepped-progress";

describe("useSteppedProgress", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("moves on every interval, holds before the last step until complete, then shows the last", () => {
    const { result, rerender } = renderHook(({ status }) => useSteppedProgress(4, status, 800), {
      initialProps: { status: "running" as SteppedProgressStatus },
    });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(800));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(800));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(2);

    rerender({ status: "complete" });
    expect(result.current).toBe(3);

    rerender({ status: "idle" });
    expect(result.current).toBe(0);
  });

  it("starts over on the next run", () => {
    const { result, rerender } = renderHook(({ status }) => useSteppedProgress(4, status, 800), {
      initialProps: { status: "complete" as SteppedProgressStatus },
    });
    expect(result.current).toBe(3);
    rerender({ status: "running" });
    expect(result.current).toBe(0);
  });
});
