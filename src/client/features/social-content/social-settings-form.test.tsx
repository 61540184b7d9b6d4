// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SocialGenerationRequest, StoredSocialPost } from "../../../domain/social";
import { ApiError } from "../../lib/api-client";
import { json, serve } from "../../lib/export-test-support";
import { createQueryClient } from "../../lib/query-client";
import { brandProfile, siteConfig } from "../brand-profiles/brand-profile-test-support";
import { SocialSettingsForm } from "./social-settings-form";

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
beforeEach(() => {
  // The brand profile and language pickers read these; these tests start with no profiles.
  serve({
    "GET /api/brand-profiles": () => json({ profiles: [], limit: 1 }),
    // No post yet: nothing to start from.
    "GET /api/social-media/posts?limit=1": () => json([]),
    "GET /api/config": () =>
      json({
        engine: "builtin",
        languages: { available: ["en"], byEngine: { builtin: ["en"], openai: ["en"] } },
      }),
  });
  // Radix's select captures the pointer and scrolls its options into view; jsdom does neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(props: { serverError?: unknown; isGenerating?: boolean } = {}) {
  const onGenerate = vi.fn<(request: SocialGenerationRequest) => void>();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = render(
    <SocialSettingsForm
      imagePath="/objects/uploads/a"
      imageUpload={null}
      isGenerating={props.isGenerating ?? false}
      onGenerate={onGenerate}
      serverError={props.serverError}
    />,
    { wrapper },
  );
  return { onGenerate, ...view };
}
const patient = { timeout: 10_000 };
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));

// The first render loads Radix and the form; a loaded machine running every suite needs time.
describe("SocialSettingsForm", { timeout: 30_000 }, () => {
  it("asks what is being sold first, and sends it", async () => {
    const { onGenerate } = renderForm();
    const product = screen.getByLabelText("What are you selling?") as HTMLInputElement;
    expect(screen.getAllByRole("textbox")[0]).toBe(product);
    expect(product.maxLength).toBe(200);
    expect(product.placeholder).toMatch(/^e\.g\. /);
    fireEvent.change(product, { target: { value: "Espresso cup, 3 oz" } });
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), patient);
    expect(onGenerate.mock.calls[0]?.[0].product).toBe("Espresso cup, 3 oz");
  });

  it("starts with no hashtags, says what they do, and sends what the seller types", async () => {
    const { onGenerate } = renderForm();
    const hashtags = screen.getByLabelText("Hashtags (optional)") as HTMLInputElement;
    expect(hashtags.value).toBe("");
    expect(hashtags.placeholder).not.toMatch(/socialmedia|contentcreator/);
    const hint = document.getElementById(hashtags.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
    expect(hint).toMatch(/^Hashtags help people find your post/);
    expect(hint).not.toMatch(/leave these|as they are|default/i);
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), patient);
    expect(onGenerate.mock.calls[0]?.[0].hashtags).toEqual([]);

    fireEvent.change(hashtags, { target: { value: "#pottery, handmade" } });
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(2), patient);
    expect(onGenerate.mock.calls[1]?.[0].hashtags).toEqual(["pottery", "handmade"]);
  });

  it("marks what may be left blank '(optional)', and nothing with '*'", () => {
    renderForm();
    for (const name of ["Brand Name", "Product URL", "Additional Context", "Hashtags"]) {
      expect(screen.getByLabelText(`${name} (optional)`)).toBeTruthy();
    }
    for (const name of ["Business Type", "Target Audience", "Campaign Goal"]) {
      expect(screen.getByRole("combobox", { name: `${name} (optional)` })).toBeTruthy();
    }
    expect(screen.getByRole("combobox", { name: "Tone" })).toBeTruthy();
    expect(screen.getByLabelText("What are you selling?")).toBeTruthy();
    expect(document.body.textContent).not.toContain("*");
  });

  it("shows a 400 naming product beside the field, focused", async () => {
    const message = "Tell us what you're selling: fill in “What are you selling?”";
    const error = new ApiError(
      400,
      "Bad Request",
      JSON.stringify({
        code: "bad_request",
        message,
        issues: [{ code: "custom", path: ["product"], message }],
      }),
    );
    const { rerender, onGenerate } = renderForm({ isGenerating: true });
    rerender(
      <SocialSettingsForm
        imagePath="/objects/uploads/a"
        imageUpload={null}
        isGenerating={false}
        onGenerate={onGenerate}
        serverError={error}
      />,
    );
    const product = screen.getByLabelText("What are you selling?");
    expect(await screen.findByText(message, {}, patient)).toBeTruthy();
    expect(product.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(product);
  });

  it("leaves other errors to the toast", () => {
    renderForm({ serverError: new ApiError(502, "Bad Gateway", JSON.stringify({ message: "Try again" })) });
    expect(screen.getByLabelText("What are you selling?").getAttribute("aria-invalid")).toBeNull();
  });
});

