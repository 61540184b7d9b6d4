// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type TestCase,
  type TestCaseRunReply,
  type TestRunResult,
  testCaseCategoryChecks,
} from "../../../domain/admin";
import {
  json,
  makeTestCase,
  noContent,
  patient,
  renderWithClient,
  serve,
  stubBrowser,
  toastShows,
} from "./lab-test-support";
import { TestCasesTab } from "./test-cases-tab";

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listPath = "GET /api/admin/test-cases";

async function openCreateDialog() {
  fireEvent.click(await screen.findByRole("button", { name: "New Test Case" }, patient));
  return screen.findByRole("dialog", { name: "Create Test Case" }, patient);
}

async function choose(dialog: HTMLElement, combobox: string, option: string) {
  fireEvent.click(within(dialog).getByRole("combobox", { name: combobox }));
  fireEvent.click(await screen.findByRole("option", { name: option }, patient));
  await waitFor(() =>
    expect(within(dialog).getByRole("combobox", { name: combobox }).textContent).toBe(option),
  );
}

function fillRequired(dialog: HTMLElement) {
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type("Name", "Refuses bad requests");
  type("Description", "Bad input is refused with the right status");
  type("Expected Result", "Each request gets a 400");
}

const cardOf = (name: string) => {
  const heading = screen.getByRole("heading", { level: 3, name });
  const item = heading.closest("li");
  if (!item) throw new Error(`no card for ${name}`);
  return item;
};

