// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { imageUploadLimitsHint } from "../../components/generator/image-slot";
import type { ListingImage } from "./listing-form-values";
import { ListingImageSection } from "./listing-image-section";

afterEach(cleanup);

function renderSection({
  aiImages,
  isPro,
  image = null,
  onClearAiImage = () => {},
}: {
  aiImages: boolean;
  isPro: boolean;
  image?: ListingImage | null;
  onClearAiImage?: () => void;
}) {
  render(
    <ListingImageSection
      image={image}
      uploadControl={<button type="button">Add a product photo</button>}
      onClearAiImage={onClearAiImage}
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
      expect(screen.getByText("Add a photo of your product.")).toBeTruthy();
      expect(screen.queryByLabelText("Generate an image with AI")).toBeNull();
      expect(screen.queryByRole("link", { name: "Upgrade to Pro" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Generate Image with AI" })).toBeNull();
      cleanup();
    }
  });

  it("with AI images on, shows Free accounts the way to Pro and Pro accounts the button", () => {
    renderSection({ aiImages: true, isPro: false });
    expect(screen.getByText("Add a photo of your product, or let AI create one.")).toBeTruthy();
    expect(screen.getByText(/AI image generation is a Pro feature/)).toBeTruthy();
    // The upgrade brings the seller back here after checkout.
    expect(screen.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe(
      "/subscribe?from=/product-listings",
    );
    cleanup();

    renderSection({ aiImages: true, isPro: true });
    expect(screen.getByRole("button", { name: "Generate Image with AI" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Upgrade to Pro" })).toBeNull();
  });

  it("names the accepted photos under the upload control until there is an image", () => {
    renderSection({ aiImages: false, isPro: false });
    expect(screen.getByText(`${imageUploadLimitsHint}.`)).toBeTruthy();
    cleanup();

    renderSection({
      aiImages: false,
      isPro: false,
      image: { kind: "upload", objectPath: "/o/1", previewUrl: "/o/1" },
    });
    expect(screen.queryByText(`${imageUploadLimitsHint}.`)).toBeNull();
  });

  it("lets the seller remove an AI image with a full-size, named button", () => {
    const onClearAiImage = vi.fn();
    renderSection({
      aiImages: true,
      isPro: true,
      image: { kind: "ai", url: "/objects/uploads/ai", objectPath: "/objects/uploads/ai" },
      onClearAiImage,
    });
    const remove = screen.getByRole("button", { name: "Remove image" });
    expect(remove.className).toContain("h-11");
    fireEvent.click(remove);
    expect(onClearAiImage).toHaveBeenCalledOnce();
  });
});
