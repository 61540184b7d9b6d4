import { CalendarPlus, Loader2 } from "lucide-react";
import { Button, type ButtonProps } from "../../components/ui/button";
import { type CalendarTarget, useDownloadCalendar } from "./use-download-calendar";

/**
 * "Add to calendar (.ics)": the suggested schedule as calendar events, one per platform post,
 * in the browser's time zone, each with a reminder. For one generation or a bulk social job.
 */
export function DownloadCalendarButton({
  target,
  variant = "outline",
  size = "sm",
  disabled,
  beforeDownload,
  ...props
}: Omit<ButtonProps, "onClick" | "children"> & {
  target: CalendarTarget;
  /** Saves pending edits first (the server plans from the stored schedule and captions). */
  beforeDownload?: () => Promise<unknown>;
}) {
  const download = useDownloadCalendar();
  const start = async () => {
    // A failed save has its own toast; the calendar still comes from what is stored.
    await beforeDownload?.().catch(() => undefined);
    download.mutate(target);
  };
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => void start()}
      disabled={disabled || download.isPending}
      aria-busy={download.isPending || undefined}
      title="Download the suggested times as calendar events with reminders"
      aria-label="Add to calendar (.ics)"
      {...props}
    >
      {download.isPending ? (
        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <CalendarPlus aria-hidden="true" />
      )}
      Add to calendar
      {/* The file type is said once room allows; the button's name always says it. */}
      <span className="hidden sm:inline">(.ics)</span>
    </Button>
  );
}