describe("TestCasesTab: create dialog", { timeout: 30_000 }, () => {
  it("keeps one step row, drops empty rows and sends the case; toasts success", async () => {
    let created: TestCase | null = null;
    const { bodies } = serve({
      [listPath]: () => json([]),
      "POST /api/admin/test-cases": (init) => {
        const body = JSON.parse(String(init?.body)) as TestCase;
        created = makeTestCase({ ...body, id: "tc-9" });
        return json(created, 201);
      },
    });
    renderWithClient(<TestCasesTab />);
    expect(await screen.findByText(/No test cases yet/, {}, patient)).toBeTruthy();
    const dialog = await openCreateDialog();

    // The last row cannot be removed.
    expect(within(dialog).getByRole("button", { name: "Remove step 1" })).toHaveProperty("disabled", true);
    fillRequired(dialog);
    await choose(dialog, "Category", "Validation");
    expect(within(dialog).getByText(testCaseCategoryChecks.validation)).toBeTruthy();
    expect(within(dialog).queryByLabelText("Generations")).toBeNull();

    fireEvent.change(within(dialog).getByLabelText("Step 1"), { target: { value: "Send an empty body" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Step" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Step" }));
    expect(within(dialog).getByRole("button", { name: "Remove step 1" })).toHaveProperty("disabled", false);
    fireEvent.change(within(dialog).getByLabelText("Step 2"), { target: { value: "   " } });
    fireEvent.change(within(dialog).getByLabelText("Step 3"), { target: { value: "Send a bad image" } });

    fireEvent.click(within(dialog).getByRole("button", { name: "Create Test Case" }));
    await toastShows("Test case created successfully");
    expect(bodies("POST /api/admin/test-cases")).toEqual([
      {
        name: "Refuses bad requests",
        description: "Bad input is refused with the right status",
        category: "validation",
        steps: ["Send an empty body", "Send a bad image"],
        expectedResult: "Each request gets a 400",
        priority: "medium",
        status: "pending",
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("heading", { level: 3, name: "Refuses bad requests" })).toBeTruthy();
  });

  it("removing rows stops at one, and a form of only empty steps is not sent", async () => {
    const { calls } = serve({ [listPath]: () => json([]) });
    renderWithClient(<TestCasesTab />);
    const dialog = await openCreateDialog();
    fillRequired(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Step" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove step 2" }));
    expect(within(dialog).queryByLabelText("Step 2")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Remove step 1" })).toHaveProperty("disabled", true);

    fireEvent.click(within(dialog).getByRole("button", { name: "Create Test Case" }));
    expect(await within(dialog).findByText("Add at least one step", {}, patient)).toBeTruthy();
    expect(calls("POST /api/admin/test-cases")).toHaveLength(0);
  });

  it("asks a performance case for its generations and time budget, and sends them", async () => {
    const { bodies } = serve({
      [listPath]: () => json([]),
      "POST /api/admin/test-cases": (init) =>
        json(makeTestCase({ ...(JSON.parse(String(init?.body)) as TestCase), id: "tc-2" }), 201),
    });
    renderWithClient(<TestCasesTab />);
    const dialog = await openCreateDialog();
    fillRequired(dialog);
    fireEvent.change(within(dialog).getByLabelText("Step 1"), { target: { value: "Generate" } });
    await choose(dialog, "Category", "Performance");
    expect(within(dialog).getByText(testCaseCategoryChecks.performance)).toBeTruthy();
    expect((within(dialog).getByLabelText("Generations") as HTMLInputElement).value).toBe("5");
    fireEvent.change(within(dialog).getByLabelText("Time budget (ms)"), { target: { value: "2500" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Test Case" }));
    await toastShows("Test case created successfully");
    expect(bodies("POST /api/admin/test-cases")[0]).toMatchObject({
      category: "performance",
      generations: 5,
      budgetMs: 2500,
    });
  });

  it("toasts 'Error creating test case' with the server's message and keeps the dialog open", async () => {
    serve({
      [listPath]: () => json([]),
      "POST /api/admin/test-cases": () =>
        json({ message: "Name must be at most 200 characters", code: "bad_request", issues: [] }, 400),
    });
    renderWithClient(<TestCasesTab />);
    const dialog = await openCreateDialog();
    fillRequired(dialog);
    fireEvent.change(within(dialog).getByLabelText("Step 1"), { target: { value: "Send an empty body" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Test Case" }));
    await toastShows("Error creating test case");
    await toastShows("Name must be at most 200 characters");
    expect(screen.getByRole("dialog", { name: "Create Test Case" })).toBeTruthy();
  });
});

const passedRun: TestRunResult = {
  summary: "3 of 3 checks passed",
  status: "passed",
  executedAt: "2026-01-02T11:00:00.000Z",
  duration: 412,
  engine: "builtin",
  details: [
    {
      step: "Empty body",
      description: "POST /api/social-media/generate with {}",
      status: "passed",
      duration: 12,
      details: "400 bad_request",
    },
    {
      step: "Bad image",
      description: "POST /api/ai/analyze-image with a text file",
      status: "passed",
      duration: 30,
      details: "400 Only JPEG, PNG, GIF or WebP images can be uploaded",
    },
    {
      step: "Signed out",
      description: "GET /api/admin/test-cases without a session",
      status: "passed",
      duration: 5,
      details: "401 unauthorized",
    },
  ],
};

describe("TestCasesTab: the grid", { timeout: 30_000 }, () => {
  it("shows each case with its badges, last run and step details; filters by text, category and status", async () => {
    serve({
      [listPath]: () =>
        json([
          makeTestCase({
            status: "passed",
            lastRunAt: passedRun.executedAt,
            results: JSON.stringify(passedRun),
          }),
          makeTestCase({
            id: "tc-2",
            name: "Checklist for the upload dialog",
            description: "A person ticks each item",
            category: "ui-ux",
            priority: "low",
            results: JSON.stringify({ summary: "Checked by hand last week" }),
          }),
        ]),
    });
    renderWithClient(<TestCasesTab />);
    await screen.findByRole("list", { name: "Test cases" }, patient);
    const card = cardOf("Refuses bad requests");
    for (const text of ["Validation", "High priority", "3 of 3 checks passed"]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    // The case's status, the run's and each step's.
    expect(within(card).getAllByText("Passed")).toHaveLength(5);
    expect(within(card).getByText(/^Last run: /)).toBeTruthy();
    const steps = within(card).getByRole("list", { name: "Step details of Refuses bad requests" });
    expect(within(steps).getAllByRole("listitem")).toHaveLength(3);
    expect(within(steps).getByText("400 bad_request")).toBeTruthy();
    const manual = cardOf("Checklist for the upload dialog");
    expect(within(manual).getByText("Checked by hand last week")).toBeTruthy();
    expect(within(manual).getByText("Never run")).toBeTruthy();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search test cases" }), {
      target: { value: "upload dialog" },
    });
    expect(screen.queryByRole("heading", { level: 3, name: "Refuses bad requests" })).toBeNull();
    expect(screen.getByText("Showing 1 of 2 test cases")).toBeTruthy();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search test cases" }), { target: { value: "" } });
    fireEvent.click(screen.getByRole("combobox", { name: "Filter by status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Passed" }, patient));
    await waitFor(() => expect(screen.getByText("Showing 1 of 2 test cases")).toBeTruthy());
    expect(screen.getByRole("heading", { level: 3, name: "Refuses bad requests" })).toBeTruthy();

    fireEvent.click(screen.getByRole("combobox", { name: "Filter by category" }));
    fireEvent.click(await screen.findByRole("option", { name: "UI / UX" }, patient));
    expect(await screen.findByText("No test cases match these filters.", {}, patient)).toBeTruthy();
  });

  it("runs a case: a running state, then 'Test case executed' and the new result on the card", async () => {
    let release: (reply: Response) => void = () => {};
    const reply: TestCaseRunReply = {
      testCase: makeTestCase({
        status: "passed",
        lastRunAt: passedRun.executedAt,
        results: JSON.stringify(passedRun),
      }),
      result: passedRun,
    };
    const { calls } = serve({
      [listPath]: () => json([makeTestCase()]),
      "POST /api/admin/test-cases/tc-1/run": () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderWithClient(<TestCasesTab />);
    fireEvent.click(await screen.findByRole("button", { name: "Run Refuses bad requests" }, patient));
    const running = await screen.findByRole("button", { name: "Run Refuses bad requests" });
    await waitFor(() => expect(running.textContent).toBe("Running..."));
    expect(running).toHaveProperty("disabled", true);
    expect(within(cardOf("Refuses bad requests")).getByText("Running")).toBeTruthy();
    expect(calls("POST /api/admin/test-cases/tc-1/run")).toHaveLength(1);

    release(json(reply));
    await toastShows("Test case executed");
    const card = cardOf("Refuses bad requests");
    await waitFor(() => expect(within(card).getAllByText("3 of 3 checks passed").length).toBeGreaterThan(0));
    expect(within(card).getByRole("button", { name: "Run Refuses bad requests" }).textContent).toBe("Run");
  });

  it("toasts 'Error running test case' with the server's message", async () => {
    serve({
      [listPath]: () => json([makeTestCase()]),
      "POST /api/admin/test-cases/tc-1/run": () =>
        json({ message: "The writer is not answering", code: "internal" }, 502),
    });
    renderWithClient(<TestCasesTab />);
    fireEvent.click(await screen.findByRole("button", { name: "Run Refuses bad requests" }, patient));
    await toastShows("Error running test case");
    await toastShows("The writer is not answering");
  });

  it("deletes after the confirm, toasting 'Test case deleted'; a failure toasts 'Error deleting test case'", async () => {
    let fail = true;
    const { calls } = serve({
      [listPath]: () => json([makeTestCase()]),
      "DELETE /api/admin/test-cases/tc-1": () =>
        fail ? json({ message: "Test case is locked", code: "conflict" }, 409) : noContent(),
    });
    renderWithClient(<TestCasesTab />);
    const remove = async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Delete Refuses bad requests" }, patient));
      const confirm = await screen.findByRole("alertdialog", {}, patient);
      expect(within(confirm).getByText("Are you sure you want to delete this test case?")).toBeTruthy();
      return confirm;
    };

    // Cancel sends nothing.
    fireEvent.click(within(await remove()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls("DELETE /api/admin/test-cases/tc-1")).toHaveLength(0);

    fireEvent.click(within(await remove()).getByRole("button", { name: "Delete" }));
    await toastShows("Error deleting test case");
    await toastShows("Test case is locked");
    expect(screen.getByRole("heading", { level: 3, name: "Refuses bad requests" })).toBeTruthy();

    fail = false;
    fireEvent.click(within(await remove()).getByRole("button", { name: "Delete" }));
    await toastShows("Test case deleted");
    await waitFor(() =>
      expect(screen.queryByRole("heading", { level: 3, name: "Refuses bad requests" })).toBeNull(),
    );
    expect(calls("DELETE /api/admin/test-cases/tc-1")).toHaveLength(2);
  });
});
