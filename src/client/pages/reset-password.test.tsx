// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_MIN_LENGTH } from "../../domain/auth";
import {
  ada,
  badRequest,
  json,
  patient,
  renderApp,
  serve,
  type,
  unauthorized,
} from "../features/account/account-test-support";

const TOKEN = "cmVzZXQtdG9rZW4tZm9yLXRoZS10ZXN0cy0xMjM0NTY";
const PATH = `/reset-password?token=${TOKEN}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openForm(routes: Parameters<typeof serve>[0] = {}) {
  const server = serve({ "GET /api/auth/user": unauthorized, ...routes });
  const location = renderApp(PATH);
  await screen.findByRole("heading", { name: "Choose a new password" }, patient);
  return { server, location };
}

describe("/reset-password", () => {
  it("catches a mismatch beside the confirmation and sends nothing", async () => {
    const { server } = await openForm();
    type(/^New password/, "violet tractor umbrella");
    type("Confirm new password", "violet tractor umbrela");
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(screen.getByLabelText("Confirm new password").getAttribute("aria-invalid")).toBe("true");
    expect(server.keys()).toEqual(["GET /api/auth/user"]);
  });

  it("shows the length rule beside the field and focuses it", async () => {
    const { server } = await openForm();
    type(/^New password/, "short");
    type("Confirm new password", "short");
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(
      await screen.findByText(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    ).toBeTruthy();
    const password = screen.getByLabelText(/^New password/);
    expect(password.getAttribute("aria-describedby")).toContain("reset-password-error");
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(server.keys()).toEqual(["GET /api/auth/user"]);
  });

  it("shows the strength meter as the password is typed", async () => {
    await openForm();
    type(/^New password/, "password1");
    expect(await screen.findByText(/Password strength/, {}, patient)).toBeTruthy();
    expect(screen.getByTestId("password-strength-level").textContent).toBe("Weak");
    type(/^New password/, "violet tractor umbrella harbour");
    await waitFor(() => expect(screen.getByTestId("password-strength-level").textContent).toBe("Strong"));
  });

  it("signs the user in and goes to /home with a toast", async () => {
    let signedIn = false;
    const { server, location } = await openForm({
      "GET /api/auth/user": () => (signedIn ? json(ada) : json({ message: "Not signed in" }, 401)),
      "POST /api/auth/reset-password": () => {
        signedIn = true;
        return json(ada);
      },
    });
    type(/^New password/, "violet tractor umbrella");
    type("Confirm new password", "violet tractor umbrella");
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("heading", { name: "Welcome back, Ada" }, patient)).toBeTruthy();
    expect(location.history.at(-1)).toBe("/home");
    expect((await screen.findAllByText("Password changed")).length).toBeGreaterThan(0);
    expect(server.bodies("POST /api/auth/reset-password")).toEqual([
      { token: TOKEN, password: "violet tractor umbrella" },
    ]);
  });

  it("shows a weak-password refusal beside the field", async () => {
    const weak = "This password is too easy to guess: it is a commonly used password.";
    await openForm({ "POST /api/auth/reset-password": () => badRequest(weak, ["password"]) });
    type(/^New password/, "password1");
    type("Confirm new password", "password1");
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(weak)).toBeTruthy();
    expect(screen.getByLabelText(/^New password/).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText(/^New password/));
  });

  it("replaces the form with a way to get a new link when the link is used or expired", async () => {
    const invalid = "This link has expired or was already used. Ask for a new one.";
    await openForm({ "POST /api/auth/reset-password": () => badRequest(invalid, ["token"]) });
    type(/^New password/, "violet tractor umbrella");
    type("Confirm new password", "violet tractor umbrella");
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect((await screen.findByRole("alert")).textContent).toContain(invalid);
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it("explains a link without its token", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/reset-password");
    expect((await screen.findByRole("alert", {}, patient)).textContent).toContain("This link is incomplete");
    expect(screen.getByRole("link", { name: "Request a new link" })).toBeTruthy();
  });

  it("offers sign in to a visitor, and home to a reader who is signed in already", async () => {
    await openForm();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    cleanup();

    serve({ "GET /api/auth/user": () => json(ada) });
    renderApp(PATH);
    const home = await screen.findByRole("link", { name: "Go to your home screen" }, patient);
    expect(home.getAttribute("href")).toBe("/home");
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  });
});
