// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "../../../domain/auth";
import { builtinLanguages, languageCodes } from "../../../domain/languages";
import type { SiteConfig } from "../../../domain/site-config";
import { Toaster } from "../../components/ui/toaster";
import { useToast } from "../../components/ui/use-toast";
import { createQueryClient } from "../../lib/query-client";
import { SubscribePage } from "../../pages/subscribe";
import { SubscriptionPage } from "../../pages/subscription";
import { useUser } from "../auth/use-user";
import { WelcomeToPro } from "./welcome-to-pro";

// Stripe.js cannot load in a test (it comes from js.stripe.com): stand in for its React bindings.
const confirmPayment = vi.fn();
vi.mock("@stripe/stripe-js", () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-testid="stripe-elements" data-client-secret={options.clientSecret}>
      {children}
    </div>
  ),
  PaymentElement: ({ onReady }: { onReady: () => void }) => {
    queueMicrotask(onReady);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

const config = (billing: SiteConfig["billing"]): SiteConfig => ({
  engine: "builtin",
  textModel: null,
  imageGeneration: false,
  billing,
  banner: null,
  analyticsId: null,
  supportEmail: "help@studio.test",
  exports: { publicImageLinks: false },
  languages: {
    available: [...builtinLanguages],
    byEngine: { builtin: [...builtinLanguages], openai: [...languageCodes] },
  },
});

const user = (fields: Partial<PublicUser> = {}): PublicUser => ({
  id: "u1",
  email: "pat@example.com",
  firstName: "Pat",
  lastName: null,
  profileImageUrl: null,
  role: "user",
  subscriptionStatus: "inactive",
  subscriptionEndDate: null,
  emailVerified: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...fields,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/** A fake server at the fetch boundary: one handler per "METHOD path"; anything else fails the test. */
function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${input}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    return handler(init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderAt(path: string, page: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
        <WelcomeToPro />
        <ToastDurations />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

/** The durations of the toasts in the store, which the Radix markup does not expose. */
function ToastDurations() {
  const { toasts } = useToast();
  return (
    <output data-testid="toast-durations">{toasts.map((t) => t.duration ?? "default").join(",")}</output>
  );
}

const notifications = () => screen.getByRole("region", { name: /Notifications/ });

beforeEach(() => {
  confirmPayment.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/subscribe", () => {
  it("shows the Payment Element for Stripe and confirms with the spec's return URL", async () => {
    serve({
      "GET /api/config": () => json(config("stripe")),
      "GET /api/auth/user": () => json(user()),
      "POST /api/create-subscription": () =>
        json({ clientSecret: "pi_123_secret_456", provider: "stripe", publishableKey: "pk_test_1" }),
    });
    confirmPayment.mockResolvedValue({
      error: { type: "card_error", message: "Your card has insufficient funds." },
    });
    renderAt("/subscribe", <SubscribePage />);

    // Stripe's form is its own chunk, loaded on demand: slow on a busy machine.
    const elements = await screen.findByTestId("stripe-elements", {}, { timeout: 10_000 });
    expect(elements.getAttribute("data-client-secret")).toBe("pi_123_secret_456");
    expect(screen.queryByText("Demo mode — no real payment")).toBeNull();
    const pay = await screen.findByRole("button", { name: "Subscribe for $12.99/month" });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);

    await waitFor(() => expect(confirmPayment).toHaveBeenCalledOnce());
    expect(confirmPayment.mock.calls[0]?.[0]).toMatchObject({
      confirmParams: { return_url: `${window.location.origin}/?subscription=success` },
    });
    expect(await within(notifications()).findByText("Payment Failed")).toBeTruthy();
    expect(within(notifications()).getByText("Your card has insufficient funds.")).toBeTruthy();
  });

  it("promises AI images only on a site that makes them", async () => {
    for (const imageGeneration of [false, true]) {
      serve({
        "GET /api/config": () => json({ ...config("demo"), imageGeneration }),
        "GET /api/auth/user": () => json(user()),
        "POST /api/create-subscription": () => json({ clientSecret: "demo_secret_1", provider: "demo" }),
      });
      renderAt("/subscribe", <SubscribePage />);
      await screen.findByRole("heading", { name: "Create without limits" });
      const lastStep = imageGeneration
        ? "Pro switches on at once: unlimited posts, listings, bulk upload and AI images."
        : "Pro switches on at once: unlimited posts and listings, and bulk upload.";
      expect(screen.getByText(lastStep)).toBeTruthy();
      expect(screen.queryByText("AI product images are coming soon.") === null).toBe(imageGeneration);
      cleanup();
    }
  });

  it("shows the error state with Return Home and the init toast when setup fails", async () => {
    serve({
      "GET /api/config": () => json(config("demo")),
      "GET /api/auth/user": () => json(user()),
      "POST /api/create-subscription": () => json({ message: "boom", code: "bad_gateway" }, 502),
    });
    renderAt("/subscribe", <SubscribePage />);
    expect(await screen.findByText("Subscription Error")).toBeTruthy();
    expect(screen.getByText("Unable to initialize subscription. Please try again later.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    expect(
      await within(notifications()).findByText("Failed to initialize subscription. Please try again."),
    ).toBeTruthy();
  });

  it("toasts 'Already Subscribed' and goes to / for a Pro user", async () => {
    serve({
      "GET /api/config": () => json(config("demo")),
      "GET /api/auth/user": () => json(user({ subscriptionStatus: "active" })),
      "POST /api/create-subscription": () => json({ alreadySubscribed: true }),
    });
    const location = renderAt("/subscribe", <SubscribePage />);
    expect(await within(notifications()).findByText("Already Subscribed")).toBeTruthy();
    expect(within(notifications()).getByText("You already have an active subscription.")).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
  });

  it("says so, and starts no checkout, when billing is off", async () => {
    const fetchMock = serve({
      "GET /api/config": () => json(config("off")),
      "GET /api/auth/user": () => json(user()),
    });
    renderAt("/subscribe", <SubscribePage />);
    expect(await screen.findByText("Pro isn't available yet")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/create-subscription");
  });
});

describe("the return from payment", () => {
  it("shows 'Welcome to Pro!' for 6 s and removes the query string", async () => {
    serve({
      "GET /api/auth/user": () => json(user({ subscriptionStatus: "active" })),
      "GET /api/usage-status": () => json({}),
    });
    window.history.replaceState(null, "", "/?subscription=success&redirect_status=succeeded");
    renderAt("/?subscription=success&redirect_status=succeeded", null);
    const title = await within(notifications()).findByText("Welcome to Pro!");
    expect(
      within(notifications()).getByText(
        "Your subscription is now active. Enjoy unlimited content generation!",
      ),
    ).toBeTruthy();
    expect(title).toBeTruthy();
    expect(screen.getByTestId("toast-durations").textContent).toBe("6000");
    expect(window.location.search).toBe("");
  });
});

describe("/subscription", () => {
  it("cancels after the spec's confirmation and shows Ending Soon", async () => {
    const end = "2026-12-22T12:00:00.000Z";
    const fetchMock = serve({
      "GET /api/config": () => json(config("demo")),
      "GET /api/auth/user": () => json(user({ subscriptionStatus: "active", subscriptionEndDate: end })),
      "POST /api/cancel-subscription": () =>
        json({ subscriptionStatus: "canceling", subscriptionEndDate: end }),
      "GET /api/usage-status": () => json({}),
    });
    renderAt("/subscription", <SubscriptionAfterUser />);
    expect(await screen.findByText("Pro Active")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(
      "Are you sure you want to cancel your subscription? You'll lose unlimited access at the end of your current billing period.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep Pro" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/cancel-subscription")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, cancel" }),
    );
    // The modal hides the rest of the page from assistive technology until it closes.
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await within(notifications()).findByText("Subscription Canceled")).toBeTruthy();
    expect(await screen.findByText("Ending Soon")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reactivate Subscription" })).toBeTruthy();
  });

  it("shows the spec's fixed text when reactivation fails", async () => {
    serve({
      "GET /api/config": () => json(config("demo")),
      "GET /api/auth/user": () =>
        json(user({ subscriptionStatus: "canceling", subscriptionEndDate: "2999-01-01T00:00:00.000Z" })),
      "POST /api/reactivate-subscription": () => json({ message: "nope", code: "bad_gateway" }, 502),
      "GET /api/usage-status": () => json({}),
    });
    renderAt("/subscription", <SubscriptionAfterUser />);
    fireEvent.click(await screen.findByRole("button", { name: "Reactivate Subscription" }));
    expect(await within(notifications()).findByText("Reactivation Failed")).toBeTruthy();
    expect(
      within(notifications()).getByText("Unable to reactivate subscription. Please try again."),
    ).toBeTruthy();
  });

  it("shows Free usage as x/2 with the upgrade button", async () => {
    serve({
      "GET /api/config": () => json(config("demo")),
      "GET /api/auth/user": () => json(user()),
      "GET /api/usage-status": () =>
        json({
          socialMediaUsed: 1,
          socialMediaLimit: 2,
          productListingsUsed: 2,
          productListingsLimit: 2,
          hasActiveSubscription: false,
          subscriptionStatus: "inactive",
        }),
    });
    renderAt("/subscription", <SubscriptionAfterUser />);
    expect(await screen.findByText("Free Plan")).toBeTruthy();
    expect(await screen.findByText("1/2")).toBeTruthy();
    expect(screen.getByText("2/2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade to Pro for $12.99/month" }).getAttribute("href")).toBe(
      "/subscribe",
    );
    expect(screen.queryByRole("link", { name: "Contact Support" })).toBeNull();
  });
});

/** The page expects a signed-in user (the route table only mounts it then): wait for one. */
function SubscriptionAfterUser() {
  const { user: current } = useUser();
  return current ? <SubscriptionPage /> : null;
}
