// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SocialGenerationResult } from "../../../domain/social";
import { json, renderWithApp, serve, stubBrowser, toastShows } from "../../lib/export-test-support";
import { readHandOff } from "../../lib/hand-off";
import { SocialResults } from "./social-results";

/**
 * Posting from the results: share links built from the caption as edited, copy-and-save for the
 * networks that take no link, previews with each network's fold, the .zip, per-platform
 * regenerate and the hand-off to listings.
 */

const LONG_INSTAGRAM = `${"Thrown by hand in small batches, glazed in warm terracotta. ".repeat(4)}#mug #pottery`;

function result(overrides: Partial<SocialGenerationResult> = {}): SocialGenerationResult {
  return {
    id: "post-1",
    createdAt: "2026-11-20T10:00:00.000Z",
    platforms: {
      instagram: { caption: LONG_INSTAGRAM },
      facebook: { caption: "Our terracotta mug is back. #mug" },
      twitter: { caption: "Back in stock: the terracotta mug #mug" },
      tiktok: { caption: "POV: your coffee finally has a home #mug" },
    },
    hashtags: ["#mug", "#pottery"],
    suggestedSchedule: "Instagram: Tue–Wed 10am–1pm",
    selectedPlatforms: ["instagram", "facebook", "twitter", "tiktok"],
    engine: "builtin",
    imagePath: "/objects/uploads/11111111-2222-4333-8444-555555555555",
    language: "en",
    brandProfileId: null,
    ...overrides,
  };
}

const WITH_NEW_TIKTOK_TEXT = () =>
  result({ platforms: { ...result().platforms, tiktok: { caption: "A brand new hook #mug" } } });

/** The generator's part: holds the result, and swaps in one with a new TikTok text. */
function PageWithNewText() {
  const [current, setCurrent] = useState(result());
  return (
    <>
      <button type="button" onClick={() => setCurrent(WITH_NEW_TIKTOK_TEXT())}>
        New TikTok text arrives
      </button>
      <SocialResults
        result={current}
        onRegenerate={() => {}}
        regenerating={false}
        onRegeneratePlatform={() => {}}
      />
    </>
  );
}

const card = (platform: string) => {
  const found = document.querySelector<HTMLElement>(`[data-platform="${platform}"]`);
  if (!found) throw new Error(`no ${platform} card`);
  return within(found);
};

let browser: ReturnType<typeof stubBrowser>;
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  browser = stubBrowser();
  writeText = vi.fn(async () => {});
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const patchReply = (init?: RequestInit) => {
  const update = JSON.parse(String(init?.body)) as { platforms?: Record<string, { caption: string }> };
  const base = result();
  return json({ ...base, platforms: { ...base.platforms, ...update.platforms } });
};

