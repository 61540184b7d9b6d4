// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccountSession } from "../../domain/account";
import {
  ada,
  badRequest,
  json,
  noContent,
  patient,
  renderApp,
  serve,
  session,
  type,
} from "../features/account/account-test-support";
import { stubBrowser } from "../lib/export-test-support";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const phone = session({
  id: "s-phone",
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  ip: "198.51.100.23",
  lastSeenAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
  current: false,
});
const laptop = session({
  id: "s-laptop",
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  ip: "192.0.2.50",
  lastSeenAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
  current: false,
});

type Routes = Parameters<typeof serve>[0];

/** /account for `user`, with these devices (changeable by the routes) and any other routes. */
async function openAccount({
  user = ada,
  sessions = [session()],
  routes = {},
}: {
  user?: typeof ada;
  sessions?: AccountSession[] | (() => AccountSession[]);
  routes?: Routes;
} = {}) {
  const server = serve({
    "GET /api/auth/user": () => json(user),
    "GET /api/account/sessions": () =>
      json({ sessions: typeof sessions === "function" ? sessions() : sessions }),
    "GET /api/tokens": () => json({ tokens: [] }),
    ...routes,
  });
  const location = renderApp("/account");
  await screen.findByRole("heading", { level: 1, name: "Account" }, patient);
  return { server, location };
}

const section = (name: string | RegExp) => screen.getByRole("region", { name });

// Opening the app loads its page chunks: slow on a busy machine.
describe("/account", { timeout: 30_000 }, () => {
  it("is linked from the signed-in header and shows every section", async () => {
    serve({
      "GET /api/auth/user": () => json(ada),
      "GET /api/account/sessions": () => json({ sessions: [session()] }),
      "GET /api/tokens": () => json({ tokens: [] }),
    });
    const location = renderApp("/home");
    fireEvent.click(await screen.findByRole("link", { name: "Account" }, patient));
    expect(await screen.findByRole("heading", { level: 1, name: "Account" }, patient)).toBeTruthy();
    expect(location.history.at(-1)).toBe("/account");
    for (const name of [
      "Profile",
      "E-mail",
      "Password",
      "Plan",
      "Where you're signed in",
      "API tokens",
      "Delete account",
    ]) {
      expect(section(name)).toBeTruthy();
    }
  });

  it("is not a visitor page: a visitor is sent to sign in first", async () => {
    serve({ "GET /api/auth/user": () => json({ message: "Not signed in" }, 401) });
    renderApp("/account");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" }, patient)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Page Not Found" })).toBeNull();
  });
});

describe("profile", () => {
  it("saves the first and last name", async () => {
    const { server } = await openAccount({
      routes: {
        "PATCH /api/account/profile": () => json({ ...ada, firstName: "Augusta", lastName: "King" }),
      },
    });
    const profile = section("Profile");
    expect((within(profile).getByLabelText(/^First name/) as HTMLInputElement).value).toBe("Ada");
    type(/^First name/, "Augusta");
    type(/^Last name/, "King");
    fireEvent.click(within(profile).getByRole("button", { name: "Save profile" }));
    expect((await screen.findAllByText("Profile saved")).length).toBeGreaterThan(0);
    expect(server.bodies("PATCH /api/account/profile")).toEqual([{ firstName: "Augusta", lastName: "King" }]);
  });

  it("clears a name left empty", async () => {
    const { server } = await openAccount({
      routes: { "PATCH /api/account/profile": () => json({ ...ada, lastName: null }) },
    });
    type(/^Last name/, "   ");
    fireEvent.click(within(section("Profile")).getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(server.calls("PATCH /api/account/profile")).toHaveLength(1));
    expect(server.bodies("PATCH /api/account/profile")).toEqual([{ firstName: "Ada", lastName: null }]);
  });
});

