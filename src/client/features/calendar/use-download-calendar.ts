import { useMutation } from "@tanstack/react-query";
import { calendarFilename, DEFAULT_TIME_ZONE } from "../../../domain/calendar";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessageFrom } from "../../lib/api-client";
import { filenameFromContentDisposition, saveBlob } from "../../lib/download-file";

/** What a calendar is made of: one stored social generation, or a bulk social job. */
export type CalendarTarget = { kind: "post"; id: string } | { kind: "bulk-job"; id: string };

/** The browser's IANA time zone ("America/New_York"); UTC where the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export function calendarUrl(target: CalendarTarget, timeZone: string): string {
  const base =
    target.kind === "post"
      ? `/api/social-media/posts/${encodeURIComponent(target.id)}/calendar.ics`
      : `/api/bulk-jobs/${encodeURIComponent(target.id)}/calendar.ics`;
  return `${base}?tz=${encodeURIComponent(timeZone)}`;
}

export interface CalendarDownload {
  blob: Blob;
  filename: string;
  timeZone: string;
}

/** GET …/calendar.ics?tz=<the browser's zone>: the posting plan as an .ics file to save. */
export async function downloadCalendar(target: CalendarTarget): Promise<CalendarDownload> {
  const timeZone = browserTimeZone();
  const res = await apiRequest("GET", calendarUrl(target, timeZone));
  const filename = filenameFromContentDisposition(res.headers.get("Content-Disposition"), calendarFilename());
  return { blob: await res.blob(), filename, timeZone };
}

/** Downloads the calendar and says what to do with it; a refusal shows the server's reason. */
export function useDownloadCalendar() {
  return useMutation({
    mutationFn: downloadCalendar,
    onSuccess: ({ blob, filename, timeZone }) => {
      saveBlob(blob, filename);
      toast({
        title: "Calendar downloaded",
        description: `Open ${filename} to add a reminder for each post to your calendar (times in ${timeZone}).`,
      });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Calendar not downloaded",
        description: errorMessageFrom(error, "The posting calendar could not be made. Please try again."),
      });
    },
  });
}
