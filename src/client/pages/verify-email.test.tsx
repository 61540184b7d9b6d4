// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ada,
  badRequest,
  json,
  renderApp,
  serve,
  unauthorized,
} from "../features/account/account-test-support";

const TOKEN = "dGhpcy1pcy1hLXRlc3QtdG9rZW4tb2YtNDMtY2hhcnM";
const LINK_INVALID = "This link has expired or was already used. Send yourself a new one.";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/verify-email", () => {
  it("sends the token once, says so, and refreshes the user (signed in)", async () => {
    let verified = false;
    const server = serve({
      "GET /api/auth/user": () => json({ ...ada, emailVerified: verified }),
      "POST /api/auth/verify-email": () => {
        verified = true;
        return json({ message: "Thanks! Your e-mail address is confirmed." });
      },
    });
    renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText("Thanks! Your e-mail address is confirmed.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "E-mail confirmed" })).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Go to your dashboard" })).getAttribute("href")).toBe(
      "/home",
    );
    expect(server.bodies("POST /api/auth/verify-email")).toEqual([{ token: TOKEN }]);
    expect(server.calls("GET /api/auth/user").length).toBeGreaterThanOrEqual(2);
  });

  it("offers to sign in when the visitor is signed out", async () => {
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/verify-email": () => json({ message: "Your account now uses ada@new.example." }),
    });
    renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText("Your account now uses ada@new.example.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  it("shows why a link failed, with a button for a new one when signed in", async () => {
    const server = serve({
      "GET /api/auth/user": () => json({ ...ada, emailVerified: false }),
      "POST /api/auth/verify-email": () => badRequest(LINK_INVALID, ["token"]),
      "POST /api/auth/resend-verification": () =>
        json({ message: "We've sent a new link to ada@example.com." }, 202),
    });
    renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole("heading", { name: "This link didn't work" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(LINK_INVALID);
    fireEvent.click(await screen.findByRole("button", { name: "Send a new link" }));
    expect(await screen.findByText("We've sent a new link to ada@example.com.")).toBeTruthy();
    expect(server.calls("POST /api/auth/resend-verification")).toHaveLength(1);
  });

  it("asks a signed-out visitor to sign in for a new link", async () => {
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/verify-email": () => badRequest(LINK_INVALID, ["token"]),
    });
    renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole("heading", { name: "This link didn't work" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send a new link" })).toBeNull();
    expect(screen.getByText(/to have a new link sent to you/)).toBeTruthy();
  });

  it("sends nothing for a link without its token", async () => {
    const server = serve({ "GET /api/auth/user": unauthorized });
    renderApp("/verify-email");
    expect(await screen.findByRole("heading", { name: "This link didn't work" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("This link is incomplete");
    expect(server.keys()).toEqual(["GET /api/auth/user"]);
  });
});
