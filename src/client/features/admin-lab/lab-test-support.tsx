// Test helpers for the admin lab's component tests (imported only by *.test.tsx files).
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect, vi } from "vitest";
import type { TestCase } from "../../../domain/admin";
import { Toaster } from "../../components/ui/toaster";
import { createQueryClient } from "../../lib/query-client";

export type Handler = (init?: RequestInit) => Response | Promise<Response>;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export const noContent = () => new Response(null, { status: 204 });

/** A fake server at the fetch boundary: one handler per "METHOD path"; anything else fails the test. */
export function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${input}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    return handler(init);
  });
  vi.stubGlobal("fetch", fetchMock);
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${url}` === key);
  const bodies = (key: string) => calls(key).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetchMock, calls, bodies };
}

/** Radix measures itself; jsdom has neither ResizeObserver nor pointer capture. */
export function stubBrowser() {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  URL.createObjectURL = vi.fn(() => "blob:thumbnail");
  URL.revokeObjectURL = vi.fn();
}

export function renderWithClient(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

export const patient = { timeout: 10_000 };

/** Toast text shows twice (the toast and its screen-reader copy). */
export const toastShows = async (text: string) =>
  expect((await screen.findAllByText(text, {}, patient)).length).toBeGreaterThan(0);

export const image = (name: string, type = "image/jpeg") =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], name, { type });

export function makeTestCase(overrides: Partial<TestCase> = {}): TestCase {
  return {
    id: "tc-1",
    name: "Refuses bad requests",
    description: "Bad input is refused with the right status",
    category: "validation",
    steps: ["Send an empty body", "Send a bad image"],
    expectedResult: "Each request gets a 400",
    priority: "high",
    status: "pending",
    generations: null,
    budgetMs: null,
    lastRunAt: null,
    results: null,
    createdAt: "2026-01-02T10:00:00.000Z",
    updatedAt: "2026-01-02T10:00:00.000Z",
    ...overrides,
  };
}