describe("share links", () => {
  it("puts the caption as edited into X's link, opened in a new tab without an opener", () => {
    serve({});
    renderWithApp(<SocialResults result={result()} onRegenerate={() => {}} regenerating={false} />);
    const x = card("twitter");
    fireEvent.change(x.getByRole("textbox", { name: "X (Twitter) post" }), {
      target: { value: "Edited: 20% off today & tomorrow #mug" },
    });
    const link = x.getByRole("link", { name: "Share on X (Twitter) (opens in a new tab)" });
    const href = new URL(link.getAttribute("href") ?? "");
    expect(`${href.origin}${href.pathname}`).toBe("https://twitter.com/intent/tweet");
    expect(href.searchParams.get("text")).toBe("Edited: 20% off today & tomorrow #mug");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("shares the product page on Facebook and copies the caption first", async () => {
    serve({});
    renderWithApp(
      <SocialResults
        result={result()}
        onRegenerate={() => {}}
        regenerating={false}
        productUrl="https://clayandco.shop/mug"
      />,
    );
    const link = card("facebook").getByRole("link", { name: "Share on Facebook (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fclayandco.shop%2Fmug",
    );
    expect(
      card("facebook").getByText(
        "Facebook only takes a link, so your caption is copied when you press Share: paste it into the post.",
      ),
    ).toBeTruthy();
    fireEvent.click(link);
    expect(writeText).toHaveBeenCalledWith("Our terracotta mug is back. #mug");
    await toastShows("Paste it into your Facebook post.");
  });

  it("offers no Facebook link without a public page, only copy and save, and says why", () => {
    serve({});
    renderWithApp(
      <SocialResults
        result={result()}
        onRegenerate={() => {}}
        regenerating={false}
        productUrl="http://localhost:3000/mug"
      />,
    );
    const facebook = card("facebook");
    expect(facebook.queryByRole("link", { name: /Share on Facebook/ })).toBeNull();
    expect(facebook.getByRole("button", { name: "Copy caption for Facebook" })).toBeTruthy();
    expect(facebook.getByRole("button", { name: "Download photo for Facebook" })).toBeTruthy();
    expect(facebook.getByText(/Facebook shares web pages\./)).toBeTruthy();
  });

  it("finds the product page in a caption when no Product URL was given", () => {
    serve({});
    renderWithApp(
      <SocialResults
        result={result({
          platforms: {
            ...result().platforms,
            twitter: { caption: "New in: https://clayandco.shop/mug #mug" },
          },
        })}
        onRegenerate={() => {}}
        regenerating={false}
      />,
    );
    expect(
      card("facebook")
        .getByRole("link", { name: /Share on Facebook/ })
        .getAttribute("href"),
    ).toContain(encodeURIComponent("https://clayandco.shop/mug"));
  });

  it("gives Instagram and TikTok copy-and-save, and saves the photo with its real type", async () => {
    serve({
      "GET /objects/uploads/11111111-2222-4333-8444-555555555555": () =>
        new Response(new Uint8Array([82, 73, 70, 70]), { headers: { "Content-Type": "image/webp" } }),
    });
    renderWithApp(<SocialResults result={result()} onRegenerate={() => {}} regenerating={false} />);
    for (const platform of ["instagram", "tiktok"]) expect(card(platform).queryByRole("link")).toBeNull();
    const instagram = card("instagram");
    expect(instagram.getByText(/Instagram posts are made in its app/)).toBeTruthy();
    fireEvent.click(instagram.getByRole("button", { name: "Copy caption for Instagram" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LONG_INSTAGRAM));
    fireEvent.click(instagram.getByRole("button", { name: "Download photo for Instagram" }));
    await waitFor(() => expect(browser.saved.map((file) => file.name)).toEqual(["product-photo.webp"]));
  });

  it("offers no photo without one", () => {
    serve({});
    renderWithApp(
      <SocialResults result={result({ imagePath: null })} onRegenerate={() => {}} regenerating={false} />,
    );
    expect(screen.queryByRole("button", { name: /Download photo/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Make listings/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Download captions (.zip)" })).toBeTruthy();
  });
});

describe("previews", () => {
  it("shows the post as Instagram folds it, opens the rest on 'more', and goes back to editing", () => {
    serve({});
    renderWithApp(<SocialResults result={result()} onRegenerate={() => {}} regenerating={false} />);
    const instagram = card("instagram");
    const preview = instagram.getByRole("button", { name: "Preview Instagram post" });
    expect(preview.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(preview);
    expect(preview.getAttribute("aria-pressed")).toBe("true");
    expect(instagram.queryByRole("textbox", { name: "Instagram post" })).toBeNull();

    const figure = instagram.getByRole("figure", { name: "Preview of your Instagram post" });
    const img = within(figure).getByRole("img", { name: "Your product, as it will be posted" });
    expect(img.getAttribute("src")).toBe("/objects/uploads/11111111-2222-4333-8444-555555555555");
    expect(figure.textContent).not.toContain("#pottery");
    fireEvent.click(within(figure).getByRole("button", { name: "more of this caption" }));
    expect(figure.textContent).toContain("#pottery");
    expect(within(figure).getByText("#pottery").className).toContain("text-blue-800");

    fireEvent.click(instagram.getByRole("button", { name: "Edit Instagram post" }));
    expect(instagram.getByRole("textbox", { name: "Instagram post" })).toBeTruthy();
  });

  it("previews the text as edited, and a short X post whole", () => {
    serve({});
    renderWithApp(<SocialResults result={result()} onRegenerate={() => {}} regenerating={false} />);
    const x = card("twitter");
    fireEvent.change(x.getByRole("textbox", { name: "X (Twitter) post" }), {
      target: { value: "Edited post #mug" },
    });
    fireEvent.click(x.getByRole("button", { name: "Preview X (Twitter) post" }));
    const figure = x.getByRole("figure", { name: "Preview of your X (Twitter) post" });
    expect(figure.textContent).toContain("Edited post #mug");
    expect(within(figure).queryByRole("button", { name: /more/ })).toBeNull();
  });
});

describe("downloads and hand-off", () => {
  it("keeps Download All and downloads the .zip after saving pending edits", async () => {
    const order: string[] = [];
    const { calls } = serve({
      "PATCH /api/social-media/posts/post-1": (init) => {
        order.push("PATCH");
        return patchReply(init);
      },
      "GET /api/social-media/posts/post-1/download.zip": () => {
        order.push("GET zip");
        return new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            "Content-Type": "application/zip",
            "Content-Disposition": 'attachment; filename="terracotta-mug-social-posts-2026-11-20.zip"',
          },
        });
      },
    });
    renderWithApp(<SocialResults result={result()} onRegenerate={() => {}} regenerating={false} />);
    expect(screen.getByRole("button", { name: "Download All" })).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "X (Twitter) post" }), {
      target: { value: "Edited" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Download photo & captions (.zip)" }));
    await waitFor(() =>
      expect(browser.saved.map((file) => file.name)).toEqual(["terracotta-mug-social-posts-2026-11-20.zip"]),
    );
    expect(order).toEqual(["PATCH", "GET zip"]);
    expect(calls("PATCH /api/social-media/posts/post-1")).toHaveLength(1);
    await toastShows("terracotta-mug-social-posts-2026-11-20.zip is in your downloads folder.");
  });

  it("shows the server's reason when the .zip is refused", async () => {
    serve({
      "GET /api/social-media/posts/post-1/download.zip": () =>
        json({ message: "Post not found", code: "not_found" }, 404),
    });
    renderWithApp(<SocialResults result={result()} onRegenerate={() => {}} regenerating={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Download photo & captions (.zip)" }));
    await toastShows("Post not found");
    expect(browser.saved).toEqual([]);
  });

  it("hands the photo and the product to the listing page, after saving edits", async () => {
    serve({ "PATCH /api/social-media/posts/post-1": patchReply });
    const { location } = renderWithApp(
      <SocialResults
        result={result()}
        onRegenerate={() => {}}
        regenerating={false}
        handOffCarry={() => ({ product: "Red linen dress", from: "social" })}
      />,
      "/social-content",
    );
    const link = screen.getByRole("link", { name: "Make listings from this photo" });
    // A new tab (which has no session storage of this one) gets the photo from the address.
    expect(link.getAttribute("href")).toBe(
      "/product-listings?image=%2Fobjects%2Fuploads%2F11111111-2222-4333-8444-555555555555",
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Facebook post" }), { target: { value: "Edited" } });
    fireEvent.click(link);
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/^\/product-listings\?handoff=[\w-]+$/));
    const id = new URLSearchParams(location.history?.at(-1)?.split("?")[1]).get("handoff");
    expect(readHandOff(id)).toEqual({
      imagePath: "/objects/uploads/11111111-2222-4333-8444-555555555555",
      product: "Red linen dress",
      from: "social",
    });
  });
});

describe("regenerating one platform", () => {
  it("offers it only when the page supports it", () => {
    serve({});
    renderWithApp(<SocialResults result={result()} onRegenerate={() => {}} regenerating={false} />);
    expect(screen.queryByRole("button", { name: "Regenerate Instagram" })).toBeNull();
  });

  it("saves pending edits, then asks for the platform's new text", async () => {
    const order: string[] = [];
    serve({
      "PATCH /api/social-media/posts/post-1": (init) => {
        order.push("PATCH");
        return patchReply(init);
      },
    });
    const onRegeneratePlatform = vi.fn(() => order.push("regenerate"));
    renderWithApp(
      <SocialResults
        result={result()}
        onRegenerate={() => {}}
        regenerating={false}
        onRegeneratePlatform={onRegeneratePlatform}
      />,
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Facebook post" }), { target: { value: "Edited" } });
    fireEvent.click(screen.getByRole("button", { name: "Regenerate Instagram" }));
    await waitFor(() => expect(onRegeneratePlatform).toHaveBeenCalledWith("instagram"));
    expect(order).toEqual(["PATCH", "regenerate"]);
  });

  it("does not ask when the edits could not be saved", async () => {
    serve({ "PATCH /api/social-media/posts/post-1": () => json({ message: "Down", code: "internal" }, 500) });
    const onRegeneratePlatform = vi.fn();
    renderWithApp(
      <SocialResults
        result={result()}
        onRegenerate={() => {}}
        regenerating={false}
        onRegeneratePlatform={onRegeneratePlatform}
      />,
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Facebook post" }), { target: { value: "Edited" } });
    fireEvent.click(screen.getByRole("button", { name: "Regenerate TikTok" }));
    await toastShows("Changes not saved");
    expect(onRegeneratePlatform).not.toHaveBeenCalled();
  });

  it("is busy on the platform being written and held back on the others", () => {
    serve({});
    renderWithApp(
      <SocialResults
        result={result()}
        onRegenerate={() => {}}
        regenerating={false}
        onRegeneratePlatform={() => {}}
        regeneratingPlatform="twitter"
      />,
    );
    const busy = screen.getByRole("button", { name: "Regenerate X (Twitter)" }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute("aria-busy")).toBe("true");
    const other = screen.getByRole("button", { name: "Regenerate Instagram" }) as HTMLButtonElement;
    expect(other.disabled).toBe(true);
    expect(other.getAttribute("aria-busy")).toBeNull();
  });

  it("shows the platform's new text when the result changes under the same id", () => {
    serve({});
    renderWithApp(<PageWithNewText />);
    fireEvent.click(screen.getByRole("button", { name: "New TikTok text arrives" }));
    expect((screen.getByRole("textbox", { name: "TikTok post" }) as HTMLTextAreaElement).value).toBe(
      "A brand new hook #mug",
    );
  });
});
