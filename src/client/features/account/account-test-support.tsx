// Test helpers for the account pages' component tests (imported only by *.test.tsx files).
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { AccountSession } from "../../../domain/account";
import type { PublicUser } from "../../../domain/auth";
import { AppRoutes } from "../../app";
import { Toaster } from "../../components/ui/toaster";
import { createQueryClient } from "../../lib/query-client";

export const ada: PublicUser = {
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  profileImageUrl: null,
  role: "user",
  subscriptionStatus: "inactive",
  subscriptionEndDate: null,
  emailVerified: true,
  createdAt: "2026-01-01T00:00:00.000Z",
};

export const session = (fields: Partial<AccountSession> = {}): AccountSession => ({
  id: "s-this",
  userAgent:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  ip: "203.0.113.7",
  createdAt: "2026-03-01T09:00:00.000Z",
  lastSeenAt: new Date().toISOString(),
  expiresAt: "2026-05-30T09:00:00.000Z",
  current: true,
  ...fields,
});

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export const noContent = () => new Response(null, { status: 204 });
export const unauthorized = () => json({ message: "Not signed in", code: "unauthorized" }, 401);

/** A 400 as the server sends it: the message, and zod-style issues naming the field. */
export const badRequest = (message: string, path?: string[]) =>
  json(
    { message, code: "bad_request", ...(path ? { issues: [{ code: "custom", path, message }] } : {}) },
    400,
  );

export type Handler = (init?: RequestInit) => Response | Promise<Response>;

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
  const keys = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`);
  return { fetchMock, calls, bodies, keys };
}

/** The whole route table at `path` (query string included), with the toasts. */
export function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRoutes />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

export function type(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

/** zxcvbn's dictionaries load on first use: give the first meter a moment. */
export const patient = { timeout: 10_000 };
