import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../lib/utils";
import { Button, type ButtonProps } from "../ui/button";
import { toast } from "../ui/use-toast";

/** Copies `text` and says so ('Copied!' / '{label} content copied to clipboard.'). */
export function CopyButton({
  text,
  label,
  children,
  variant = "outline",
  size = "sm",
  disabled,
  compact = false,
  className,
  ...props
}: Omit<ButtonProps, "onClick"> & {
  text: string;
  label: string;
  /** Icon only, for the many per-field buttons of a listing. */
  compact?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: "Copied!", description: `${label} content copied to clipboard.` });
    } catch {
      toast({
        variant: "destructive",
        title: "Copy failed",
        description: "Your browser blocked the clipboard. Select the text and copy it instead.",
      });
    }
  };

  return (
    <Button
      variant={variant}
      size={size}
      onClick={copy}
      disabled={text.trim() === "" || disabled}
      aria-label={children ? undefined : `Copy ${label}`}
      title={compact ? `Copy ${label}` : undefined}
      className={cn(compact && "size-8 px-0", className)}
      data-toast-avoid=""
      {...props}
    >
      {copied ? <Check aria-hidden="true" className="text-emerald-600" /> : <Copy aria-hidden="true" />}
      {children ??
        (compact ? null : <span className="sr-only sm:not-sr-only">{copied ? "Copied" : "Copy"}</span>)}
    </Button>
  );
}
