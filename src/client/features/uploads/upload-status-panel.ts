/**
 * The upload dialog's own status area, drawn inside Uppy's Dashboard in place of its status bar and
 * informer: those hide the reason for a failure behind a "?" that opens a browser alert, show
 * refusals for five seconds only, and speak in Uppy's words ("Upload failed", "Non 2xx"). This one
 * keeps the reason on screen in plain words, next to the way forward. It is a Preact view (the
 * Dashboard renders its parts with Preact), written with `h` so no second JSX setup is needed.
 */
import { type Body, type Meta, UIPlugin, type UIPluginOptions, type Uppy } from "@uppy/core";
import { type ComponentChild, h } from "@uppy/core/utils/preact";
import type { UploadStatus } from "./upload-status";

export interface UploadStatusView {
  status: UploadStatus;
  /** Why the last file the seller chose was not taken (type, size, one at a time); null if none. */
  refusal: string | null;
}

export interface UploadStatusActions {
  retry(): void;
  chooseAnother(): void;
  cancel(): void;
  confirmRestore(): void;
}

/** The status area for one view; exported for tests, which render it with Preact into jsdom. */
export function renderUploadStatus(view: UploadStatusView, actions: UploadStatusActions): ComponentChild {
  const parts = [view.refusal ? refusalNotice(view.refusal) : null, statusBlock(view.status, actions)].filter(
    Boolean,
  );
  if (parts.length === 0) return null;
  return h("div", { className: "scs-UploadStatus" }, ...parts);
}

function refusalNotice(reason: string): ComponentChild {
  return h(
    "div",
    { className: "scs-UploadStatus-problem", role: "alert" },
    h("p", { className: "scs-UploadStatus-title" }, "This file can't be used"),
    h("p", null, reason),
  );
}

function statusBlock(status: UploadStatus, actions: UploadStatusActions): ComponentChild {
  switch (status.kind) {
    case "empty":
      return null;
    case "uploading":
      return h(
        "div",
        { className: "scs-UploadStatus-block" },
        // Announced once: the percentage below changes too often to be read out.
        h("p", { className: "scs-UploadStatus-title", role: "status" }, `Uploading ${status.fileName}…`),
        h(
          "div",
          {
            className: "scs-UploadStatus-bar",
            role: "progressbar",
            "aria-label": `Uploading ${status.fileName}`,
            "aria-valuemin": 0,
            "aria-valuemax": 100,
            "aria-valuenow": status.percent,
          },
          h("div", { className: "scs-UploadStatus-barFill", style: { width: `${status.percent}%` } }),
        ),
        h(
          "p",
          { className: "scs-UploadStatus-detail" },
          `${status.percent}% · You can close this window: your photo keeps uploading and appears in the form when it's done.`,
        ),
        h(
          "div",
          { className: "scs-UploadStatus-actions" },
          button("Cancel upload", actions.cancel, "secondary"),
        ),
      );
    case "failed":
      return h(
        "div",
        { className: "scs-UploadStatus-block" },
        h(
          "div",
          { className: "scs-UploadStatus-problem", role: "alert" },
          h("p", { className: "scs-UploadStatus-title" }, `${status.fileName} didn't upload`),
          h("p", null, status.message),
        ),
        h(
          "div",
          { className: "scs-UploadStatus-actions" },
          button("Try again", actions.retry, "primary"),
          button("Choose another photo", actions.chooseAnother, "secondary"),
        ),
      );
    case "waiting":
      if (!status.restored) {
        return h(
          "p",
          { className: "scs-UploadStatus-title", role: "status" },
          `Getting ${status.fileName} ready…`,
        );
      }
      return h(
        "div",
        { className: "scs-UploadStatus-block" },
        h(
          "p",
          { className: "scs-UploadStatus-title", role: "status" },
          status.needsReselect
            ? `Choose ${status.fileName} again to finish uploading it.`
            : `${status.fileName} didn't finish uploading last time.`,
        ),
        h(
          "div",
          { className: "scs-UploadStatus-actions" },
          status.needsReselect ? null : button("Finish uploading", actions.confirmRestore, "primary"),
          button("Choose another photo", actions.chooseAnother, "secondary"),
        ),
      );
    case "done":
      return h("p", { className: "scs-UploadStatus-title", role: "status" }, "Photo added.");
  }
}

function button(label: string, onClick: () => void, look: "primary" | "secondary"): ComponentChild {
  return h(
    "button",
    {
      type: "button",
      className: `scs-UploadStatus-button scs-UploadStatus-button--${look}`,
      onClick,
      // The Dashboard moves focus to these after each change when focus would otherwise be lost.
      "data-uppy-super-focusable": look === "primary" ? true : undefined,
    },
    label,
  );
}

interface UploadStatusPanelOptions extends UIPluginOptions {
  view: () => UploadStatusView;
  actions: UploadStatusActions;
}

/** Mounts the status area into the Dashboard (as a "progressindicator", where its status bar was). */
export class UploadStatusPanel<M extends Meta, B extends Body> extends UIPlugin<
  UploadStatusPanelOptions,
  M,
  B
> {
  constructor(uppy: Uppy<M, B>, opts: UploadStatusPanelOptions) {
    super(uppy, opts);
    this.id = opts.id ?? "UploadStatusPanel";
    this.type = "progressindicator";
  }

  override install(): void {
    if (this.opts.target) this.mount(this.opts.target, this);
  }

  override uninstall(): void {
    this.unmount();
  }

  override render(): ComponentChild {
    return renderUploadStatus(this.opts.view(), this.opts.actions);
  }
}
