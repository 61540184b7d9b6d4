// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UsageStatus } from "../../../domain/usage";
import { json, serve } from "../../lib/export-test-support";
import { createQueryClient } from "../../lib/query-client";
import { useSpendConfirmation } from "./use-spend-confirmation";
import { useUsageStatus } from "./use-usage-status";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ proceed, usedUp }: { proceed: () => void; usedUp: (message: string) => void }) {
  const { confirmSpend, dialog, usedUp: usedUpText } = useSpendConfirmation("social");
  const loaded = useUsageStatus().isSuccess;
  return (
    <>
      <output data-testid="used-up">{usedUpText ?? ""}</output>
      <button
        type="button"
        disabled={!loaded}
        onClick={() =>
          confirmSpend({
            title: "Regenerate your content?",
            note: "Your current version stays in History.",
            proceed,
            usedUp,
          })
        }
      >
        Ask
      </button>
      {dialog}
    </>
  );
}

function renderWith(status: UsageStatus) {
  serve({ "GET /api/usage-status": () => json(status) });
  const proceed = vi.fn();
  const usedUp = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness proceed={proceed} usedUp={usedUp} />
    </QueryClientProvider>,
  );
  return { proceed, usedUp };
}

const free = (socialMediaUsed: number): UsageStatus => ({
  socialMediaUsed,
  socialMediaLimit: 2,
  productListingsUsed: 0,
  productListingsLimit: 2,
  hasActiveSubscription: false,
  subscriptionStatus: "inactive",
});

async function ask() {
  const button = screen.getByRole("button", { name: "Ask" });
  await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
  button.focus();
  fireEvent.click(button);
}

describe("the confirm step before a regenerate", () => {
  it("asks a Free account with the cost in words; Cancel spends nothing, Regenerate goes on", async () => {
    const { proceed, usedUp } = renderWith(free(0));
    await ask();
    const dialog = await screen.findByRole("alertdialog", { name: "Regenerate your content?" });
    expect(dialog.textContent).toContain(
      "This uses 1 of your 2 free social media generations left. Your current version stays in History.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(proceed).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Ask" }));

    await ask();
    fireEvent.click(await screen.findByRole("button", { name: "Regenerate" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(usedUp).not.toHaveBeenCalled();
  });

  it("offers the upgrade instead of a question when none are left", async () => {
    const { proceed, usedUp } = renderWith(free(2));
    await ask();
    expect(usedUp).toHaveBeenCalledWith(
      "You've used your 2 free social media generations. Upgrade to Pro for unlimited content.",
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(proceed).not.toHaveBeenCalled();
    // The page says the same in Generate's place before anyone presses it.
    expect(screen.getByTestId("used-up").textContent).toBe(
      "You've used your 2 free social media generations. Upgrade to Pro for unlimited content.",
    );
  });

  it("lets Pro go ahead at once", async () => {
    const { proceed } = renderWith({
      ...free(40),
      socialMediaLimit: null,
      productListingsLimit: null,
      hasActiveSubscription: true,
      subscriptionStatus: "active",
    });
    await ask();
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByTestId("used-up").textContent).toBe("");
  });
});
