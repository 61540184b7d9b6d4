// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { QualityReport } from "../../../domain/admin";
import { json, patient, renderWithClient, serve, stubBrowser, toastShows } from "./lab-test-support";
import { QualityReportPanel } from "./quality-report-panel";

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report: QualityReport = {
  id: "qr-1",
  createdAt: "2026-01-03T09:00:00.000Z",
  engine: "builtin",
  briefs: 20,
  outputs: 240,
  elapsedMs: 8400,
  timing: { medianMs: 380, maxMs: 1200 },
  passed: false,
  targets: [
    {
      key: "generations",
      label: "outputs written where expected (no refusal or skip)",
      direction: "min",
      unit: "share",
      target: 1,
      value: 1,
      measuredOn: "240 of 240",
      passed: true,
    },
    {
      key: "rules",
      label: "platform-rule violations",
      direction: "max",
      unit: "count",
      target: 0,
      value: 2,
      measuredOn: "2 of 240 outputs",
      passed: false,
    },
    {
      key: "phrases",
      label: "most common 4-word phrase (share of outputs)",
      direction: "max",
      unit: "share",
      target: 0.1,
      value: 0.05,
      measuredOn: "12 of 240 outputs",
      passed: true,
    },
  ],
  platforms: [
    {
      platform: "twitter",
      label: "X (Twitter)",
      kind: "social",
      outputs: 20,
      ruleViolations: 2,
      colourContradictions: 0,
      templateLeaks: 0,
      unsupportedClaims: 0,
      topPhraseShare: 0.1,
      productInTitle: null,
      hashtagRelevance: 0.75,
      priceInBand: null,
      categoryInBranch: null,
    },
    {
      platform: "etsy",
      label: "Etsy",
      kind: "listing",
      outputs: 20,
      ruleViolations: 0,
      colourContradictions: 0,
      templateLeaks: 0,
      unsupportedClaims: 0,
      topPhraseShare: 0.05,
      productInTitle: 0.95,
      hashtagRelevance: null,
      priceInBand: 0.9,
      categoryInBranch: 1,
    },
  ],
  topRepeatedPhrases: [{ phrase: "made with love for", share: 0.05, outputs: 12 }],
  worstExamples: [
    {
      brief: "terracotta-mug",
      platform: "twitter",
      problem: "291 > 280 weighted characters",
      snippet: "Meet our terracotta mug, thrown by hand…",
    },
  ],
};

const rowOf = (table: HTMLElement, name: string) => {
  const header = within(table).getByRole("rowheader", { name });
  const row = header.closest("tr");
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

describe("QualityReportPanel", { timeout: 30_000 }, () => {
  it("offers the first run before any report, shows the running state, then the report", async () => {
    let release: (reply: Response) => void = () => {};
    const { calls } = serve({
      "GET /api/admin/quality-report": () =>
        json({ message: "No quality report has run yet", code: "not_found" }, 404),
      "POST /api/admin/quality-report": () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderWithClient(<QualityReportPanel />);
    expect(await screen.findByRole("heading", { name: "No quality report yet" }, patient)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Run quality report" }));
    const running = await screen.findByRole("button", { name: "Running quality report..." }, patient);
    expect(running).toHaveProperty("disabled", true);
    expect(screen.getByRole("status").textContent).toMatch(/5–30 seconds/);
    expect(calls("POST /api/admin/quality-report")).toHaveLength(1);

    release(json(report, 201));
    expect(await screen.findByRole("table", { name: "Quality targets" }, patient)).toBeTruthy();
    await toastShows("Quality report ready");
  });

  it("shows the targets table, the per-platform chart, timing, phrases and the worst examples", async () => {
    serve({ "GET /api/admin/quality-report": () => json(report) });
    renderWithClient(<QualityReportPanel />);
    const targets = await screen.findByRole("table", { name: "Quality targets" }, patient);
    expect(within(targets).getAllByRole("row")).toHaveLength(4);

    const rules = rowOf(targets, "Platform-rule violations");
    expect(within(rules).getByText("≤ 0")).toBeTruthy();
    expect(within(rules).getByText("2")).toBeTruthy();
    expect(within(rules).getByText("2 of 240 outputs")).toBeTruthy();
    expect(within(rules).getByText("Fail")).toBeTruthy();
    const generations = rowOf(targets, "Outputs written where expected (no refusal or skip)");
    expect(within(generations).getByText("≥ 100%")).toBeTruthy();
    expect(within(generations).getByText("Pass")).toBeTruthy();
    expect(
      within(rowOf(targets, "Most common 4-word phrase (share of outputs)")).getByText("5.0%"),
    ).toBeTruthy();

    // The chart: rule violations per platform first, then another measure.
    const violations = screen.getByRole("list", { name: "Rule violations by platform" });
    expect(
      within(violations)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["X (Twitter) (social)2 of 20", "Etsy (listing)0 of 20"]);
    fireEvent.click(screen.getByRole("radio", { name: "Hashtag relevance" }));
    const relevance = await screen.findByRole("list", { name: "Hashtag relevance by platform" });
    expect(within(relevance).getAllByRole("listitem")).toHaveLength(1);
    expect(within(relevance).getByText("75%")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Product in title" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Product in title by platform" })).getByText("95%"),
      ).toBeTruthy(),
    );

    const timing = screen.getByRole("group", { name: "Timing" });
    expect(within(timing).getByText("380 ms")).toBeTruthy();
    expect(within(timing).getByText("1.20 s")).toBeTruthy();
    expect(within(timing).getByText("8.40 s")).toBeTruthy();

    const phrases = screen.getByRole("list", { name: "Top repeated phrases" });
    expect(within(phrases).getByText("“made with love for”")).toBeTruthy();
    const worst = screen.getByRole("table", { name: "Worst examples" });
    const [, example] = within(worst).getAllByRole("row");
    expect(example?.textContent).toContain("terracotta-mug");
    expect(example?.textContent).toContain("X (Twitter)");
    expect(example?.textContent).toContain("291 > 280 weighted characters");
    expect(screen.getByRole("button", { name: "Run quality report" })).toBeTruthy();
  });

  it("toasts when a run fails, keeping the report shown", async () => {
    serve({
      "GET /api/admin/quality-report": () => json(report),
      "POST /api/admin/quality-report": () =>
        json({ message: "The writer is not configured", code: "internal" }, 503),
    });
    renderWithClient(<QualityReportPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Run quality report" }, patient));
    await toastShows("Quality report failed");
    await toastShows("The writer is not configured");
    expect(screen.getByRole("table", { name: "Quality targets" })).toBeTruthy();
  });
});
