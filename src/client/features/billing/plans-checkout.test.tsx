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
import { UpgradePrompt } from "../../components/generator/upgrade-prompt";
import { Toaster } from "../../components/ui/toaster";
import { createQueryClient } from "../../lib/query-client";
import { HomePage } from "../../pages/home";
import { PricingPage } from "../../pages/pricing";
import { SubscribePage } from "../../pages/subscribe";
import { forgetNewAccount, rememberNewAccount } from "../auth/new-account";
import { useUser } from "../auth/use-user";
import { LandingPricing } from "../landing/landing-pricing";
import { manualSections } from "../user-manual/manual-sections";
import { WelcomeToPro } from "./welcome-to-pro";

// Stripe.js cannot load in a test (it comes from js.stripe.com): stand in for its React bindings.
const confirmPayment = vi.fn();
vi.mock("@stripe/stripe-js", () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="stripe-elements">{children}</div>,
  PaymentElement: ({ onReady }: { onReady: () => void }) => {
    queueMicrotask(onReady);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

const siteConfig = (fields: Partial<SiteConfig> = {}): SiteConfig => ({
  engine: "builtin",
  textModel: null,
  imageGeneration: false,
  billing: "demo",
  banner: null,
  analyticsId: null,
  supportEmail: "help@studio.test",
  exports: { publicImageLinks: false },
  languages: {
    available: [...builtinLanguages],
    byEngine: { builtin: [...builtinLanguages], openai: [...languageCodes] },
  },
  ...fields,
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

const signedOut = () => json({ message: "Not signed in", code: "unauthorized" }, 401);
/** GET /api/config that never answers: the page as it is before the config (or prerendered). */
const neverAnswers = () => new Promise<Response>(() => {});

function renderAt(path: string, page: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
        <WelcomeToPro />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

/** Members' pages are mounted by the route table only once the user is known. */
function AfterUser({ children }: { children: ReactNode }) {
  const { user: current } = useUser();
  return current ? children : null;
}

const notifications = () => screen.getByRole("region", { name: /Notifications/ });
/** The plan's "AI product images" line (the footnote may name them too). */
function aiImagesLine(plan: HTMLElement): HTMLElement {
  const lines = within(plan)
    .getAllByRole("listitem")
    .filter((item) => item.textContent?.startsWith("AI product images"));
  expect(lines).toHaveLength(1);
  return lines[0] as HTMLElement;
}

beforeEach(() => {
  confirmPayment.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetNewAccount();
});

describe("plans as the site really has them", { timeout: 30_000 }, () => {
  it("/pricing shows AI product images as coming soon, never ticked, on a site without an image model", async () => {
    serve({ "GET /api/config": () => json(siteConfig()), "GET /api/auth/user": signedOut });
    renderAt("/pricing", <PricingPage />);
    const pro = await screen.findByRole("region", { name: "Pro plan" });
    await within(pro).findByText("AI product images are coming soon.");
    const line = aiImagesLine(pro);
    expect(line.dataset.featureState).toBe("soon");
    expect(line.textContent).toBe("AI product images Coming soon");
    // Every other Pro line is ticked.
    const states = within(pro)
      .getAllByRole("listitem")
      .map((item) => item.dataset.featureState);
    expect(states.filter((state) => state === "included")).toHaveLength(7);
  });

  it("/pricing ticks AI product images where the site makes them", async () => {
    serve({
      "GET /api/config": () => json(siteConfig({ imageGeneration: true })),
      "GET /api/auth/user": signedOut,
    });
    renderAt("/pricing", <PricingPage />);
    const pro = await screen.findByRole("region", { name: "Pro plan" });
    await waitFor(() => expect(aiImagesLine(pro).dataset.featureState).toBe("included"));
    expect(pro.textContent).not.toContain("Coming soon");
  });

  it("/pricing claims nothing while it cannot know (config not loaded, as when prerendered)", async () => {
    serve({ "GET /api/config": neverAnswers, "GET /api/auth/user": signedOut });
    renderAt("/pricing", <PricingPage />);
    const pro = await screen.findByRole("region", { name: "Pro plan" });
    expect(aiImagesLine(pro).dataset.featureState).toBe("soon");
  });

  it("the landing's pricing section says the same, and claims nothing without the config", () => {
    for (const [config, state] of [
      [null, "soon"],
      [siteConfig(), "soon"],
      [siteConfig({ imageGeneration: true }), "included"],
    ] as const) {
      renderAt("/", <LandingPricing config={config} />);
      const line = aiImagesLine(document.body);
      expect(line.dataset.featureState).toBe(state);
      expect(line.textContent?.includes("Coming soon")).toBe(state === "soon");
      cleanup();
    }
  });

  it("the manual's plans table says 'Coming soon' unless the site makes AI images", () => {
    for (const [config, cell] of [
      [null, "Coming soon"],
      [siteConfig(), "Coming soon"],
      [siteConfig({ imageGeneration: true }), "Yes"],
    ] as const) {
      const pricing = manualSections(config).find((section) => section.id === "pricing");
      renderAt("/user-manual", pricing?.body);
      const row = screen.getByRole("rowheader", { name: "AI product images" }).closest("tr") as HTMLElement;
      expect(
        within(row)
          .getAllByRole("cell")
          .map((td) => td.textContent),
      ).toEqual(["—", cell]);
      cleanup();
    }
  });

  it("/subscribe's comparison marks AI product images as coming soon on this kind of site", async () => {
    serve({
      "GET /api/config": () => json(siteConfig()),
      "GET /api/auth/user": () => json(user()),
      "POST /api/create-subscription": () => json({ clientSecret: "demo_secret_1", provider: "demo" }),
    });
    renderAt("/subscribe", <SubscribePage />);
    const pro = await screen.findByRole("region", { name: "Pro plan" });
    expect(aiImagesLine(pro).dataset.featureState).toBe("soon");
  });
});

describe("checkout returns to the page that asked", { timeout: 30_000 }, () => {
  it("an upgrade prompt carries the page it is on", () => {
    serve({ "GET /api/config": () => json(siteConfig()) });
    renderAt("/product-listings", <UpgradePrompt message="You've used your 2 free listings." />);
    expect(screen.getByRole("link", { name: "Upgrade to Pro for $12.99/month" }).getAttribute("href")).toBe(
      "/subscribe?from=/product-listings",
    );
  });

  it("the demo card returns to that page with 'Welcome to Pro!'", async () => {
    serve({
      "GET /api/config": () => json(siteConfig()),
      "GET /api/auth/user": () => json(user()),
      "POST /api/create-subscription": () => json({ clientSecret: "demo_secret_1", provider: "demo" }),
      "POST /api/billing/demo/confirm": () =>
        json({ subscriptionStatus: "active", subscriptionEndDate: "2027-01-01T00:00:00.000Z" }),
      "GET /api/usage-status": () => json({}),
    });
    const location = renderAt("/subscribe?from=/product-listings", <SubscribePage />);
    fireEvent.change(await screen.findByLabelText("Expiry date"), { target: { value: "1234" } });
    fireEvent.change(screen.getByLabelText("Security code"), { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe for $12.99/month" }));
    expect(await within(notifications()).findByText("Welcome to Pro!")).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe("/product-listings"));
  });

  it("ignores a return address on another site and returns to / as before", async () => {
    serve({
      "GET /api/config": () => json(siteConfig()),
      "GET /api/auth/user": () => json(user()),
      "POST /api/create-subscription": () => json({ clientSecret: "demo_secret_1", provider: "demo" }),
      "POST /api/billing/demo/confirm": () =>
        json({ subscriptionStatus: "active", subscriptionEndDate: null }),
      "GET /api/usage-status": () => json({}),
    });
    const location = renderAt("/subscribe?from=//evil.example/product-listings", <SubscribePage />);
    fireEvent.change(await screen.findByLabelText("Expiry date"), { target: { value: "1234" } });
    fireEvent.change(screen.getByLabelText("Security code"), { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe for $12.99/month" }));
    await waitFor(() =>
      expect(location.history).toContain("/?subscription=success&redirect_status=succeeded"),
    );
    // Nothing after the checkout page itself goes anywhere near the other site.
    expect(location.history.slice(1).some((entry) => entry.includes("evil"))).toBe(false);
  });

  it("asks Stripe to return through / with the page to go on to", async () => {
    serve({
      "GET /api/config": () => json(siteConfig({ billing: "stripe" })),
      "GET /api/auth/user": () => json(user()),
      "POST /api/create-subscription": () =>
        json({ clientSecret: "pi_1_secret_2", provider: "stripe", publishableKey: "pk_test_1" }),
    });
    confirmPayment.mockResolvedValue({ error: { type: "card_error", message: "Declined." } });
    renderAt("/subscribe?from=/product-listings", <SubscribePage />);
    const pay = await screen.findByRole(
      "button",
      { name: "Subscribe for $12.99/month" },
      { timeout: 10_000 },
    );
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledOnce());
    expect(confirmPayment.mock.calls[0]?.[0]).toMatchObject({
      confirmParams: {
        return_url: `${window.location.origin}/?subscription=success&from=/product-listings`,
      },
    });
  });

  it("Stripe's return greets on / and goes on to the page that asked", async () => {
    serve({
      "GET /api/auth/user": () => json(user({ subscriptionStatus: "active" })),
      "GET /api/usage-status": () => json({}),
    });
    const location = renderAt(
      "/?subscription=success&from=/product-listings&payment_intent=pi_1&redirect_status=succeeded",
      null,
    );
    expect(await within(notifications()).findByText("Welcome to Pro!")).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe("/product-listings"));
  });

  it("Stripe's return never follows a return address off the site", async () => {
    serve({
      "GET /api/auth/user": () => json(user({ subscriptionStatus: "active" })),
      "GET /api/usage-status": () => json({}),
    });
    const path = "/?subscription=success&from=%2F%2Fevil.example&redirect_status=succeeded";
    window.history.replaceState(null, "", path);
    const location = renderAt(path, null);
    expect(await within(notifications()).findByText("Welcome to Pro!")).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(location.history).toEqual([path]);
  });

  it("a seller who is already Pro goes back to the page that asked", async () => {
    serve({
      "GET /api/config": () => json(siteConfig()),
      "GET /api/auth/user": () => json(user({ subscriptionStatus: "active" })),
      "POST /api/create-subscription": () => json({ alreadySubscribed: true }),
    });
    const location = renderAt("/subscribe?from=/bulk-upload", <SubscribePage />);
    expect(await within(notifications()).findByText("Already Subscribed")).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe("/bulk-upload"));
  });
});

describe("Home speaks to the seller's plan", { timeout: 30_000 }, () => {
  const homeRoutes = (account: PublicUser, config = siteConfig()) => ({
    "GET /api/config": () => json(config),
    "GET /api/auth/user": () => json(account),
  });

  it("a seller who has just signed up and upgraded is told what Pro gives, not the free plan", async () => {
    rememberNewAccount("u1");
    serve(homeRoutes(user({ subscriptionStatus: "active" })));
    renderAt(
      "/",
      <AfterUser>
        <HomePage />
      </AfterUser>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Pat" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/free plan/i);
    expect(screen.getByTestId("home-plan").textContent).toBe(
      "Pro: unlimited social posts and product listings, and bulk upload.",
    );
  });

  it("a returning Pro seller too, with AI images only where the site makes them", async () => {
    serve(homeRoutes(user({ subscriptionStatus: "active" }), siteConfig({ imageGeneration: true })));
    renderAt(
      "/",
      <AfterUser>
        <HomePage />
      </AfterUser>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Pat" })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId("home-plan").textContent).toBe(
        "Pro: unlimited social posts and product listings, bulk upload and AI product images.",
      ),
    );
  });

  it("a Free newcomer still hears what the free plan includes", async () => {
    rememberNewAccount("u1");
    serve(homeRoutes(user()));
    renderAt(
      "/",
      <AfterUser>
        <HomePage />
      </AfterUser>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Pat" })).toBeTruthy();
    expect(screen.getByText(/Your free plan includes 2 social posts and 2 product listings\./)).toBeTruthy();
    expect(screen.queryByTestId("home-plan")).toBeNull();
  });
});