describe("SocialSettingsForm with brand profiles", { timeout: 30_000 }, () => {
  const profile = brandProfile();
  const other = brandProfile({
    id: "33333333-3333-4333-8333-333333333333",
    name: "Wholesale",
    isDefault: false,
    brand: "Clay Trade",
    tone: "Professional",
    language: "de",
    hashtags: [],
    about: null,
    alwaysWords: [],
    neverWords: ["discount"],
    examplePosts: [],
  });
  beforeEach(() => {
    serve({
      "GET /api/brand-profiles": () => json({ profiles: [profile, other], limit: null }),
      "GET /api/social-media/posts?limit=1": () => json([]),
      "GET /api/config": () => json(siteConfig()),
    });
  });

  it("picks the default profile on arrival and sends its fields, id, voice and language", async () => {
    const { onGenerate } = renderForm();
    const brand = screen.getByLabelText("Brand Name (optional)") as HTMLInputElement;
    await waitFor(() => expect(brand.value).toBe("Clay & Co"), patient);
    expect(screen.getByRole("combobox", { name: "Brand profile" }).textContent).toBe("Etsy shop (default)");
    expect(screen.getByRole("combobox", { name: "Tone" }).textContent).toBe("Friendly");
    expect(screen.getByRole("combobox", { name: "Write in" }).textContent).toBe("Español — Spanish");
    expect(screen.getByRole("link", { name: "Manage brand profiles" }).getAttribute("href")).toBe("/brands");

    // Prefilled fields stay editable for this run.
    fireEvent.change(brand, { target: { value: "Clay & Co Outlet" } });
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), patient);
    expect(onGenerate.mock.calls[0]?.[0]).toMatchObject({
      brand: "Clay & Co Outlet",
      businessType: "Fashion & apparel",
      targetAudience: "Coffee lovers who buy handmade",
      tone: "Friendly",
      campaignGoal: "Boost sales",
      productUrl: "https://clayco.example/shop",
      hashtags: ["handmade", "pottery"],
      language: "es",
      brandProfileId: profile.id,
      about: profile.about,
      alwaysWords: ["small-batch"],
      neverWords: ["cheap"],
      examplePosts: profile.examplePosts,
    });
  });

  it("switches profile on request, and None sends no profile", async () => {
    const { onGenerate } = renderForm();
    const brand = screen.getByLabelText("Brand Name (optional)") as HTMLInputElement;
    await waitFor(() => expect(brand.value).toBe("Clay & Co"), patient);

    fireEvent.click(screen.getByRole("combobox", { name: "Brand profile" }));
    fireEvent.click(await screen.findByRole("option", { name: "Wholesale" }, patient));
    await waitFor(() => expect(brand.value).toBe("Clay Trade"));
    expect(screen.getByRole("combobox", { name: "Tone" }).textContent).toBe("Professional");
    expect(screen.getByRole("combobox", { name: "Write in" }).textContent).toBe("Deutsch — German");
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), patient);
    expect(onGenerate.mock.calls[0]?.[0]).toMatchObject({
      brandProfileId: other.id,
      language: "de",
      neverWords: ["discount"],
    });

    fireEvent.click(screen.getByRole("combobox", { name: "Brand profile" }));
    fireEvent.click(await screen.findByRole("option", { name: "None" }, patient));
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(2), patient);
    const request = onGenerate.mock.calls[1]?.[0];
    expect(request?.brandProfileId).toBeUndefined();
    expect(request?.neverWords).toBeUndefined();
    // None leaves the fields as they were.
    expect(request?.brand).toBe("Clay Trade");
  });

  it("leaves a form the seller already typed in alone", async () => {
    const { onGenerate } = renderForm();
    // Typed before the profiles arrive (they are still loading on the first render).
    fireEvent.change(screen.getByLabelText("Brand Name (optional)"), { target: { value: "My own brand" } });
    await screen.findByRole("link", { name: "Manage brand profiles" });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Brand profile" }).hasAttribute("disabled")).toBe(false),
    );
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), patient);
    expect(onGenerate.mock.calls[0]?.[0]).toMatchObject({ brand: "My own brand", language: "en" });
    expect(onGenerate.mock.calls[0]?.[0].brandProfileId).toBeUndefined();
  });
});

