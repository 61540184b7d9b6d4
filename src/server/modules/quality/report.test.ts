import { describe, expect, it } from "vitest";
import { checkColourClaims } from "./colour-claims";
import { titleNamesProduct } from "./product-in-title";
import { repeatedPhrases } from "./repeated-phrases";
import { buildQualityReport } from "./report";
import { findTemplateLeaks } from "./template-leaks";

describe("buildQualityReport", () => {
  it("summarises per-output results from the metric functions", () => {
    const outputs = [
      {
        productKey: "mug",
        brief: "stoneware mug glazed in deep red",
        productType: "mug",
        title: "Deep Red Stoneware Mug",
        text: "A burnt orange cup, a great pick for slow mornings.",
      },
      {
        productKey: "tote",
        brief: "navy canvas tote",
        productType: "tote bag",
        title: "Market Day Essentials",
        text: "A navy blue tote, a great pick for market days. A great pick for market days.",
      },
      {
        productKey: "candle",
        brief: "soy candle, fig scent",
        productType: "candle",
        title: "Fig Soy Candle",
        text: "Hand-poured, a great pick for cosy nights.",
      },
    ];
    const report = buildQualityReport({
      perOutput: outputs.map((output, index) => ({
        templateLeaks: findTemplateLeaks(output.text),
        colour: checkColourClaims(output.brief, output.text),
        titleNamesProduct: titleNamesProduct(output.title, output.productType),
        ruleViolations: index === 0 ? 2 : 0,
      })),
      phrases: repeatedPhrases(outputs, [], 3),
    });

    expect(report.outputs).toBe(3);
    expect(report.ruleViolations).toBe(2);
    expect(report.productTypeInTitleShare).toBeCloseTo(2 / 3);
    expect(report.colourContradictions).toEqual({
      outputs: 1,
      checked: 3,
      unsupportedColours: ["burnt orange"],
    });
    expect(report.topRepeatedPhrases[0]).toMatchObject({ phrase: "a great pick for", share: 1 });
    expect(report.maxPhraseShare).toBe(1);
    expect(report.meetsPhraseTarget).toBe(false);
    expect(report.templateLeaks).toEqual({
      total: 1,
      outputsWithLeaks: 1,
      byKind: { "repeated-clause": 1 },
    });
  });

  it("leaves out what was not measured", () => {
    const report = buildQualityReport({
      perOutput: [{ templateLeaks: [] }],
      phrases: { outputs: 1, top: [], maxShare: 0 },
    });
    expect(report).toEqual({
      outputs: 1,
      productTypeInTitleShare: null,
      colourContradictions: { outputs: 0, checked: 0, unsupportedColours: [] },
      topRepeatedPhrases: [],
      maxPhraseShare: 0,
      meetsPhraseTarget: true,
      templateLeaks: { total: 0, outputsWithLeaks: 0, byKind: {} },
    });
    expect("ruleViolations" in report).toBe(false);
  });
});
