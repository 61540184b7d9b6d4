// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PolicyWarnings } from "./policy-warnings";

afterEach(cleanup);

describe("PolicyWarnings", () => {
  it("renders nothing without warnings", () => {
    const { container } = render(<PolicyWarnings warnings={[]} />);
    expect(container.innerHTML).toBe("");
    render(<PolicyWarnings warnings={undefined} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is an alert with a heading, each warning and the marketplaces it skipped", () => {
    render(
      <PolicyWarnings
        warnings={[
          {
            code: "prohibited_item",
            message: "Live animals can't be sold on Etsy.",
            platforms: ["etsy", "ebay"],
          },
          { code: "restricted_item", message: "CBD is restricted." },
        ]}
      />,
    );
    const alert = screen.getByRole("alert", { name: "This item can't be sold everywhere" });
    expect(alert.textContent).toContain("Live animals can't be sold on Etsy. Skipped: Etsy, eBay.");
    expect(alert.textContent).toContain("CBD is restricted.");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("This item can't be sold everywhere");
  });

  it("reads 'Check before you post' when nothing is prohibited", () => {
    render(
      <PolicyWarnings
        warnings={[{ code: "restricted_item", message: "Fan art can be taken down." }]}
        headingLevel="h4"
      />,
    );
    expect(screen.getByRole("heading", { level: 4 }).textContent).toBe("Check before you post");
  });
});
