// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderWithApp, serve, stubBrowser, toastShows } from "../../lib/export-test-support";
import { DownloadCalendarButton } from "./download-calendar-button";
import { browserTimeZone } from "./use-download-calendar";

const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
const FILE = "posting-calendar-2026-03-06T12-00-00Z.ics";

function icsReply() {
  return new Response(ICS, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${FILE}"`,
    },
  });
}

/** The browser says it is in `zone`, as Intl reports it. */
function browserIn(zone: string | undefined) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone as string };
  });
}

let browser: ReturnType<typeof stubBrowser>;
beforeEach(() => {
  browser = stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const button = () => screen.getByRole("button", { name: "Add to calendar (.ics)" });

describe("DownloadCalendarButton", { timeout: 30_000 }, () => {
  it("downloads a post's calendar in the browser's time zone and says where the reminders go", async () => {
    browserIn("America/New_York");
    const { calls } = serve({
      "GET /api/social-media/posts/post-1/calendar.ics?tz=America%2FNew_York": icsReply,
    });
    renderWithApp(<DownloadCalendarButton target={{ kind: "post", id: "post-1" }} />);
    fireEvent.click(button());

    await toastShows("Calendar downloaded");
    expect(
      screen.getAllByText(
        `Open ${FILE} to add a reminder for each post to your calendar (times in America/New_York).`,
      ).length,
    ).toBeGreaterThan(0);
    expect(calls("GET /api/social-media/posts/post-1/calendar.ics?tz=America%2FNew_York")).toHaveLength(1);
    expect(browser.saved.map((file) => file.name)).toEqual([FILE]);
    expect(await browser.saved[0]?.blob.text()).toBe(ICS);
  });

  it("asks for a bulk job's calendar, after the caller's pending save has finished", async () => {
    browserIn("Asia/Tokyo");
    const order: string[] = [];
    serve({
      "GET /api/bulk-jobs/job-9/calendar.ics?tz=Asia%2FTokyo": () => {
        order.push("request");
        return icsReply();
      },
    });
    const save = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      order.push("saved");
    });
    renderWithApp(
      <DownloadCalendarButton target={{ kind: "bulk-job", id: "job-9" }} beforeDownload={save} />,
    );
    fireEvent.click(button());
    await toastShows("Calendar downloaded");
    expect(order).toEqual(["saved", "request"]);
  });

  it("shows the server's reason when there is nothing to put in a calendar", async () => {
    browserIn("Europe/Berlin");
    serve({
      "GET /api/bulk-jobs/job-0/calendar.ics?tz=Europe%2FBerlin": () =>
        json(
          {
            message: "This job has no finished social posts to put in a calendar yet",
            code: "nothing_to_export",
          },
          409,
        ),
    });
    renderWithApp(<DownloadCalendarButton target={{ kind: "bulk-job", id: "job-0" }} />);
    fireEvent.click(button());
    await toastShows("Calendar not downloaded");
    expect(
      screen.getAllByText("This job has no finished social posts to put in a calendar yet").length,
    ).toBeGreaterThan(0);
    expect(browser.saved).toEqual([]);
    await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false));
  });

  it("falls back to UTC when the browser names no zone", () => {
    browserIn(undefined);
    expect(browserTimeZone()).toBe("UTC");
  });
});
