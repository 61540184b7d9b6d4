// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/ui/toaster";
import { toast } from "../../components/ui/use-toast";
import { createQueryClient } from "../../lib/query-client";
import { ContactForm } from "./contact-form";

function json(body: unknown, status: number) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function renderForm(reply: () => Response) {
  const fetchMock = vi.fn(async () => reply());
  vi.stubGlobal("fetch", fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm supportEmail="help@shop.example" />
      <Toaster />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
const toastTexts = () =>
  Array.from(document.querySelectorAll('[role="region"] li'), (shown) => shown.textContent ?? "");

/** One toast shows at a time: a marker that is still up means no other toast was raised since. */
const MARK = "No toast since the mark";
function markToasts() {
  act(() => {
    toast({ title: MARK, duration: Number.POSITIVE_INFINITY });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ContactForm", () => {
  it("shows each missing field beside it, focuses the first, raises no toast and sends nothing", async () => {
    const fetchMock = renderForm(() => json({ id: "m1" }, 201));
    markToasts();
    send();
    const name = screen.getByLabelText("Name *");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
    const message = screen.getByLabelText("Message *");
    expect(message.getAttribute("aria-describedby")).toBe("contact-message-error");
    expect(document.activeElement).toBe(name);
    expect(toastTexts()).toEqual([MARK]);
    expect(fetchMock).not.toHaveBeenCalled();

    // Each field is checked again as it is fixed.
    type("Name *", "Grace Hopper");
    await waitFor(() => expect(screen.queryByText("Name is required")).toBeNull());
    type("Email *", "grace@");
    send();
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email *")));
  });

  it("puts the server's refusal of a field beside it, without a toast", async () => {
    renderForm(() =>
      json(
        {
          message: "message: Message contains characters we can't accept",
          code: "bad_request",
          issues: [
            { code: "custom", path: ["message"], message: "Message contains characters we can't accept" },
          ],
        },
        400,
      ),
    );
    type("Name *", "Grace Hopper");
    type("Email *", "grace@customer.example");
    type("Message *", "Hello");
    markToasts();
    send();
    const message = screen.getByLabelText("Message *");
    await waitFor(() => expect(message.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Message contains characters we can't accept")).toBeTruthy();
    expect(document.activeElement).toBe(message);
    expect(toastTexts()).toEqual([MARK]);
  });

  it("toasts 'Error Sending Message' when sending fails for another reason", async () => {
    renderForm(() => json({ message: "Try again later", code: "internal" }, 503));
    type("Name *", "Grace Hopper");
    type("Email *", "grace@customer.example");
    type("Message *", "Hello");
    send();
    expect((await screen.findAllByText("Error Sending Message")).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText("Please try again or email us directly at help@shop.example").length,
    ).toBeGreaterThan(0);
  });
});
