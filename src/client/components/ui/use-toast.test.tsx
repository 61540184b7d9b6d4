// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY_MS, toast, useToast } from "./use-toast";

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => {
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
  });

  it("keeps at most one toast: a new one replaces the old", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second", variant: "destructive", duration: 6000 });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      title: "Second",
      variant: "destructive",
      duration: 6000,
      open: true,
    });
  });

  it("closes on dismiss and removes the toast after the removal delay", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "Bye" }).dismiss();
    });
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  it("dismisses when Radix reports the toast closed (timeout, swipe, close button)", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "Swiped" });
    });
    act(() => {
      result.current.toasts[0]?.onOpenChange?.(false);
    });
    expect(result.current.toasts[0]?.open).toBe(false);
  });
});
