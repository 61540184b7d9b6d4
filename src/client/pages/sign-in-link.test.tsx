// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SIGN_IN_LINK_REPLY, SIGN_IN_THROTTLED_MESSAGE } from "../../domain/account";
import {
  ada,
  json,
  patient,
  renderApp,
  serve,
  type,
  unauthorized,
} from "../features/account/account-test-support";

/** Finding 29.8: the owner's way in from a new device while sign-in is paused for the account. */

const TOKEN = "c2lnbi1pbi10b2tlbi1mb3ItdGhlLXRlc3RzLTEyMzQ1Ng";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function signInThrottled(routes: Parameters<typeof serve>[0] = {}) {
  const server = serve({
    "GET /api/auth/user": unauthorized,
    "POST /api/auth/login": () =>
      json({ message: SIGN_IN_THROTTLED_MESSAGE, code: "sign_in_throttled" }, 429),
    ...routes,
  });
  renderApp("/login");
  await screen.findByRole("heading", { name: "Sign in" }, patient);
  type("Email", " ada@example.com ");
  type("Password", "right-password");
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
  return server;
}

describe("the sign-in form when sign-in is paused for the account", () => {
  it("offers a sign-in link by e-mail, and sends it for the address typed", async () => {
    const server = await signInThrottled({
      "POST /api/auth/sign-in-link": () => json({ message: SIGN_IN_LINK_REPLY }, 202),
    });
    expect((await screen.findByRole("alert")).textContent).toBe(SIGN_IN_THROTTLED_MESSAGE);
    fireEvent.click(screen.getByRole("button", { name: "E-mail me a sign-in link" }));
    expect(await screen.findByText(SIGN_IN_LINK_REPLY)).toBeTruthy();
    expect(server.bodies("POST /api/auth/sign-in-link")).toEqual([{ email: "ada@example.com" }]);
    expect(screen.queryByRole("button", { name: "E-mail me a sign-in link" })).toBeNull();
  });

  it("makes no such offer for an ordinary refusal", async () => {
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/login": () =>
        json(
          {
            message: "Too many sign-in attempts. Please wait a few minutes and try again.",
            code: "rate_limited",
          },
          429,
        ),
    });
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" }, patient);
    type("Email", "ada@example.com");
    type("Password", "right-password");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findAllByText("Login failed")).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "E-mail me a sign-in link" })).toBeNull();
  });
});

describe("/sign-in-link", () => {
  it("spends the link only when asked, then signs in and goes home", async () => {
    const server = serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/sign-in-link/consume": () => json(ada),
    });
    const location = renderApp(`/sign-in-link?token=${TOKEN}`);
    const button = await screen.findByRole("button", { name: "Sign me in" }, patient);
    expect(server.keys()).toEqual(["GET /api/auth/user"]);
    fireEvent.click(button);
    expect(await screen.findByText("Welcome back!")).toBeTruthy();
    expect(server.bodies("POST /api/auth/sign-in-link/consume")).toEqual([{ token: TOKEN }]);
    expect(location.history.at(-1)).toBe("/home");
  });

  it("shows the server's refusal, and says so when the link is incomplete", async () => {
    const message = "This link has expired or was already used. Ask for a new one and use the newest e-mail.";
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/sign-in-link/consume": () => json({ message, code: "bad_request" }, 400),
    });
    renderApp(`/sign-in-link?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole("button", { name: "Sign me in" }, patient));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    cleanup();

    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/sign-in-link");
    expect((await screen.findByRole("alert", {}, patient)).textContent).toMatch(/This link is incomplete/);
  });
});
