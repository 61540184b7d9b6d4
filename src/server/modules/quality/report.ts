import type { ColourCheck } from "./colour-claims";
import { MAX_PHRASE_SHARE_TARGET, type RepeatedPhrase, type RepeatedPhraseReport } from "./repeated-phrases";
import type { TemplateLeak, TemplateLeakKind } from "./template-leaks";

/** The metric results for one generated output (a caption or a listing). */
export interface OutputQuality {
  templateLeaks: readonly TemplateLeak[];
  /** Absent when the output was not checked against a brief. */
  colour?: ColourCheck;
  /** Listings only: whether the title names the product type the seller typed. */
  titleNamesProduct?: boolean;
  /** Platform-rule violations found for this output, when rules were checked. */
  ruleViolations?: number;
}

export interface QualityReportInput {
  perOutput: readonly OutputQuality[];
  /** Cross-output metric, computed once over the whole run by `repeatedPhrases`. */
  phrases: RepeatedPhraseReport;
}

export interface QualityReport {
  outputs: number;
  /** Total rule violations; present only when at least one output was checked. */
  ruleViolations?: number;
  /** null when no output had a title to check. */
  productTypeInTitleShare: number | null;
  colourContradictions: { outputs: number; checked: number; unsupportedColours: string[] };
  topRepeatedPhrases: RepeatedPhrase[];
  maxPhraseShare: number;
  meetsPhraseTarget: boolean;
  templateLeaks: {
    total: number;
    outputsWithLeaks: number;
    byKind: Partial<Record<TemplateLeakKind, number>>;
  };
}

/**
 * Why: the builtin writer needs one comparable yardstick per run; keeping the summary a pure
 * function of already-computed metric results lets a script, a test or a route build it the
 * same way without touching the database or the writer.
 */
export function buildQualityReport(input: QualityReportInput): QualityReport {
  const { perOutput, phrases } = input;

  const ruleChecked = perOutput.filter((output) => output.ruleViolations !== undefined);
  const titled = perOutput.filter((output) => output.titleNamesProduct !== undefined);
  const colourChecked = perOutput.flatMap((output) => (output.colour ? [output.colour] : []));
  const contradicting = colourChecked.filter((check) => check.contradiction);

  const byKind: Partial<Record<TemplateLeakKind, number>> = {};
  for (const output of perOutput) {
    for (const leak of output.templateLeaks) byKind[leak.kind] = (byKind[leak.kind] ?? 0) + 1;
  }

  return {
    outputs: perOutput.length,
    ...(ruleChecked.length > 0 && {
      ruleViolations: ruleChecked.reduce((sum, output) => sum + (output.ruleViolations ?? 0), 0),
    }),
    productTypeInTitleShare:
      titled.length === 0 ? null : titled.filter((output) => output.titleNamesProduct).length / titled.length,
    colourContradictions: {
      outputs: contradicting.length,
      checked: colourChecked.length,
      unsupportedColours: [...new Set(contradicting.flatMap((check) => check.unsupported))],
    },
    topRepeatedPhrases: phrases.top,
    maxPhraseShare: phrases.maxShare,
    meetsPhraseTarget: phrases.maxShare <= MAX_PHRASE_SHARE_TARGET,
    templateLeaks: {
      total: perOutput.reduce((sum, output) => sum + output.templateLeaks.length, 0),
      outputsWithLeaks: perOutput.filter((output) => output.templateLeaks.length > 0).length,
      byKind,
    },
  };
}
