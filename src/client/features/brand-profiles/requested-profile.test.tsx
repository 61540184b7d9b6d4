// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SocialGenerationRequest, StoredSocialPost } from "../../../domain/social";
import { json, serve } from "../../lib/export-test-support";
import { createQueryClient } from "../../lib/query-client";
import { SocialSettingsForm } from "../social-content/social-settings-form";
import { brandProfile, siteConfig } from "./brand-profile-test-support";
import {
  profileLinkHref,
  requestedProfileId,
  startingProfile,
  withoutProfileParam,
} from "./requested-profile";

const dresses = brandProfile({
  name: "Red dresses",
  language: "en",
  hashtags: ["reddress"],
  isDefault: true,
});
const ceramics = brandProfile({
  id: "33333333-3333-4333-8333-333333333333",
  name: "Cerámica",
  brand: "Barro Vivo",
  language: "es",
  hashtags: ["ceramica"],
  isDefault: false,
});

describe("requested profile helpers", () => {
  it("links a generator with the profile, and reads it back", () => {
    const href = profileLinkHref("/social-content", ceramics.id);
    expect(href).toBe(`/social-content?brandProfile=${ceramics.id}`);
    expect(requestedProfileId(href.slice(href.indexOf("?")))).toBe(ceramics.id);
    expect(requestedProfileId("?brandProfile=%20")).toBeNull();
    expect(requestedProfileId("")).toBeNull();
    expect(requestedProfileId(`?brandProfile=${"x".repeat(101)}`)).toBeNull();
  });

  it("takes only its own parameter off the address", () => {
    expect(
      withoutProfileParam("http://x.test/social-content?image=/objects/uploads/a&brandProfile=b#top"),
    ).toBe("/social-content?image=%2Fobjects%2Fuploads%2Fa#top");
    expect(withoutProfileParam("http://x.test/product-listings?brandProfile=b")).toBe("/product-listings");
  });

  it("starts from the requested profile, else the remembered one, else the default, else none", () => {
    const list = [dresses, ceramics];
    expect(startingProfile(list, { requested: ceramics.id, remembered: dresses.id })).toBe(ceramics);
    expect(startingProfile(list, { requested: "gone", remembered: ceramics.id })).toBe(ceramics);
    expect(startingProfile(list, { requested: null, remembered: null })).toBe(dresses);
    expect(startingProfile([ceramics], {})).toBeUndefined();
  });
});

describe("a generator opened by Use now", { timeout: 30_000 }, () => {
  const patient = { timeout: 10_000 };
  let api: ReturnType<typeof serve>;
  beforeEach(() => {
    api = serve({
      "GET /api/brand-profiles": () => json({ profiles: [dresses, ceramics], limit: null }),
      "GET /api/social-media/posts?limit=1": () => json([] satisfies StoredSocialPost[]),
      "GET /api/config": () => json(siteConfig()),
    });
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
    window.history.replaceState(null, "", "/");
  });

  function renderSocialForm() {
    const onGenerate = vi.fn<(request: SocialGenerationRequest) => void>();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    render(
      <SocialSettingsForm
        imagePath="/objects/uploads/a"
        imageUpload={null}
        isGenerating={false}
        onGenerate={onGenerate}
      />,
      { wrapper },
    );
    return onGenerate;
  }
  const submit = () => fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));

  it("picks the named profile over the default, says so, and sends it for this run", async () => {
    window.history.replaceState(null, "", `/social-content?brandProfile=${ceramics.id}`);
    const onGenerate = renderSocialForm();
    const picker = screen.getByRole("combobox", { name: "Brand profile" });
    await waitFor(() => expect(picker.textContent).toBe("Cerámica"), patient);
    // Taken off the address at once: a reload starts as usual.
    expect(window.location.search).toBe("");
    expect((screen.getByLabelText("Brand Name (optional)") as HTMLInputElement).value).toBe("Barro Vivo");
    expect(screen.getByRole("combobox", { name: "Write in" }).textContent).toBe("Español — Spanish");
    expect((screen.getByLabelText("Hashtags (optional)") as HTMLInputElement).value).toBe("ceramica");
    // The picker says which profile this run uses.
    expect(picker.getAttribute("aria-describedby")).toBe("social-brand-profile-hint");
    expect(document.getElementById("social-brand-profile-hint")?.textContent).toBe(
      "In use for this run: “Cerámica” (Spanish). It fills in the fields below; change any of them.",
    );

    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), patient);
    expect(onGenerate.mock.calls[0]?.[0]).toMatchObject({
      brandProfileId: ceramics.id,
      language: "es",
      hashtags: ["ceramica"],
    });
    // Using a profile never changes the default.
    expect(api.fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
  });

  it("switches to no profile in one step", async () => {
    window.history.replaceState(null, "", `/social-content?brandProfile=${ceramics.id}`);
    const onGenerate = renderSocialForm();
    const picker = screen.getByRole("combobox", { name: "Brand profile" });
    await waitFor(() => expect(picker.textContent).toBe("Cerámica"), patient);
    fireEvent.click(screen.getByRole("button", { name: "Use no profile" }));
    await waitFor(() => expect(picker.textContent).toBe("None"));
    expect(screen.queryByRole("button", { name: "Use no profile" })).toBeNull();
    expect(document.getElementById("social-brand-profile-hint")?.textContent).toBe(
      "Fills in the fields below; change any of them for this run.",
    );
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), patient);
    expect(onGenerate.mock.calls[0]?.[0].brandProfileId).toBeUndefined();
  });

  it("without a link starts from the default, marked as such", async () => {
    renderSocialForm();
    const picker = screen.getByRole("combobox", { name: "Brand profile" });
    await waitFor(() => expect(picker.textContent).toBe("Red dresses (default)"), patient);
    expect(document.getElementById("social-brand-profile-hint")?.textContent).toBe(
      "In use for this run: “Red dresses” (your default, English). It fills in the fields below; change any of them.",
    );
  });

  it("passes over a link to a profile that is gone", async () => {
    window.history.replaceState(
      null,
      "",
      "/social-content?brandProfile=99999999-9999-4999-8999-999999999999",
    );
    renderSocialForm();
    const picker = screen.getByRole("combobox", { name: "Brand profile" });
    await waitFor(() => expect(picker.textContent).toBe("Red dresses (default)"), patient);
  });
});
