// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SocialGenerationRequest } from "../../../domain/social";
import { ApiError } from "../../lib/api-client";
import { SocialSettingsForm } from "./social-settings-form";

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
beforeEach(() => {
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
  const view = render(
    <SocialSettingsForm
      imagePath="/objects/uploads/a"
      imageUpload={null}
      isGenerating={props.isGenerating ?? false}
      onGenerate={onGenerate}
      serverError={props.serverError}
    />,
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

  it("shows the default hashtags but sends none until the seller edits the field", async () => {
    const { onGenerate } = renderForm();
    const hashtags = screen.getByLabelText("Hashtags") as HTMLInputElement;
    expect(hashtags.value).toBe("socialmedia, contentcreator");
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), patient);
    expect(onGenerate.mock.calls[0]?.[0].hashtags).toEqual([]);

    fireEvent.change(hashtags, { target: { value: "socialmedia, contentcreator, pottery" } });
    submit();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(2), patient);
    expect(onGenerate.mock.calls[1]?.[0].hashtags).toEqual(["socialmedia", "contentcreator", "pottery"]);
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