describe("SocialSettingsForm starting from the newest post", { timeout: 30_000 }, () => {
  const newest = (overrides: Partial<StoredSocialPost> = {}): StoredSocialPost => ({
    id: "44444444-4444-4444-8444-444444444444",
    createdAt: "2026-11-25T10:00:00.000Z",
    platforms: { instagram: { caption: "…" }, pinterest: { caption: "…" } },
    hashtags: ["#pottery"],
    suggestedSchedule: "Tuesday 9 am",
    selectedPlatforms: ["instagram", "pinterest"],
    engine: "builtin",
    imagePath: "/objects/uploads/a",
    language: "fr",
    brandProfileId: null,
    product: "Stoneware mug",
    businessType: "Fashion & apparel",
    brand: "Maison Argile",
    targetAudience: "Plant parents",
    tone: "Casual",
    campaignGoal: "Product launch",
    productUrl: "https://argile.example/mug",
    additionalContext: "Back in stock",
    ownHashtags: null,
    status: "draft",
    ...overrides,
  });

  it("brings back the brand settings used last, and leaves the product's own fields empty", async () => {
    serve({
      "GET /api/brand-profiles": () => json({ profiles: [], limit: 1 }),
      "GET /api/social-media/posts?limit=1": () => json([newest()]),
      "GET /api/config": () => json(siteConfig()),
    });
    const { onGenerate } = renderForm();
    const brand = screen.getByLabelText("Brand Name (optional)") as HTMLInputElement;
    await waitFor(() => expect(brand.value).toBe("Maison Argile"), patient);
    expect(screen.getByRole("combobox", { name: "Tone" }).textContent).toBe("Casual");
    expect(screen.getByRole("combobox", { name: "Write in" }).textContent).toBe("Français — French");
    expect((screen.getByRole("checkbox", { name: "Facebook" }) as HTMLButtonElement).dataset.state).toBe(
      "unchecked",
    );
    expect((screen.getByLabelText(/^Product URL/) as HTMLInputElement).value).toBe("");
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), patient);
    expect(onGenerate.mock.calls[0]?.[0]).toMatchObject({
      businessType: "Fashion & apparel",
      brand: "Maison Argile",
      targetAudience: "Plant parents",
      tone: "Casual",
      campaignGoal: "Product launch",
      language: "fr",
      selectedPlatforms: ["instagram", "pinterest"],
      hashtags: [],
    });
    expect(onGenerate.mock.calls[0]?.[0].productUrl).toBeUndefined();
    expect(onGenerate.mock.calls[0]?.[0].brandProfileId).toBeUndefined();
  });

  it("lets the brand profile that post used win over the remembered values", async () => {
    const profile = brandProfile({ isDefault: false, name: "Boutique", campaignGoal: null });
    const fallback = brandProfile({ id: "55555555-5555-4555-8555-555555555555", name: "Other" });
    serve({
      "GET /api/brand-profiles": () => json({ profiles: [fallback, profile], limit: null }),
      "GET /api/social-media/posts?limit=1": () => json([newest({ brandProfileId: profile.id })]),
      "GET /api/config": () => json(siteConfig()),
    });
    const { onGenerate } = renderForm();
    const brand = screen.getByLabelText("Brand Name (optional)") as HTMLInputElement;
    await waitFor(() => expect(brand.value).toBe("Clay & Co"), patient);
    expect(screen.getByRole("combobox", { name: "Brand profile" }).textContent).toBe("Boutique");
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), patient);
    expect(onGenerate.mock.calls[0]?.[0]).toMatchObject({
      brandProfileId: profile.id,
      brand: "Clay & Co",
      tone: "Friendly",
      language: "es",
      // The profile has no goal: the one used last stays.
      campaignGoal: "Product launch",
      selectedPlatforms: ["instagram", "pinterest"],
    });
  });
});
