// @vitest-environment jsdom

import { getByRole, queryByRole } from "@testing-library/dom";
import { render } from "@uppy/core/utils/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUploadStatus, type UploadStatusActions, type UploadStatusView } from "./upload-status-panel";

/** The panel is a Preact view inside Uppy's Dashboard: render it the same way, into jsdom. */
function show(view: UploadStatusView) {
  const actions: UploadStatusActions = {
    retry: vi.fn(),
    chooseAnother: vi.fn(),
    cancel: vi.fn(),
    confirmRestore: vi.fn(),
  };
  const container = document.createElement("div");
  document.body.append(container);
  render(renderUploadStatus(view, actions), container);
  return { container, actions };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("upload status panel", () => {
  it("shows nothing before a photo is chosen", () => {
    const { container } = show({ status: { kind: "empty" }, refusal: null });
    expect(container.textContent).toBe("");
  });

  it("while uploading: a named progress bar, the promise that closing is safe, and a way to cancel", () => {
    const { container, actions } = show({
      status: { kind: "uploading", fileName: "mug.jpg", percent: 42 },
      refusal: null,
    });
    const bar = getByRole(container, "progressbar", { name: "Uploading mug.jpg" });
    expect(bar.getAttribute("aria-valuenow")).toBe("42");
    expect(getByRole(container, "status").textContent).toBe("Uploading mug.jpg…");
    expect(container.textContent).toContain("You can close this window: your photo keeps uploading");
    getByRole(container, "button", { name: "Cancel upload" }).click();
    expect(actions.cancel).toHaveBeenCalledOnce();
  });

  it("after a failure: the reason as an alert, 'Try again' and 'Choose another photo'", () => {
    const { container, actions } = show({
      status: { kind: "failed", fileName: "mug.jpg", message: "Images must be 10 MB or smaller" },
      refusal: null,
    });
    const alert = getByRole(container, "alert");
    expect(alert.textContent).toContain("mug.jpg didn't upload");
    expect(alert.textContent).toContain("Images must be 10 MB or smaller");
    getByRole(container, "button", { name: "Try again" }).click();
    expect(actions.retry).toHaveBeenCalledOnce();
    getByRole(container, "button", { name: "Choose another photo" }).click();
    expect(actions.chooseAnother).toHaveBeenCalledOnce();
  });

  it("says why a chosen file was refused, and stays until the next choice", () => {
    const { container } = show({
      status: { kind: "empty" },
      refusal: "Only JPEG, PNG, GIF or WebP images can be uploaded",
    });
    expect(getByRole(container, "alert").textContent).toBe(
      "This file can't be usedOnly JPEG, PNG, GIF or WebP images can be uploaded",
    );
  });

  it("offers to finish a restored upload, or asks for the file again when it was lost", () => {
    const restored = show({
      status: { kind: "waiting", fileName: "mug.jpg", restored: true, needsReselect: false },
      refusal: null,
    });
    getByRole(restored.container, "button", { name: "Finish uploading" }).click();
    expect(restored.actions.confirmRestore).toHaveBeenCalledOnce();

    const lost = show({
      status: { kind: "waiting", fileName: "mug.jpg", restored: true, needsReselect: true },
      refusal: null,
    });
    expect(lost.container.textContent).toContain("Choose mug.jpg again to finish uploading it.");
    expect(queryByRole(lost.container, "button", { name: "Finish uploading" })).toBeNull();
  });
});
