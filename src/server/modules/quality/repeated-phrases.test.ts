import { describe, expect, it } from "vitest";
import { meetsPhraseTarget, repeatedPhrases } from "./repeated-phrases";

describe("repeatedPhrases", () => {
  it("finds a template phrase shared by captions for three different products", () => {
    const report = repeatedPhrases([
      { productKey: "mug", text: "This stoneware mug is a great pick for slow mornings." },
      { productKey: "tote", text: "Our canvas tote is a great pick for market days!" },
      { productKey: "candle", text: "A soy candle that is a great pick for cosy nights." },
    ]);
    const top = report.top.find((phrase) => phrase.phrase === "a great pick for");
    expect(top).toEqual({ phrase: "a great pick for", count: 3, products: 3, share: 1 });
    expect(report.maxShare).toBe(1);
    expect(report.outputs).toBe(3);
    expect(meetsPhraseTarget(report)).toBe(false);
  });

  it("counts an output once even when it repeats the phrase", () => {
    const report = repeatedPhrases([
      { productKey: "mug", text: "A great pick for tea. Honestly, a great pick for coffee too." },
      { productKey: "tote", text: "A great pick for the beach." },
      { productKey: "scarf", text: "Soft merino, warm and light." },
      { productKey: "print", text: "Botanical print on recycled paper." },
    ]);
    expect(report.top[0]).toMatchObject({ phrase: "a great pick for", count: 2, share: 0.5 });
  });

  it("does not count phrases that only one product's outputs share", () => {
    const report = repeatedPhrases([
      { productKey: "mug", text: "Hand thrown and kiln fired in small batches." },
      { productKey: "mug", text: "Hand thrown and kiln fired, one at a time." },
      { productKey: "tote", text: "Screen printed by hand on organic cotton." },
    ]);
    expect(report.top).toEqual([]);
    expect(report.maxShare).toBe(0);
    expect(meetsPhraseTarget(report)).toBe(true);
  });

  it("skips phrases containing an ignored product or brand word", () => {
    const report = repeatedPhrases(
      [
        { productKey: "mug-red", text: "The Kiln & Co ceramic mug in red." },
        { productKey: "mug-blue", text: "The Kiln & Co ceramic mug in blue." },
      ],
      ["Kiln & Co", "mug"],
    );
    expect(report.top.map((phrase) => phrase.phrase)).toEqual([]);
  });

  it("lower-cases, strips punctuation and keeps apostrophes and Unicode letters", () => {
    const report = repeatedPhrases([
      { productKey: "a", text: "Perfect for Mother’s Day — café lovers!" },
      { productKey: "b", text: "perfect, for mother's day: café LOVERS" },
    ]);
    expect(report.top.map((phrase) => phrase.phrase)).toEqual([
      "for mother's day café",
      "mother's day café lovers",
      "perfect for mother's day",
    ]);
  });

  it("limits to the top N, most carried first", () => {
    const outputs = [
      { productKey: "a", text: "made to order just for you" },
      { productKey: "b", text: "made to order just for you" },
      { productKey: "c", text: "ships in two days made to order" },
      { productKey: "d", text: "ships in two days" },
    ];
    const report = repeatedPhrases(outputs, [], 1);
    expect(report.top).toHaveLength(1);
    expect(report.top[0]).toMatchObject({ phrase: "made to order just", count: 2, share: 0.5 });
    expect(report.maxShare).toBe(0.5);
  });

  it("handles no outputs", () => {
    expect(repeatedPhrases([])).toEqual({ outputs: 0, top: [], maxShare: 0 });
  });
});
