// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "../../domain/auth";
import { AppRoutes } from "../app";
import { json, patient, serve, stubBrowser } from "../features/admin-lab/lab-test-support";
import { createQueryClient } from "../lib/query-client";

const ada: PublicUser = {
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: null,
  profileImageUrl: null,
  role: "user",
  subscriptionStatus: "inactive",
  subscriptionEndDate: null,
  emailVerified: true,
  createdAt: "2025-01-01T00:00:00.000Z",
};

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <AppRoutes />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/admin/test-cases", { timeout: 30_000 }, () => {
  it("shows Access Denied to a signed-in non-admin, with Return Home, and asks the admin API nothing", async () => {
    const { fetchMock } = serve({ "GET /api/auth/user": () => json(ada) });
    renderAt("/admin/test-cases");
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" }, patient)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("tab")).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/auth/user"]);
  });

  it("is not a signed-out route: a visitor is sent to sign in first", async () => {
    serve({ "GET /api/auth/user": () => json({ message: "Not signed in", code: "unauthorized" }, 401) });
    renderAt("/admin/test-cases");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" }, patient)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Page Not Found" })).toBeNull();
  });

  it("gives an admin the four tabs, starting on the test cases", async () => {
    const { calls } = serve({
      "GET /api/auth/user": () => json({ ...ada, role: "admin" }),
      "GET /api/admin/test-cases": () => json([]),
      "GET /api/admin/quality-report": () => json({ message: "No report yet", code: "not_found" }, 404),
    });
    renderAt("/admin/test-cases");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Test Case Management" }, patient),
    ).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Test Cases",
      "Interactive Runner",
      "Bulk Image Testing",
      "Quality Report",
    ]);
    expect(await screen.findByText(/No test cases yet/, {}, patient)).toBeTruthy();
    expect(calls("GET /api/admin/quality-report")).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole("tab", { name: "Quality Report" }));
    expect(await screen.findByRole("heading", { name: "No quality report yet" }, patient)).toBeTruthy();
    expect(calls("GET /api/admin/quality-report")).toHaveLength(1);
  });
});
