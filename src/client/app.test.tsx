// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { PASSWORD_MIN_LENGTH, type PublicUser } from "../domain/auth";
import { AppRoutes } from "./app";
import { Toaster } from "./components/ui/toaster";
import { toast } from "./components/ui/use-toast";
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

/** A page's code loads on first use: give it longer than findBy's default second on a busy machine. */
const patient = { timeout: 5_000 };

/** The toasts on screen (Radix renders each as a list item in the notifications region). */
const toastTexts = () =>
  Array.from(document.querySelectorAll('[role="region"] li'), (shown) => shown.textContent ?? "");

/**
 * Puts up a marker toast that stays. One toast shows at a time, so any toast raised afterwards
 * replaces it (toasts left from earlier tests are replaced too): `noToastSinceMark()` then fails.
 */
const MARK = "No toast since the mark";
function markToasts() {
  act(() => {
    toast({ title: MARK, duration: Number.POSITIVE_INFINITY });
  });
}
const noToastSinceMark = () => expect(toastTexts()).toEqual([MARK]);

const empty = () => json([]);
const historyRoutes = {
  // History's first page of each tab (features/history/history-filters.ts), and its profile filter.
  "GET /api/social-media/posts?limit=20": empty,
  "GET /api/product-listings?limit=20": empty,
  "GET /api/brand-profiles": () => json({ profiles: [], limit: null }),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

// Several tests load two pages' code one after another: more than the default 5 s on a busy machine.
describe("route table", { timeout: 20_000 }, () => {
  it("shows the landing page at / when signed out", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: /6 social networks/ }, patient)).toBeTruthy();
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

  it("sends a visitor at a members' page to sign in, then on to that page", async () => {
    let signIn: unknown;
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/login": (_url, init) => {
        signIn = JSON.parse(String(init?.body));
        return json(ada);
      },
      ...historyRoutes,
    });
    const location = renderApp("/history");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" }, patient)).toBeTruthy();
    // Replaced, not pushed: Back does not return to a page that only redirects again.
    expect(location.history).toEqual(["/login?next=%2Fhistory"]);
    expect(screen.queryByRole("heading", { name: "Page Not Found" })).toBeNull();
    expect(screen.getByRole("link", { name: "Create one" }).getAttribute("href")).toBe(
      "/register?next=%2Fhistory",
    );

    type("Email", "ada@example.com");
    type("Password", "correct-horse");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("heading", { level: 1, name: "History" }, patient)).toBeTruthy();
    expect(signIn).toEqual({ email: "ada@example.com", password: "correct-horse" });
    expect(location.history).toEqual(["/history"]);
  });

  it("keeps the query of the page a visitor was heading for", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    const location = renderApp("/bulk-upload?job=7");
    await screen.findByRole("heading", { level: 1, name: "Sign in" }, patient);
    expect(location.history.at(-1)).toBe("/login?next=%2Fbulk-upload%3Fjob%3D7");
  });

  it("sends a signed-in reader at sign-in or sign-up home, or on to a safe next", async () => {
    serve({ "GET /api/auth/user": () => json(ada), ...historyRoutes });
    for (const [path, landing] of [
      ["/login", "/home"],
      ["/register", "/home"],
      ["/login?next=%2Fhistory", "/history"],
      ["/login?next=%2F%2Fevil.example", "/home"],
    ] as const) {
      const location = renderApp(path);
      await waitFor(() => expect(location.history).toEqual([landing]), patient);
      expect(await screen.findByRole("heading", { level: 1 }, patient)).toBeTruthy();
      cleanup();
    }
  });

  it("shows home at / and /home when signed in", async () => {
    serve({ "GET /api/auth/user": () => json(ada) });
    renderApp("/home");
    expect(await screen.findByRole("heading", { name: "Welcome back, Ada" }, patient)).toBeTruthy();
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
    fireEvent.click(await screen.findByRole("button", { name: "Logout" }, patient));
    expect(await screen.findByRole("heading", { level: 1, name: /6 social networks/ })).toBeTruthy();
    expect(location.history.at(-1)).toBe("/");
    const logout = fetchMock.mock.calls.find(([url]) => url === "/api/auth/logout");
    expect(logout?.[1]?.method).toBe("POST");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/logout")).toBe(false);
  });

  it("greets without a name when the user has none", async () => {
    serve({ "GET /api/auth/user": () => json({ ...ada, firstName: null }) });
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Welcome back" }, patient)).toBeTruthy();
  });
});

