// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ListingImageSection } from "./listing-image-section";

afterEach(cleanup);

function renderSection({ aiImages, isPro }: { aiImages: boolean; isPro: boolean }) {
  render(
    <ListingImageSection
      image={null}
      uploadControl={<button type="button">Upload Image</button>}
      onClearAiImage={() => {}}
      aiImages={aiImages}
      isPro={isPro}
      customPrompt=""
      onCustomPromptChange={() => {}}
      canGenerate={false}
      generatingImage={false}
      onGenerateImage={() => {}}
      disabled={false}
    />,
  );
}

describe("listing image section", () => {
  it("offers AI images, and the upgrade to them, only on a server that can make them", () => {
    for (const isPro of [false, true]) {
      renderSection({ aiImages: false, isPro });
      expect(screen.getByText("Upload a photo of your product.")).toBeTruthy();
      expect(screen.queryByLabelText("Generate an image with AI")).toBeNull();
      expect(screen.queryByRole("link", { name: "Upgrade to Pro" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Generate Image with AI" })).toBeNull();
      cleanup();
    }
  });

  it("with AI images on, shows Free accounts the way to Pro and Pro accounts the button", () => {
    renderSection({ aiImages: true, isPro: false });
    expect(screen.getByText(/AI image generation is a Pro feature/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/subscribe");
    cleanup();

    renderSection({ aiImages: true, isPro: true });
    expect(screen.getByRole("button", { name: "Generate Image with AI" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Upgrade to Pro" })).toBeNull();
  });
});
