// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BrandProfile } from "../../../domain/brand-profiles";
import {
  type Handler,
  json,
  renderWithApp,
  serve,
  stubBrowser,
  toastShows,
} from "../../lib/export-test-support";
import { brandProfile, siteConfig } from "./brand-profile-test-support";
import { BrandProfilesManager } from "./brand-profiles-manager";

beforeEach(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const patient = { timeout: 10_000 };
const profilesPath = "GET /api/brand-profiles";

/** A server whose profile list changes as the test's requests change it. */
function serveProfiles(
  initial: BrandProfile[],
  limit: number | null = null,
  more: Record<string, Handler> = {},
) {
  let profiles = [...initial];
  const api = serve({
    "GET /api/config": () => json(siteConfig()),
    [profilesPath]: () => json({ profiles, limit }),
    "POST /api/brand-profiles": (init) => {
      if (limit !== null && profiles.length >= limit) {
        return json(
          { code: "pro_required", message: "Free accounts keep one brand profile. Upgrade to Pro for more." },
          403,
        );
      }
      const body = JSON.parse(String(init?.body)) as Partial<BrandProfile>;
      // As the server does: the default only when asked, the old one then stops being it.
      const created = brandProfile({
        ...body,
        id: "22222222-2222-4222-8222-222222222222",
        isDefault: body.isDefault === true,
      });
      if (created.isDefault) profiles = profiles.map((profile) => ({ ...profile, isDefault: false }));
      profiles = [...profiles, created];
      return json(created, 201);
    },
    ...more,
  });
  return {
    ...api,
    set: (next: BrandProfile[]) => {
      profiles = next;
    },
  };
}

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }, patient));
}

function addTag(label: RegExp, word: string) {
  const input = screen.getByRole("textbox", { name: label });
  fireEvent.change(input, { target: { value: word } });
  fireEvent.keyDown(input, { key: "Enter" });
}

