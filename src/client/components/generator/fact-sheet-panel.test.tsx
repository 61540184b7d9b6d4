// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FactSheet, factSheetSchema } from "../../../domain/fact-sheet";
import { draftOf, parseAmount, reconcilePhrases, replaceWords, validateDraft } from "./fact-sheet-draft";
import { FactSheetPanel } from "./fact-sheet-panel";

afterEach(cleanup);

let nextKey = 0;
const key = () => {
  nextKey += 1;
  return `generation-${nextKey}`;
};

const jeans: FactSheet = {
  product: "Levi's 501 jeans, W32 L30",
  noun: "jeans",
  brand: "Levi's",
  model: "501",
  specs: ["W32 L30"],
  features: [],
  condition: { value: "used", words: ["worn a few times"], stated: true },
  materials: [],
  packaging: [],
  colours: ["blue"],
  delivery: [],
  notIncluded: [],
  claims: [],
  safety: [],
  currency: "USD",
  photoColour: "indigo",
};

const rowOf = (label: string) => {
  const term = screen.getAllByRole("term").find((element) => element.textContent === label);
  if (!term?.parentElement) throw new Error(`no row ${label}`);
  return term.parentElement;
};

describe("FactSheetPanel", () => {
  it("shows one row per fact the sheet holds, and none for the empty ones", () => {
    render(<FactSheetPanel facts={jeans} draftKey={key()} onWriteAgain={() => undefined} />);
    expect(screen.getByRole("heading", { level: 3, name: "What we understood" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "What we understood" })).toBeTruthy();
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual(["Product", "Kind of product", "Brand", "Model", "Condition", "Specs", "Colours"]);
    expect(rowOf("Brand").textContent).toContain("Levi's");
    expect(rowOf("Model").textContent).toContain("501");
    expect(rowOf("Condition").textContent).toContain("Used · “worn a few times”");
    // Nothing is written before the seller asks.
    expect(screen.queryByRole("button", { name: "Write again with these facts" })).toBeNull();
  });

  it("says when the condition was only taken as new", () => {
    render(
      <FactSheetPanel
        facts={{ ...jeans, condition: { value: "new", words: [], stated: false } }}
        draftKey={key()}
        onWriteAgain={() => undefined}
      />,
    );
    expect(rowOf("Condition").textContent).toBe("ConditionNew (you didn't say, so we took it as new)");
  });

  it("offers the photo's colour and adds it only when the seller accepts", () => {
    const onWriteAgain = vi.fn();
    render(<FactSheetPanel facts={jeans} draftKey={key()} onWriteAgain={onWriteAgain} />);
    expect(screen.getByText("Looks indigo — add it?")).toBeTruthy();
    expect(within(rowOf("Colours")).queryByText("indigo")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Add colour" }));
    expect(screen.queryByText("Looks indigo — add it?")).toBeNull();
    expect(within(rowOf("Colours")).getByText("indigo")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Added indigo to Colours. Write again to use it.");
    expect(onWriteAgain).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Write again with these facts" }));
    expect(onWriteAgain).toHaveBeenCalledTimes(1);
    expect(onWriteAgain.mock.calls[0]?.[0].colours).toEqual(["blue", "indigo"]);
  });

  it("does not offer a colour the seller already gave", () => {
    render(
      <FactSheetPanel
        facts={{ ...jeans, photoColour: "Blue" }}
        draftKey={key()}
        onWriteAgain={() => undefined}
      />,
    );
    expect(screen.queryByRole("button", { name: "Add colour" })).toBeNull();
  });

  it("edits every fact, empty ones too, and writes again with the corrected sheet", () => {
    const onWriteAgain = vi.fn();
    render(<FactSheetPanel facts={jeans} draftKey={key()} onWriteAgain={onWriteAgain} />);
    fireEvent.click(screen.getByRole("button", { name: "Correct these facts" }));

    // Empty facts can be added while editing.
    for (const label of ["Artist", "Design", "Audience", "Occasion", "Offer code", "Your price"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole("group", { name: "Safety notes" })).toBeTruthy();
    expect(screen.getByLabelText("Condition")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Model"), { target: { value: "505" } });
    // Enter in a list's field adds the entry (and does not submit the form).
    const addColour = screen.getByLabelText("Add a colour");
    fireEvent.change(addColour, { target: { value: "stonewash" } });
    fireEvent.keyDown(addColour, { key: "Enter" });
    expect(onWriteAgain).not.toHaveBeenCalled();
    const colours = screen.getByRole("list", { name: "Colours" });
    expect(within(colours).getByText("stonewash")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove blue from Colours" }));
    expect(within(colours).queryByText("blue")).toBeNull();
    expect(document.activeElement).toBe(addColour);
    // Typed but not added: it goes along when the seller writes again.
    fireEvent.change(screen.getByLabelText("Add a claim of yours"), { target: { value: "button fly" } });
    fireEvent.change(screen.getByLabelText("Your price"), { target: { value: "24,50" } });

    fireEvent.click(screen.getByRole("button", { name: "Write again with these facts" }));
    expect(onWriteAgain).toHaveBeenCalledTimes(1);
    const sent = onWriteAgain.mock.calls[0]?.[0] as FactSheet;
    expect(factSheetSchema.safeParse(sent).success).toBe(true);
    expect(sent).toMatchObject({
      // The product phrase follows the corrected model.
      product: "Levi's 505 jeans, W32 L30",
      brand: "Levi's",
      model: "505",
      colours: ["stonewash"],
      claims: ["button fly"],
      price: { amount: 24.5, currency: "USD" },
      photoColour: "indigo",
    });
    expect(sent.artist).toBeUndefined();
  });

  it("names a fact that is too long beside its field and sends nothing", () => {
    const onWriteAgain = vi.fn();
    render(<FactSheetPanel facts={jeans} draftKey={key()} onWriteAgain={onWriteAgain} />);
    fireEvent.click(screen.getByRole("button", { name: "Correct these facts" }));
    const brand = screen.getByLabelText("Brand");
    fireEvent.change(brand, { target: { value: "x".repeat(230) } });
    expect(screen.getByText("Too long: 230 characters. Keep it to 200 or fewer.")).toBeTruthy();
    expect(brand.getAttribute("aria-invalid")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Write again with these facts" }));
    expect(onWriteAgain).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toMatch(/Some facts need a fix/);
  });

  it("discards the changes and keeps the seller's edits across a redraw", () => {
    const draftKey = key();
    const first = render(<FactSheetPanel facts={jeans} draftKey={draftKey} onWriteAgain={() => undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Correct these facts" }));
    fireEvent.change(screen.getByLabelText("Model"), { target: { value: "505" } });
    first.unmount();

    render(<FactSheetPanel facts={jeans} draftKey={draftKey} onWriteAgain={() => undefined} />);
    expect((screen.getByLabelText("Model") as HTMLInputElement).value).toBe("505");
    fireEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(rowOf("Model").textContent).toContain("501");
    expect(screen.queryByRole("button", { name: "Write again with these facts" })).toBeNull();
  });
});

describe("fact sheet drafts", () => {
  it("keeps the seller's phrases in step with a corrected code or model, unless they edited them", () => {
    const baseline = draftOf({
      ...jeans,
      offer: { discount: "20% off", code: "SPRING20", text: "20% off with code SPRING20 this week" },
    });
    const next = reconcilePhrases(baseline, { ...baseline, offerCode: "SPRING25", model: "505" });
    expect(next.offerText).toBe("20% off with code SPRING25 this week");
    expect(next.product).toBe("Levi's 505 jeans, W32 L30");
    expect(validateDraft(next).sheet?.offer).toEqual({
      discount: "20% off",
      code: "SPRING25",
      text: "20% off with code SPRING25 this week",
    });
    // Whole words only; a phrase the seller rewrote is theirs.
    expect(replaceWords("Air Force 1, size 10", "1", "2")).toBe("Air Force 2, size 10");
    const rewritten = reconcilePhrases(baseline, { ...baseline, model: "505", product: "Levi's jeans" });
    expect(rewritten.product).toBe("Levi's jeans");
  });

  it("builds an offer sentence when the seller adds only its parts, and drops a blank offer", () => {
    const draft = { ...draftOf(jeans), offerCode: "MOM20", offerDiscount: "20% off" };
    expect(validateDraft(draft).sheet?.offer).toEqual({
      discount: "20% off",
      code: "MOM20",
      text: "20% off, code MOM20",
    });
    expect(validateDraft(draftOf(jeans)).sheet?.offer).toBeUndefined();
  });

  it("reads prices as sellers type them, and writes in the price's currency", () => {
    expect(parseAmount("36")).toBe(36);
    expect(parseAmount("24,50 €")).toBe(24.5);
    expect(parseAmount("$1,299.00")).toBe(1299);
    expect(parseAmount("cheap")).toBeUndefined();
    const draft = { ...draftOf(jeans), priceAmount: "24,50", priceCurrency: "EUR" as const };
    expect(validateDraft(draft).sheet).toMatchObject({
      price: { amount: 24.5, currency: "EUR" },
      currency: "EUR",
    });
    expect(validateDraft({ ...draft, priceAmount: "cheap" }).errors.priceAmount).toMatch(/number/);
  });

  it("refuses more entries than a list may hold", () => {
    const draft = { ...draftOf(jeans), specs: Array.from({ length: 21 }, (_, at) => `spec ${at}`) };
    expect(validateDraft(draft).errors.specs).toBe("At most 20 entries.");
  });
});
