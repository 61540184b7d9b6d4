import { AlertCircle } from "lucide-react";
import { cn } from "../../lib/utils";

/**
 * An error that blocks the seller, shown beside the control that met it (a refused sign-in, a
 * declined card) and kept until they act: the form clears it when a field changes or it is sent
 * again. role=alert announces it as it appears; a toast may say it too, but never alone.
 */
export function FormAlert({
  id,
  title,
  message,
  className,
}: {
  id?: string;
  title: string;
  message: string;
  className?: string;
}) {
  return (
    <div
      id={id}
      role="alert"
      data-form-alert=""
      data-toast-avoid=""
      className={cn(
        "flex items-start gap-2.5 rounded-md border border-red-300 bg-red-50 p-3 text-red-900 text-sm",
        className,
      )}
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="break-words">{message}</p>
      </div>
    </div>
  );
}