describe("BrandProfilesManager", { timeout: 30_000 }, () => {
  it("explains profiles when there are none, then creates one with every field", async () => {
    const api = serveProfiles([]);
    renderWithApp(<BrandProfilesManager />, "/brands");
    expect(await screen.findByText("Save your shop's details once", {}, patient)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Create profile" }));
    const name = await screen.findByRole("textbox", { name: "Profile name" }, patient);
    await waitFor(() => expect(document.activeElement).toBe(name));

    // Inline validation: a profile needs a name.
    fireEvent.click(screen.getByRole("button", { name: "Create profile" }));
    expect(await screen.findByText("Give the profile a name", {}, patient)).toBeTruthy();
    expect(api.calls("POST /api/brand-profiles")).toHaveLength(0);

    fireEvent.change(name, { target: { value: "Etsy shop" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Brand Name/ }), {
      target: { value: "Clay & Co" },
    });
    await choose("Tone", "Friendly");
    await choose("Business Type", "Not listed");
    fireEvent.change(screen.getByRole("textbox", { name: "Describe your business type" }), {
      target: { value: "Pottery studio" },
    });
    addTag(/^Default hashtags/, "#handmade");
    addTag(/^Words to always use/, "small-batch");
    addTag(/^Words never to use/, "cheap");
    addTag(/^Words never to use/, "bargain");
    // Chips can be removed again.
    fireEvent.click(screen.getByRole("button", { name: "Remove bargain" }));
    fireEvent.change(screen.getByRole("textbox", { name: /^About us/ }), {
      target: { value: "Two sisters throwing stoneware." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add an example post" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Example post 1" }), {
      target: { value: "Fresh from the kiln ☕" },
    });
    await choose("Write in", "Español — Spanish");

    fireEvent.click(screen.getByRole("button", { name: "Create profile" }));
    await waitFor(() => expect(api.calls("POST /api/brand-profiles")).toHaveLength(1), patient);
    expect(api.bodyOf("POST /api/brand-profiles")).toEqual({
      name: "Etsy shop",
      businessType: "Pottery studio",
      brand: "Clay & Co",
      targetAudience: "",
      tone: "Friendly",
      campaignGoal: "",
      productUrl: "",
      hashtags: ["handmade"],
      language: "es",
      about: "Two sisters throwing stoneware.",
      alwaysWords: ["small-batch"],
      neverWords: ["cheap"],
      examplePosts: ["Fresh from the kiln ☕"],
      // None filled in: sent empty, which the server stores as none.
      listingDefaults: {},
    });
    await toastShows("Profile created");
    const list = await screen.findByRole("list", { name: "Brand profiles, default first" }, patient);
    expect(within(list).getByRole("heading", { name: "Etsy shop" })).toBeTruthy();
    // Even the first profile is not made the default unasked (issue 33).
    expect(within(list).queryByText("Default")).toBeNull();
    // "Use now" instead: each generator with this profile picked for one run.
    const saved = await screen.findByRole("region", { name: "“Etsy shop” is saved" }, patient);
    await waitFor(() => expect(document.activeElement).toBe(within(saved).getByRole("heading")));
    expect(saved.textContent).toContain("It isn't your default");
    expect(within(saved).getByRole("link", { name: "Use now for social posts" }).getAttribute("href")).toBe(
      "/social-content?brandProfile=22222222-2222-4222-8222-222222222222",
    );
    expect(within(saved).getByRole("link", { name: "Use now for a listing" }).getAttribute("href")).toBe(
      "/product-listings?brandProfile=22222222-2222-4222-8222-222222222222",
    );
  });

  it("creates a second profile without touching the default, then offers Use now", async () => {
    const current = brandProfile({ name: "Red dresses", language: "en" });
    const api = serveProfiles([current]);
    const { location } = renderWithApp(<BrandProfilesManager />, "/brands");
    fireEvent.click(await screen.findByRole("button", { name: "Create profile" }, patient));
    fireEvent.change(await screen.findByRole("textbox", { name: "Profile name" }, patient), {
      target: { value: "Cerámica" },
    });
    const tick = screen.getByRole("checkbox", { name: "Make this my default" });
    expect(tick.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText(/Left unticked, “Red dresses” stays your default\./)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create profile" }));
    await waitFor(() => expect(api.calls("POST /api/brand-profiles")).toHaveLength(1), patient);
    // Unticked, isDefault is not sent at all.
    expect(api.bodyOf("POST /api/brand-profiles")).not.toHaveProperty("isDefault");

    const saved = await screen.findByRole("region", { name: "“Cerámica” is saved" }, patient);
    await waitFor(() => expect(saved.textContent).toContain("Your default is still “Red dresses”"));
    const list = screen.getByRole("list", { name: "Brand profiles, default first" });
    await waitFor(() => expect(within(list).getAllByRole("heading")).toHaveLength(2));
    const defaultCard = within(list).getByRole("heading", { name: "Red dresses" }).closest("li");
    expect(defaultCard?.textContent).toContain("Default");

    fireEvent.click(within(saved).getByRole("link", { name: "Use now for social posts" }));
    expect(location.history?.at(-1)).toBe(
      "/social-content?brandProfile=22222222-2222-4222-8222-222222222222",
    );
    // Nothing changed the default on the way.
    expect(api.calls("PATCH /api/brand-profiles/22222222-2222-4222-8222-222222222222")).toHaveLength(0);
  });

  it("makes a new profile the default only when the box is ticked", async () => {
    const api = serveProfiles([brandProfile({ name: "Red dresses" })]);
    renderWithApp(<BrandProfilesManager />, "/brands");
    fireEvent.click(await screen.findByRole("button", { name: "Create profile" }, patient));
    fireEvent.change(await screen.findByRole("textbox", { name: "Profile name" }, patient), {
      target: { value: "Wholesale" },
    });
    fireEvent.click(screen.getByRole("checkbox", { name: "Make this my default" }));
    fireEvent.click(screen.getByRole("button", { name: "Create profile" }));
    await waitFor(() => expect(api.calls("POST /api/brand-profiles")).toHaveLength(1), patient);
    expect(api.bodyOf("POST /api/brand-profiles")).toMatchObject({ name: "Wholesale", isDefault: true });
    const saved = await screen.findByRole("region", { name: "“Wholesale” is saved" }, patient);
    await waitFor(() => expect(saved.textContent).toContain("It's your default"));
    // Dismissed, the panel goes and the list heading takes the focus.
    fireEvent.click(within(saved).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("region", { name: "“Wholesale” is saved" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your profiles" }));
  });

  it("edits a profile, sending the changed form", async () => {
    const profile = brandProfile();
    let patched: unknown;
    serveProfiles([profile], null, {
      [`PATCH /api/brand-profiles/${profile.id}`]: (init) => {
        patched = JSON.parse(String(init?.body));
        return json({ ...profile, brand: "Clay and Co" });
      },
    });
    renderWithApp(<BrandProfilesManager />, "/brands");
    fireEvent.click(await screen.findByRole("button", { name: "Edit Etsy shop" }, patient));
    const brand = screen.getByRole("textbox", { name: /^Brand Name/ }) as HTMLInputElement;
    expect(brand.value).toBe("Clay & Co");
    // Editing has no default tick box: the list's Make default does that.
    expect(screen.queryByRole("checkbox", { name: "Make this my default" })).toBeNull();
    // The saved words come back as chips.
    expect(screen.getByRole("button", { name: "Remove cheap" })).toBeTruthy();
    fireEvent.change(brand, { target: { value: "Clay and Co" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(patched).toBeDefined(), patient);
    expect(patched).toMatchObject({
      name: "Etsy shop",
      brand: "Clay and Co",
      language: "es",
      neverWords: ["cheap"],
    });
    expect(patched).not.toHaveProperty("isDefault");
    await toastShows("Profile saved");
    expect(await screen.findByRole("link", { name: "Use now for social posts" }, patient)).toBeTruthy();
  });

  it("saves listing defaults, checks them first and shows them on the card", async () => {
    const api = serveProfiles([]);
    renderWithApp(<BrandProfilesManager />, "/brands");
    fireEvent.click(await screen.findByRole("button", { name: "Create profile" }, patient));
    fireEvent.change(await screen.findByRole("textbox", { name: "Profile name" }, patient), {
      target: { value: "Vintage" },
    });
    const defaults = screen.getByRole("group", { name: "Listing defaults" });
    await choose("Condition (optional)", "Used — good");
    const quantity = within(defaults).getByRole("spinbutton", { name: /^Quantity/ });
    // Checked with the API's own schema before sending, the message beside the field.
    fireEvent.change(quantity, { target: { value: "-2" } });
    fireEvent.click(screen.getByRole("button", { name: "Create profile" }));
    expect(await within(defaults).findByText("Quantity cannot be negative", {}, patient)).toBeTruthy();
    expect(api.calls("POST /api/brand-profiles")).toHaveLength(0);

    fireEvent.change(quantity, { target: { value: "3" } });
    fireEvent.change(within(defaults).getByRole("textbox", { name: /^Weight/ }), {
      target: { value: "450" },
    });
    fireEvent.change(within(defaults).getByRole("textbox", { name: /^Product brand/ }), {
      target: { value: "Denby" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create profile" }));
    await waitFor(() => expect(api.calls("POST /api/brand-profiles")).toHaveLength(1), patient);
    expect(api.bodyOf("POST /api/brand-profiles")).toMatchObject({
      name: "Vintage",
      listingDefaults: {
        quantity: 3,
        condition: "used-good",
        brand: "Denby",
        weight: { value: 450, unit: "g" },
      },
    });
    const list = await screen.findByRole("list", { name: "Brand profiles, default first" }, patient);
    const card = within(list).getByRole("heading", { name: "Vintage" }).closest("li");
    expect(card?.textContent).toContain("Listing defaults: Used — good · 3 in stock · Denby · 450 g");
  });

  it("opens a profile's listing defaults to edit, and sends them cleared", async () => {
    const profile = brandProfile({
      listingDefaults: {
        quantity: 2,
        condition: "vintage",
        packageSize: { length: 30, width: 20, height: 10, unit: "cm" },
      },
    });
    let patched: Record<string, unknown> | undefined;
    serveProfiles([profile], null, {
      [`PATCH /api/brand-profiles/${profile.id}`]: (init) => {
        patched = JSON.parse(String(init?.body));
        return json({ ...profile, listingDefaults: null });
      },
    });
    renderWithApp(<BrandProfilesManager />, "/brands");
    const card = (await screen.findByRole("heading", { name: "Etsy shop" }, patient)).closest("li");
    expect(card?.textContent).toContain("Listing defaults: Vintage · 2 in stock · 30 × 20 × 10 cm");
    fireEvent.click(screen.getByRole("button", { name: "Edit Etsy shop" }));
    const defaults = screen.getByRole("group", { name: "Listing defaults" });
    const quantity = within(defaults).getByRole("spinbutton", { name: /^Quantity/ }) as HTMLInputElement;
    expect(quantity.value).toBe("2");
    expect(
      (within(defaults).getByRole("textbox", { name: "Package length" }) as HTMLInputElement).value,
    ).toBe("30");
    fireEvent.change(quantity, { target: { value: "" } });
    for (const side of ["length", "width", "height"]) {
      fireEvent.change(within(defaults).getByRole("textbox", { name: `Package ${side}` }), {
        target: { value: "" },
      });
    }
    await choose("Condition (optional)", "No default");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(patched).toBeDefined(), patient);
    expect(patched?.listingDefaults).toEqual({});
    await toastShows("Profile saved");
  });

  it("duplicates, makes default and deletes only after confirming", async () => {
    const first = brandProfile();
    const second = brandProfile({
      id: "33333333-3333-4333-8333-333333333333",
      name: "Wholesale",
      isDefault: false,
    });
    const requests: string[] = [];
    const api = serveProfiles([first, second], null, {
      [`POST /api/brand-profiles/${second.id}/duplicate`]: () => {
        requests.push("duplicate");
        return json({ ...second, id: "44444444-4444-4444-8444-444444444444", name: "Wholesale (copy)" }, 201);
      },
      [`PATCH /api/brand-profiles/${second.id}`]: (init) => {
        requests.push(`patch ${String(init?.body)}`);
        return json({ ...second, isDefault: true });
      },
      [`PATCH /api/brand-profiles/${first.id}`]: (init) => {
        requests.push(`patch first ${String(init?.body)}`);
        return json({ ...first, isDefault: false });
      },
      [`DELETE /api/brand-profiles/${second.id}`]: () => {
        requests.push("delete");
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<BrandProfilesManager />, "/brands");

    fireEvent.click(await screen.findByRole("button", { name: "Duplicate Wholesale" }, patient));
    await toastShows("Profile duplicated");
    expect(requests).toContain("duplicate");

    // The default has no "Make default" but "Unset default"; the other has "Make default".
    expect(screen.queryByRole("button", { name: "Make default Etsy shop" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Unset default Wholesale" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Unset default Etsy shop" }));
    await toastShows("No default profile");
    expect(requests).toContain('patch first {"isDefault":false}');
    fireEvent.click(screen.getByRole("button", { name: "Make default Wholesale" }));
    await toastShows("Default profile changed");
    expect(requests).toContain('patch {"isDefault":true}');

    fireEvent.click(screen.getByRole("button", { name: "Delete Wholesale" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete “Wholesale”?" }, patient);
    // Keeping it sends nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(requests).not.toContain("delete");

    fireEvent.click(screen.getByRole("button", { name: "Delete Wholesale" }));
    const again = await screen.findByRole("alertdialog", { name: "Delete “Wholesale”?" }, patient);
    api.set([first]);
    fireEvent.click(within(again).getByRole("button", { name: "Delete profile" }));
    await toastShows("Profile deleted");
    expect(requests).toContain("delete");
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Wholesale" })).toBeNull());
  });

  it("at Free's limit, explains it with the way to Pro instead of Create", async () => {
    serveProfiles([brandProfile()], 1);
    renderWithApp(<BrandProfilesManager />, "/brands");
    expect(await screen.findByText(/Free accounts keep one brand profile/, {}, patient)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create profile" })).toBeNull();
    // Checkout returns to the brands page once Pro is on.
    expect(screen.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe(
      "/subscribe?from=/brands",
    );
    expect((screen.getByRole("button", { name: "Duplicate Etsy shop" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows the server's message when it refuses a new profile (403 pro_required)", async () => {
    // The list said there was room; another tab made a profile meanwhile, and the server refuses.
    const api = serveProfiles([], 1);
    renderWithApp(<BrandProfilesManager />, "/brands");
    fireEvent.click(await screen.findByRole("button", { name: "Create profile" }, patient));
    api.set([brandProfile()]);
    fireEvent.change(await screen.findByRole("textbox", { name: "Profile name" }), {
      target: { value: "Second" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create profile" }));
    const alert = await screen.findByRole("alert", {}, patient);
    expect(alert.textContent).toContain("Free accounts keep one brand profile. Upgrade to Pro for more.");
    expect(within(alert).getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe(
      "/subscribe?from=/brands",
    );
  });
});
