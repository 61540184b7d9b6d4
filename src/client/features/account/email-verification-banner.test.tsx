// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ada, json, renderApp, serve } from "./account-test-support";

const unverified = { ...ada, emailVerified: false };
const BANNER = { name: "Confirm your e-mail address" };
const banner = () => screen.queryByRole("complementary", BANNER);

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the confirm-your-e-mail banner", () => {
  it("reminds an unverified user on the signed-in pages, naming the address", async () => {
    serve({ "GET /api/auth/user": () => json(unverified) });
    renderApp("/home");
    await screen.findByRole("heading", { name: "Welcome back, Ada" });
    const region = banner();
    expect(region).not.toBeNull();
    expect(region?.textContent).toContain(
      "Please confirm your e-mail address — we sent a link to ada@example.com",
    );
  });

  it("stays away once the address is verified", async () => {
    serve({ "GET /api/auth/user": () => json(ada) });
    renderApp("/home");
    await screen.findByRole("heading", { name: "Welcome back, Ada" });
    expect(banner()).toBeNull();
  });

  it("sends the link again and shows the server's reply", async () => {
    const server = serve({
      "GET /api/auth/user": () => json(unverified),
      "POST /api/auth/resend-verification": () =>
        json({ message: "We've sent a new link to ada@example.com." }, 202),
    });
    renderApp("/home");
    await screen.findByRole("heading", { name: "Welcome back, Ada" });
    fireEvent.click(within(banner() as HTMLElement).getByRole("button", { name: "Send again" }));
    expect(await screen.findByText("We've sent a new link to ada@example.com.")).toBeTruthy();
    expect(server.calls("POST /api/auth/resend-verification")).toHaveLength(1);
  });

  it("says when it was asked too often", async () => {
    serve({
      "GET /api/auth/user": () => json(unverified),
      "POST /api/auth/resend-verification": () =>
        new Response(
          JSON.stringify({
            message: "We sent a link a moment ago. Try again in a few minutes.",
            code: "rate_limited",
          }),
          { status: 429, headers: { "Content-Type": "application/json", "Retry-After": "120" } },
        ),
    });
    renderApp("/history");
    const region = await screen.findByRole("complementary", BANNER);
    fireEvent.click(within(region).getByRole("button", { name: "Send again" }));
    expect(await screen.findByText("We sent a link a moment ago. Try again in a few minutes.")).toBeTruthy();
  });

  it("can be dismissed for the rest of the session", async () => {
    serve({ "GET /api/auth/user": () => json(unverified) });
    renderApp("/home");
    await screen.findByRole("heading", { name: "Welcome back, Ada" });
    fireEvent.click(within(banner() as HTMLElement).getByRole("button", { name: "Dismiss" }));
    expect(banner()).toBeNull();
    cleanup();

    renderApp("/home");
    await screen.findByRole("heading", { name: "Welcome back, Ada" });
    expect(banner()).toBeNull();
  });
});