describe("skip link and focus", { timeout: 20_000 }, () => {
  it("puts 'Skip to main content' first, and it moves focus into the page's main", async () => {
    serve({ "GET /api/auth/user": () => json(ada) });
    renderApp("/home");
    await screen.findByRole("heading", { level: 1, name: "Welcome back, Ada" }, patient);
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    const focusable = document.querySelectorAll("a[href], button, input, select, textarea, [tabindex]");
    expect(focusable[0]).toBe(skip);
    expect(document.querySelectorAll("main")).toHaveLength(1);

    fireEvent.click(skip);
    const main = screen.getByRole("main");
    expect(main.id).toBe("main-content");
    expect(document.activeElement).toBe(main);
    // Focusable only while focused: a click elsewhere in the page must not land on <main>.
    fireEvent.blur(main);
    expect(main.hasAttribute("tabindex")).toBe(false);
  });

  it("leaves focus alone on the first load, and starts the next page at its heading", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    serve({ "GET /api/auth/user": () => json(ada), ...historyRoutes });
    renderApp("/home");
    await screen.findByRole("heading", { level: 1, name: "Welcome back, Ada" }, patient);
    expect(document.activeElement).toBe(document.body);

    fireEvent.click(screen.getByRole("link", { name: "History" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "History" }, patient);
    await waitFor(() => expect(document.activeElement).toBe(heading), patient);
    expect(heading.getAttribute("tabindex")).toBe("-1");
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it("leaves focus alone when the first load redirects", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/history");
    await screen.findByRole("heading", { level: 1, name: "Sign in" }, patient);
    expect(document.activeElement).toBe(document.body);
  });
});

describe("register", { timeout: 20_000 }, () => {
  it("shows a mismatch beside the confirmation, focuses it, and sends nothing", async () => {
    const fetchMock = serve({ "GET /api/auth/user": unauthorized });
    renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" }, patient);
    markToasts();
    type("Email", "ada@example.com");
    type(/^Password/, "correct-horse");
    type("Confirm password", "battery-staple");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const confirm = screen.getByLabelText("Confirm password");
    await waitFor(() => expect(confirm.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(String(confirm.getAttribute("aria-describedby")))?.textContent).toBe(
      "Passwords do not match",
    );
    expect(document.activeElement).toBe(confirm);
    noToastSinceMark();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/auth/user"]);

    // Fixed, it clears as the user types.
    type("Confirm password", "correct-horse");
    await waitFor(() => expect(confirm.getAttribute("aria-invalid")).toBeNull());
  });

  it("sends the request without confirmPassword, caches the user and welcomes the newcomer at /", async () => {
    let sent: unknown;
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/register": (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return json(ada, 201);
      },
    });
    const location = renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" }, patient);
    type(/^First name/, "  Ada ");
    type("Email", "ada@example.com");
    type(/^Password/, "correct-horse");
    type("Confirm password", "correct-horse");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { name: "Welcome, Ada" }, patient)).toBeTruthy();
    expect(screen.getByText(/Start with a photo of something you sell/)).toBeTruthy();
    expect(sent).toEqual({
      email: "ada@example.com",
      password: "correct-horse",
      firstName: "Ada",
      lastName: null,
    });
    expect(location.history).toEqual(["/"]);
    expect((await screen.findAllByText("Account created!")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Welcome to Seller Content Studio! You're signed in.").length).toBeGreaterThan(
      0,
    );
  });

  it("greets the same account as returning once it signs in again", async () => {
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/register": () => json(ada, 201),
      "POST /api/auth/login": () => json(ada),
    });
    renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" }, patient);
    type("Email", "ada@example.com");
    type(/^Password/, "correct-horse");
    type("Confirm password", "correct-horse");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await screen.findByRole("heading", { name: "Welcome, Ada" }, patient);
    cleanup();

    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" }, patient);
    type("Email", "ada@example.com");
    type("Password", "correct-horse");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("heading", { name: "Welcome back, Ada" }, patient)).toBeTruthy();
  });

  it("goes on to the page the visitor was heading for, and links to sign-in keeping it", async () => {
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/register": () => json(ada, 201),
      ...historyRoutes,
    });
    const location = renderApp("/register?next=%2Fhistory");
    await screen.findByRole("heading", { name: "Create your account" }, patient);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login?next=%2Fhistory");
    type("Email", "ada@example.com");
    type(/^Password/, "correct-horse");
    type("Confirm password", "correct-horse");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "History" }, patient)).toBeTruthy();
    expect(location.history).toEqual(["/history"]);
  });

  it("shows the server's refusal of a field beside it, focused, without a toast", async () => {
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
    await screen.findByRole("heading", { name: "Create your account" }, patient);
    markToasts();
    type("Email", "ada@example.com");
    type(/^Password/, "password1");
    type("Confirm password", "password1");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(password);
    expect(screen.getAllByText(weak)).toHaveLength(1);
    noToastSinceMark();
  });

  it("shows an address already in use beside the e-mail field", async () => {
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/register": () =>
        json({ message: "An account with this email already exists", code: "conflict" }, 409),
    });
    renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" }, patient);
    markToasts();
    type("Email", "ada@example.com");
    type(/^Password/, "correct-horse");
    type("Confirm password", "correct-horse");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(email);
    expect(screen.getByText("An account with this email already exists")).toBeTruthy();
    noToastSinceMark();
  });

  it("toasts 'Registration failed' for a failure no field explains", async () => {
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/register": () =>
        json({ message: "Too many sign-ups from this address. Try again later.", code: "rate_limited" }, 429),
    });
    renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" }, patient);
    type("Email", "ada@example.com");
    type(/^Password/, "correct-horse");
    type("Confirm password", "correct-horse");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect((await screen.findAllByText("Registration failed")).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText("Too many sign-ups from this address. Try again later.").length,
    ).toBeGreaterThan(0);
    // It stays beside the button (not only in the toast) until the seller changes a field.
    const inline = document.getElementById("register-failure");
    expect(inline?.getAttribute("role")).toBe("alert");
    expect(inline?.textContent).toContain("Too many sign-ups from this address. Try again later.");
    type("Email", "grace@example.com");
    expect(document.getElementById("register-failure")).toBeNull();
  });

  it("shows missing fields and a short password inline, focused, without a toast, and sends nothing", async () => {
    const fetchMock = serve({ "GET /api/auth/user": unauthorized });
    renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" }, patient);
    markToasts();
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByText("Please confirm your password")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email")));

    type("Email", "ada@example.com");
    type(/^Password/, "short");
    type("Confirm password", "short");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const tooShort = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
    expect(await screen.findByText(tooShort)).toBeTruthy();
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")).toContain("register-password-error");
    await waitFor(() => expect(document.activeElement).toBe(password));
    noToastSinceMark();

    // Re-checked as the field is fixed.
    type(/^Password/, "long enough now");
    await waitFor(() => expect(screen.queryByText(tooShort)).toBeNull());

    type(/^Password/, "        ");
    type("Confirm password", "        ");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Password cannot be only spaces")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/auth/user"]);
  });

  it("shows a strength meter with zxcvbn's feedback as the password is typed", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/register");
    await screen.findByRole("heading", { name: "Create your account" }, patient);
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

describe("login", { timeout: 20_000 }, () => {
  it("links to the forgotten-password page", async () => {
    serve({ "GET /api/auth/user": unauthorized });
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" }, patient);
    expect(screen.getByRole("link", { name: "Create one" }).getAttribute("href")).toBe("/register");
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("shows the field rules beside the fields before sending anything", async () => {
    const fetchMock = serve({ "GET /api/auth/user": unauthorized });
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" }, patient);
    markToasts();
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email")));

    type("Email", "ada@example");
    type("Password", "whatever");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(screen.queryByText("Password is required")).toBeNull();
    noToastSinceMark();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("goes to the home screen after signing in, with the spec's toast", async () => {
    serve({ "GET /api/auth/user": unauthorized, "POST /api/auth/login": () => json(ada) });
    const location = renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" }, patient);
    type("Email", "ada@example.com");
    type("Password", "correct-horse");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("heading", { name: "Welcome back, Ada" }, patient)).toBeTruthy();
    expect(location.history).toEqual(["/home"]);
    expect((await screen.findAllByText("Welcome back!")).length).toBeGreaterThan(0);
  });

  it("toasts 'Login failed' with the server's message", async () => {
    serve({
      "GET /api/auth/user": unauthorized,
      "POST /api/auth/login": () => json({ message: "Invalid email or password", code: "unauthorized" }, 401),
    });
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" }, patient);
    type("Email", "ada@example.com");
    type("Password", "wrong-password");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findAllByText("Login failed")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Invalid email or password").length).toBeGreaterThan(0);
    // It stays beside the button (not only in the toast) until the seller acts.
    const inline = document.getElementById("login-failure");
    expect(inline?.getAttribute("role")).toBe("alert");
    expect(inline?.textContent).toContain("Invalid email or password");
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
    await screen.findByRole("heading", { name: "Sign in" }, patient);
    type("Email", "ada@example.com");
    type("Password", "whatever");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findAllByText("An error occurred. Please try again.")).length).toBeGreaterThan(0);
  });
});
