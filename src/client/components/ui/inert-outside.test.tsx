// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";
import { makeOutsideInert } from "./inert-outside";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

function bodyWith(...html: string[]): HTMLElement[] {
  document.body.innerHTML = html.join("");
  return Array.from(document.body.children) as HTMLElement[];
}

describe("makeOutsideInert", () => {
  it("makes every other child of <body> inert, keeps live regions, and undoes exactly that", () => {
    const [guard, app, live, portal] = bodyWith(
      '<span data-radix-focus-guard tabindex="0"></span>',
      '<div id="app"><a href="/">Home</a></div>',
      '<div aria-live="polite"></div>',
      '<div><div><div role="listbox" id="layer"></div></div></div>',
    );
    const undo = makeOutsideInert(document.getElementById("layer") as HTMLElement);
    expect(guard?.hasAttribute("inert")).toBe(true);
    expect(app?.hasAttribute("inert")).toBe(true);
    expect(live?.hasAttribute("inert")).toBe(false);
    expect(portal?.hasAttribute("inert")).toBe(false);
    undo();
    expect(document.querySelectorAll("[inert]")).toHaveLength(0);
  });

  it("leaves an outer layer's work to the outer layer (a select opened inside a dialog)", () => {
    const [app, dialog] = bodyWith(
      '<div id="app"></div>',
      '<div id="dialog"></div>',
      '<div id="select"></div>',
    );
    const undoDialog = makeOutsideInert(dialog as HTMLElement);
    const undoSelect = makeOutsideInert(document.getElementById("select") as HTMLElement);
    expect(dialog?.hasAttribute("inert")).toBe(true);
    undoSelect();
    expect(dialog?.hasAttribute("inert")).toBe(false);
    expect(app?.hasAttribute("inert")).toBe(true);
    undoDialog();
    expect(document.querySelectorAll("[inert]")).toHaveLength(0);
  });

  it("does nothing for an element that is not in the document", () => {
    bodyWith('<div id="app"></div>');
    const detached = document.createElement("div");
    makeOutsideInert(detached)();
    expect(document.querySelectorAll("[inert]")).toHaveLength(0);
  });
});

describe("a modal dialog", () => {
  it("makes the page inert while open and gives it back, focus on its trigger, when closed", async () => {
    const { container } = render(
      <>
        <a href="/elsewhere">A link on the page</a>
        <Dialog>
          <DialogTrigger>Open the dialog</DialogTrigger>
          <DialogContent>
            <DialogTitle>Title</DialogTitle>
            <DialogDescription>Text</DialogDescription>
          </DialogContent>
        </Dialog>
      </>,
    );
    const trigger = screen.getByRole("button", { name: "Open the dialog" });
    trigger.focus();
    fireEvent.click(trigger);
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(container.hasAttribute("inert")).toBe(true);
    expect(screen.getByRole("dialog").closest("[inert]")).toBeNull();

    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(container.hasAttribute("inert")).toBe(false);
    // Radix returns focus a task later, once the page can take it again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(trigger);
  });
});
