// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { changedFields, type DraftFields, useEditableDraft } from "./use-editable-draft";

describe("useEditableDraft", () => {
  it("sends only changed fields and takes the server's normalised text", async () => {
    const save = vi.fn(async (changes: DraftFields) => ({ a: changes.a?.trim() ?? "one", b: "two" }));
    const { result } = renderHook(() => useEditableDraft({ a: "one", b: "two" }, save));
    expect(result.current.status).toBe("clean");

    act(() => result.current.setField("a", "  edited  "));
    expect(result.current.status).toBe("dirty");
    await act(() => result.current.flush());

    expect(save).toHaveBeenCalledWith({ a: "  edited  " }, { a: "  edited  ", b: "two" });
    expect(result.current.draft).toEqual({ a: "edited", b: "two" });
    expect(result.current.status).toBe("saved");
  });

  it("keeps an edit made while a save was on its way, and saves it next", async () => {
    let release: (() => void) | undefined;
    const save = vi.fn(
      (changes: DraftFields) =>
        new Promise<DraftFields>((resolve) => {
          release = () => resolve({ a: changes.a ?? "", b: changes.b ?? "b0" });
        }),
    );
    const { result } = renderHook(() => useEditableDraft({ a: "a0", b: "b0" }, save));
    act(() => result.current.setField("a", "a1"));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.flush();
    });
    act(() => result.current.setField("a", "a2"));
    await act(async () => {
      release?.();
      await first;
    });
    expect(result.current.draft.a).toBe("a2");
    expect(result.current.status).toBe("dirty");
  });

  it("does nothing when nothing changed, and reports a failed save", async () => {
    const save = vi.fn(async (): Promise<DraftFields> => {
      throw new Error("500: boom");
    });
    const { result } = renderHook(() => useEditableDraft({ a: "x" }, save));
    await act(() => result.current.flush());
    expect(save).not.toHaveBeenCalled();
    act(() => result.current.setField("a", "y"));
    await act(() => expect(result.current.flush()).rejects.toThrow("boom"));
    expect(result.current.status).toBe("error");
    expect(result.current.draft.a).toBe("y");
  });

  it("lists changed fields", () => {
    expect(changedFields({ a: "1", b: "2" }, { a: "1", b: "3" })).toEqual({ b: "2" });
  });
});
