// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "../domain/auth";
import { AppRoutes } from "./app";
import { Toaster } from "./components/ui/toaster";
import { createQueryClient } from "./lib/query-client";

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

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const unauthorized = () => json({ message: "Not signed in", code: "unauthorized" }, 401);

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** A fake server at the fetch boundary: one handler per "METHOD path". */
function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${input}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    return handler(input, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <AppRoutes />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

function type(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("route table", () => {
  it("shows the landing page at / when signed out", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: /6 social networks/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Start Free - 2 \+ 2 Posts/ }).getAttribute("href")).toBe(
      "/register",
    );
    expect(screen.getByRole("link", { name: "Login to Account" }).getAttribute("href")).toBe("/login");
  });

  it("shows 'Page Not Found' for an unknown path", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go back home" }).getAttribute("href")).toBe("/");
  });

  it("keeps /home out of the signed-out route set", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/home");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });

  it("shows home at / and /home when signed in", async () => {
    serve({ "GET /api/auth/user": () => json(ada) });
    renderApp("/home");
    expect(await screen.findByRole("heading", { name: "Welcome back, Ada" })).toBeTruthy();
    // Sign-out is a POST (a button), never a link another site could make the browser follow.
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Logout" })).toBeNull();
    expect(screen.getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/account");
    for (const href of ["/social-content", "/product-listings", "/bulk-upload", "/user-manual"]) {
      expect(document.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
  });

  it("signs out with POST /api/auth/logout and lands on the landing page", async () => {
    const fetchMock = serve({
      "GET /api/auth/user": () => json(ada),
      "POST /api/auth/logout": () => new Response(null, { status: 204 }),
    });
    const location = renderApp("/history");
    fireEvent.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("heading", { level: 1, name: /6 social networks/ })).toBeTruthy();
    expect(location.history.at(-1)).toBe("/");
    const logout = fetchMock.mock.calls.find(([url]) => url === "/api/auth/logout");
    expect(logout?.[1]?.method).toBe("POST");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/logout")).toBe(false);
  });

  it("greets without a name when the user has none", async () => {
    serve({ "GET /api/auth/user": () => json({ ...ada, firstName: null }) });
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
  });
});

describe("register", () => {
  it("toasts 'Password mismatch' and sends nothing when the passwords differ", async () => {
    const fetchMock = serve({ "GET /api/auth/user": unauthorized });
    renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" });
    type("Email", "ada@example.com");
    type(/^Password/, "correct-horse");
    type("Confirm password", "battery-staple");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect((await screen.findAllByText("Password mismatch")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Passwords do not match").length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/auth/user"]);
  });

  it("sends the request without confirmPassword, caches the user and goes to /", async () => {
    let sent: unknown;
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/register": (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return json(ada, 201);
      },
    });
    const location = renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" });
    type(/^First name/, "  Ada ");
    type("Email", "ada@example.com");
    type(/^Password/, "correct-horse");
    type("Confirm password", "correct-horse");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { name: "Welcome back, Ada" })).toBeTruthy();
    expect(sent).toEqual({
      email: "ada@example.com",
      password: "correct-horse",
      firstName: "Ada",
      lastName: null,
    });
    expect(location.history.at(-1)).toBe("/");
    expect((await screen.findAllByText("Account created!")).length).toBeGreaterThan(0);
  });

  it("shows the server's message when registration fails, beside the field it names", async () => {
    const weak = "This password is too easy to guess: it is a commonly used password.";
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/register": () =>
        json(
          {
            message: weak,
            code: "bad_request",
            issues: [{ code: "custom", path: ["password"], message: weak }],
          },
          400,
        ),
    });
    renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" });
    type("Email", "ada@example.com");
    type(/^Password/, "password1");
    type("Confirm password", "password1");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect((await screen.findAllByText("Registration failed")).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByLabelText(/^Password/).getAttribute("aria-invalid")).toBe("true"));
    // In the toast and beside the password field.
    expect(screen.getAllByText(weak).length).toBe(2);
  });

  it("shows missing fields and a short password inline, and sends nothing", async () => {
    const fetchMock = serve({ "GET /api/auth/user": unauthorized });
    renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" });
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByText("Please confirm your password")).toBeTruthy();

    type("Email", "ada@example.com");
    type(/^Password/, "short");
    type("Confirm password", "short");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute("aria-invalid")).toBe("true");

    type(/^Password/, "        ");
    type("Confirm password", "        ");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Password cannot be only spaces")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/auth/user"]);
  });

  it("shows the mismatch beside the confirmation too", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" });
    type("Email", "ada@example.com");
    type(/^Password/, "correct-horse");
    type("Confirm password", "battery-staple");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("true"),
    );
  });

  it("shows a strength meter with zxcvbn's feedback as the password is typed", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" });
    expect(screen.queryByText(/Password strength/)).toBeNull();
    type(/^Password/, "password");
    expect(await screen.findByText(/Password strength/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId("password-strength-level").textContent).toBe("Weak");
    expect(screen.getByText("This is a heavily used password.")).toBeTruthy();
    expect(screen.getByText("Add more words that are less common.")).toBeTruthy();
    expect(screen.getByText(/Too easy to guess/)).toBeTruthy();
    type(/^Password/, "violet tractor umbrella harbour");
    await waitFor(() => expect(screen.getByTestId("password-strength-level").textContent).toBe("Strong"));
  });
});

describe("login", () => {
  it("links to the forgotten-password page", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("shows the field rules before sending anything", async () => {
    const fetchMock = serve({ "GET /api/auth/user": unauthorized });
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Login failed' with the server's message", async () => {
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/login": () => json({ message: "Invalid email or password", code: "unauthorized" }, 401),
    });
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    type("Email", "ada@example.com");
    type("Password", "wrong-password");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findAllByText("Login failed")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Invalid email or password").length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Sign In" })).toHaveProperty("disabled", false),
    );
  });

  it("toasts the generic message when the network fails", async () => {
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/login": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    type("Email", "ada@example.com");
    type("Password", "whatever");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findAllByText("An error occurred. Please try again.")).length).toBeGreaterThan(0);
  });
});
