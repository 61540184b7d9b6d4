// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FORGOT_PASSWORD_REPLY } from "../../domain/account";
import { ada, json, renderApp, serve, type, unauthorized } from "../features/account/account-test-support";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/forgot-password", () => {
  it("checks the address beside the field, focused, before sending anything", async () => {
    const server = serve({ "GET /api/auth/user": unauthorized });
    renderApp("/forgot-password");
    await screen.findByRole("heading", { name: "Forgot your password?" }, { timeout: 5_000 });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(email));

    type("Email", "not-an-address");
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(server.keys()).toEqual(["GET /api/auth/user"]);
  });

  it("shows the server's reply in place of the form", async () => {
    const server = serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/forgot-password": () => json({ message: FORGOT_PASSWORD_REPLY }, 202),
    });
    renderApp("/forgot-password");
    await screen.findByRole("heading", { name: "Forgot your password?" });
    type("Email", "  ada@example.com ");
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(FORGOT_PASSWORD_REPLY)).toBeTruthy();
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(server.bodies("POST /api/auth/forgot-password")).toEqual([{ email: "ada@example.com" }]);

    fireEvent.click(screen.getByRole("button", { name: "Use another address" }));
    expect(await screen.findByLabelText("Email")).toBeTruthy();
  });

  it("shows a failure under the form", async () => {
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/forgot-password": () =>
        json({ message: "Too many requests. Try again in a few minutes.", code: "rate_limited" }, 429),
    });
    renderApp("/forgot-password");
    await screen.findByRole("heading", { name: "Forgot your password?" });
    type("Email", "ada@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many requests. Try again in a few minutes.",
    );
  });

  it("is linked from the sign-in form", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    const location = renderApp("/login");
    fireEvent.click(await screen.findByRole("link", { name: "Forgot your password?" }));
    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeTruthy();
    expect(location.history.at(-1)).toBe("/forgot-password");
  });

  it("leads back to sign in, or home for a reader who is signed in (who has no sign-in page)", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/forgot-password");
    expect((await screen.findByRole("link", { name: "Sign in" })).getAttribute("href")).toBe("/login");
    cleanup();

    serve({ "GET /api/auth/user": () => json(ada) });
    renderApp("/forgot-password");
    const home = await screen.findByRole("link", { name: "Go to your home screen" });
    expect(home.getAttribute("href")).toBe("/home");
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  });
});
