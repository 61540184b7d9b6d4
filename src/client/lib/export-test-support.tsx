// Shared by the export and copy-sheet component tests (not a test itself).
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "../components/ui/toaster";
import { createQueryClient } from "./query-client";

export type Handler = (init?: RequestInit) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

export function csvReply(text: string, filename: string, headers: Record<string, string> = {}) {
  return new Response(text, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      ...headers,
    },
  });
}

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
  const bodyOf = (key: string, index = 0) => JSON.parse(String(calls(key)[index]?.[1]?.body ?? "null"));
  return { fetchMock, calls, bodyOf };
}

/** Renders with a fresh query client, a memory router and the toaster. */
export function renderWithApp(ui: ReactNode, path = "/") {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, location };
}

/** Radix measures itself and captures pointers; jsdom does neither. Downloads go through object URLs. */
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
  const saved: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return "blob:download";
  });
  URL.revokeObjectURL = vi.fn();
  // jsdom does not navigate on a download link's click: note what would have been saved.
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download && lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
  return { saved };
}

/** Toast text shows twice (the toast and its screen-reader copy). */
export const toastShows = async (text: string) =>
  expect((await screen.findAllByText(text, {}, { timeout: 5000 })).length).toBeGreaterThan(0);

/** Opens a Radix dropdown the way a keyboard user does, and picks an item. */
export async function pickFromMenu(trigger: HTMLElement, item: string) {
  fireEvent.keyDown(trigger, { key: "Enter" });
  fireEvent.click(await screen.findByRole("menuitem", { name: item }));
}