describe("e-mail", () => {
  it("shows a verified address with its badge and no resend", async () => {
    await openAccount();
    const email = section("E-mail");
    expect(within(email).getByText("ada@example.com")).toBeTruthy();
    expect(within(email).getByText("Verified")).toBeTruthy();
    expect(within(email).queryByRole("button", { name: "Send a new link" })).toBeNull();
  });

  it("marks an unverified address and sends a new link (the banner stays off this page)", async () => {
    const { server } = await openAccount({
      user: { ...ada, emailVerified: false },
      routes: {
        "POST /api/auth/resend-verification": () =>
          json({ message: "We've sent a new link to ada@example.com." }, 202),
      },
    });
    const email = section("E-mail");
    expect(within(email).getByText("Not verified")).toBeTruthy();
    expect(screen.queryByRole("complementary", { name: "Confirm your e-mail address" })).toBeNull();
    fireEvent.click(within(email).getByRole("button", { name: "Send a new link" }));
    expect(await within(email).findByText("We've sent a new link to ada@example.com.")).toBeTruthy();
    expect(server.calls("POST /api/auth/resend-verification")).toHaveLength(1);
  });

  it("asks for the new address and the current password, then shows the server's message", async () => {
    const reply = "We've sent a link to ada@new.example. Your address changes when you open it.";
    const { server } = await openAccount({
      routes: { "POST /api/account/email": () => json({ message: reply }, 202) },
    });
    const email = section("E-mail");
    fireEvent.click(within(email).getByRole("button", { name: "Change e-mail" }));
    expect(await within(email).findByText("Enter a valid email address")).toBeTruthy();
    expect(within(email).getByText("Enter your current password")).toBeTruthy();
    expect(server.calls("POST /api/account/email")).toHaveLength(0);

    type("New e-mail address", "ada@new.example");
    fireEvent.input(within(email).getByLabelText("Current password"), { target: { value: "my old secret" } });
    fireEvent.click(within(email).getByRole("button", { name: "Change e-mail" }));
    expect(await within(email).findByText(reply)).toBeTruthy();
    expect(server.bodies("POST /api/account/email")).toEqual([
      { newEmail: "ada@new.example", currentPassword: "my old secret" },
    ]);
  });

  it("shows a taken address and a wrong password beside their fields", async () => {
    let attempt = 0;
    await openAccount({
      routes: {
        "POST /api/account/email": () =>
          ++attempt === 1
            ? json({ message: "Another account uses that address.", code: "conflict" }, 409)
            : badRequest("Your current password is not right.", ["currentPassword"]),
      },
    });
    const email = section("E-mail");
    type("New e-mail address", "taken@example.com");
    fireEvent.input(within(email).getByLabelText("Current password"), { target: { value: "secret" } });
    fireEvent.click(within(email).getByRole("button", { name: "Change e-mail" }));
    expect(await within(email).findByText("Another account uses that address.")).toBeTruthy();
    expect(screen.getByLabelText("New e-mail address").getAttribute("aria-invalid")).toBe("true");

    type("New e-mail address", "free@example.com");
    fireEvent.click(within(email).getByRole("button", { name: "Change e-mail" }));
    expect(await within(email).findByText("Your current password is not right.")).toBeTruthy();
    expect(within(email).getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("password", () => {
  const fill = (current: string, next: string, confirm: string) => {
    const password = section("Password");
    fireEvent.input(within(password).getByLabelText("Current password"), { target: { value: current } });
    fireEvent.input(within(password).getByLabelText(/^New password/), { target: { value: next } });
    fireEvent.input(within(password).getByLabelText("Confirm new password"), { target: { value: confirm } });
    fireEvent.click(within(password).getByRole("button", { name: "Change password" }));
  };

  it("catches a mismatch inline and sends nothing", async () => {
    const { server } = await openAccount();
    fill("old secret words", "violet tractor umbrella", "violet tractor");
    expect(await within(section("Password")).findByText("Passwords do not match")).toBeTruthy();
    expect(server.calls("POST /api/account/password")).toHaveLength(0);
  });

  it("shows the strength meter for the new password", async () => {
    await openAccount();
    fireEvent.input(within(section("Password")).getByLabelText(/^New password/), {
      target: { value: "lovelace1" },
    });
    expect(await within(section("Password")).findByText(/Password strength/, {}, patient)).toBeTruthy();
    expect(screen.getByTestId("password-strength-level").textContent).toBe("Weak");
  });

  it("changes the password and clears the form", async () => {
    const message = "Your password is changed. Your other devices have been signed out.";
    const { server } = await openAccount({
      routes: { "POST /api/account/password": () => json({ message }) },
    });
    fill("old secret words", "violet tractor umbrella", "violet tractor umbrella");
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(server.bodies("POST /api/account/password")).toEqual([
      { currentPassword: "old secret words", newPassword: "violet tractor umbrella" },
    ]);
    await waitFor(() =>
      expect((within(section("Password")).getByLabelText("Current password") as HTMLInputElement).value).toBe(
        "",
      ),
    );
    // Other sessions ended: the device list is read again.
    await waitFor(() => expect(server.calls("GET /api/account/sessions").length).toBe(2));
  });

  it("shows a wrong current password and a weak new one beside their fields", async () => {
    let attempt = 0;
    await openAccount({
      routes: {
        "POST /api/account/password": () =>
          ++attempt === 1
            ? badRequest("Your current password is not right.", ["currentPassword"])
            : badRequest("This password is too easy to guess: it is a commonly used password.", [
                "newPassword",
              ]),
      },
    });
    const password = section("Password");
    fill("wrong", "violet tractor umbrella", "violet tractor umbrella");
    expect(await within(password).findByText("Your current password is not right.")).toBeTruthy();
    fill("right", "password1", "password1");
    expect(
      await within(password).findByText(
        "This password is too easy to guess: it is a commonly used password.",
      ),
    ).toBeTruthy();
    expect(
      within(password)
        .getByLabelText(/^New password/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
  });
});

describe("sessions", { timeout: 30_000 }, () => {
  it("lists the devices, this one first with its badge", async () => {
    await openAccount({ sessions: [laptop, phone, session()] });
    const list = await screen.findByRole("list", { name: "Signed-in devices" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual([
      "Chrome on macOSThis device",
      "Safari on iPhone",
      "Firefox on Windows",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("203.0.113.7")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("198.51.100.23")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("3 hours ago")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("2 days ago")).toBeTruthy();
    expect(within(list).getAllByText("This device")).toHaveLength(1);
  });

  it("signs out one other device and reads the list again", async () => {
    let sessions = [session(), phone, laptop];
    const { server } = await openAccount({
      sessions: () => sessions,
      routes: {
        "DELETE /api/account/sessions/s-phone": () => {
          sessions = sessions.filter((s) => s.id !== "s-phone");
          return noContent();
        },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Sign out Safari on iPhone (198.51.100.23)" }));
    await waitFor(() => expect(screen.queryByText("Safari on iPhone")).toBeNull());
    expect(server.calls("DELETE /api/account/sessions/s-phone")).toHaveLength(1);
    expect((await screen.findAllByText("Device signed out")).length).toBeGreaterThan(0);
  });

  it("signs out every other device", async () => {
    let sessions = [session(), phone, laptop];
    const { server } = await openAccount({
      sessions: () => sessions,
      routes: {
        "POST /api/account/sessions/sign-out-others": () => {
          sessions = sessions.filter((s) => s.current);
          return noContent();
        },
      },
    });
    const button = await screen.findByRole("button", { name: "Sign out all other devices" });
    fireEvent.click(button);
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Signed-in devices" })).getAllByRole("listitem"),
      ).toHaveLength(1),
    );
    expect(server.calls("POST /api/account/sessions/sign-out-others")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Sign out all other devices" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("signs this device out with POST /api/auth/logout", async () => {
    const { server, location } = await openAccount({
      routes: { "POST /api/auth/logout": noContent },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Sign out this device" }));
    expect(await screen.findByRole("heading", { level: 1, name: /6 social networks/ }, patient)).toBeTruthy();
    expect(location.history.at(-1)).toBe("/");
    expect(server.calls("POST /api/auth/logout")).toHaveLength(1);
  });
});

describe("plan", () => {
  it("links a Free user to the plans and the subscription page", async () => {
    await openAccount();
    const plan = section("Plan");
    expect(within(plan).getByText("Free Plan")).toBeTruthy();
    expect(within(plan).getByRole("link", { name: "Manage your plan" }).getAttribute("href")).toBe(
      "/subscription",
    );
    expect(within(plan).getByRole("link", { name: "Compare plans" }).getAttribute("href")).toBe("/pricing");
  });
});

describe("delete account", { timeout: 30_000 }, () => {
  /** Opens the confirmation dialog from the danger zone. */
  async function openDeleteDialog() {
    fireEvent.click(within(section("Delete account")).getByRole("button", { name: "Delete my account" }));
    return screen.findByRole("alertdialog", { name: "Delete your account?" });
  }

  it("explains what goes and needs the password, in a dialog, before it will delete", async () => {
    const { server } = await openAccount({ user: { ...ada, subscriptionStatus: "active" } });
    const danger = section("Delete account");
    expect(within(danger).getByText(/every photo you uploaded/)).toBeTruthy();
    expect(within(danger).getByText(/Your Pro subscription is canceled first/)).toBeTruthy();
    expect(within(danger).getByRole("button", { name: "Download my data" })).toBeTruthy();

    const dialog = await openDeleteDialog();
    const password = within(dialog).getByLabelText("Your password");
    expect(password.getAttribute("type")).toBe("password");
    expect(password.getAttribute("autocomplete")).toBe("current-password");
    expect(within(dialog).getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect(await within(dialog).findByText("Enter your password to delete your account")).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(server.calls("DELETE /api/account")).toHaveLength(0);

    // Keeping the account closes the dialog; opening it again starts empty.
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep my account" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const again = await openDeleteDialog();
    expect((within(again).getByLabelText("Your password") as HTMLInputElement).value).toBe("");
    expect(within(again).queryByText("Enter your password to delete your account")).toBeNull();
  });

  it("deletes the account with the password, signs out and lands on the landing page", async () => {
    const { server, location } = await openAccount({ routes: { "DELETE /api/account": noContent } });
    const dialog = await openDeleteDialog();
    fireEvent.input(within(dialog).getByLabelText("Your password"), {
      target: { value: "lantern-orchid-47" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect(await screen.findByRole("heading", { level: 1, name: /6 social networks/ }, patient)).toBeTruthy();
    expect(location.history.at(-1)).toBe("/");
    expect(server.bodies("DELETE /api/account")).toEqual([{ password: "lantern-orchid-47" }]);
    expect((await screen.findAllByText("Your account has been deleted")).length).toBeGreaterThan(0);
  });

  it("shows a wrong password next to the field and stays signed in", async () => {
    const wrong = "That password is not right. Your account was not deleted.";
    const { location } = await openAccount({
      routes: { "DELETE /api/account": () => badRequest(wrong, ["password"]) },
    });
    const dialog = await openDeleteDialog();
    const password = within(dialog).getByLabelText("Your password");
    fireEvent.input(password, { target: { value: "not-it" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect(await within(dialog).findByText(wrong)).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")).toBe("delete-account-password-error");
    expect(location.history.at(-1)).toBe("/account");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    await openAccount({
      routes: {
        "DELETE /api/account": () =>
          json(
            { message: "We couldn't cancel your subscription. Please try again.", code: "bad_gateway" },
            502,
          ),
      },
    });
    const dialog = await openDeleteDialog();
    fireEvent.input(within(dialog).getByLabelText("Your password"), {
      target: { value: "lantern-orchid-47" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "We couldn't cancel your subscription. Please try again.",
    );
  });

  it("downloads my data as the server names it", async () => {
    const browser = stubBrowser();
    const { server } = await openAccount({
      routes: {
        "GET /api/account/export": () =>
          new Response(new Uint8Array([80, 75, 3, 4]), {
            headers: {
              "Content-Type": "application/zip",
              "Content-Disposition": 'attachment; filename="my-data-2026-11-28.zip"',
            },
          }),
      },
    });
    fireEvent.click(within(section("Delete account")).getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(browser.saved.map((file) => file.name)).toEqual(["my-data-2026-11-28.zip"]));
    expect(server.calls("GET /api/account/export")).toHaveLength(1);
    vi.mocked(HTMLAnchorElement.prototype.click).mockRestore();
  });
});

describe("API tokens", () => {
  const sync = {
    id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    name: "Spreadsheet sync",
    hint: "scs_AbCd…",
    createdAt: "2026-11-01T09:00:00.000Z",
    expiresAt: "2027-01-30T09:00:00.000Z",
    lastUsedAt: null,
  };
  const secret = `scs_${"Q".repeat(43)}`;

  it("creates a token with a name and an expiry and shows it once", async () => {
    let tokens: (typeof sync)[] = [];
    const { server } = await openAccount({
      routes: {
        "GET /api/tokens": () => json({ tokens }),
        "POST /api/tokens": () => {
          tokens = [sync];
          return json({ token: secret, apiToken: sync }, 201);
        },
      },
    });
    const tokensSection = section("API tokens");
    fireEvent.click(within(tokensSection).getByRole("button", { name: "Create token" }));
    expect(await within(tokensSection).findByText(/Give the token a name/)).toBeTruthy();
    expect(server.calls("POST /api/tokens")).toHaveLength(0);

    type("Token name", "Spreadsheet sync");
    fireEvent.change(within(tokensSection).getByLabelText("Expires after"), { target: { value: "30" } });
    fireEvent.click(within(tokensSection).getByRole("button", { name: "Create token" }));
    const shown = (await within(tokensSection).findByLabelText("New API token")) as HTMLInputElement;
    expect(shown.value).toBe(secret);
    expect(within(tokensSection).getByText(/you won't be able to see it again/)).toBeTruthy();
    const [body] = server.bodies("POST /api/tokens") as { name: string; expiresAt: string }[];
    expect(body?.name).toBe("Spreadsheet sync");
    const days = (new Date(body?.expiresAt ?? "").getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect(await within(tokensSection).findByText("scs_AbCd…")).toBeTruthy();

    fireEvent.click(within(tokensSection).getByRole("button", { name: "I've saved it" }));
    await waitFor(() => expect(within(tokensSection).queryByLabelText("New API token")).toBeNull());
    expect(document.body.textContent).not.toContain(secret);
  });

  it("revokes a token only after confirming", async () => {
    let tokens = [sync];
    const { server } = await openAccount({
      routes: {
        "GET /api/tokens": () => json({ tokens }),
        [`DELETE /api/tokens/${sync.id}`]: () => {
          tokens = [];
          return noContent();
        },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Revoke Spreadsheet sync" }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(server.calls(`DELETE /api/tokens/${sync.id}`)).toHaveLength(0);

    fireEvent.click(await screen.findByRole("button", { name: "Revoke Spreadsheet sync" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke token" }),
    );
    await waitFor(() => expect(server.calls(`DELETE /api/tokens/${sync.id}`)).toHaveLength(1));
    expect(await screen.findByText("You have no API tokens.", {}, patient)).toBeTruthy();
  });
});
