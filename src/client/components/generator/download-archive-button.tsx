import { useMutation } from "@tanstack/react-query";
import { FileArchive, Loader2 } from "lucide-react";
import { apiRequest, errorMessageFrom } from "../../lib/api-client";
import { filenameFromContentDisposition, saveBlob } from "../../lib/download-file";
import { Button, type ButtonProps } from "../ui/button";
import { toast } from "../ui/use-toast";

/** GET a generation's `download.zip` (cookies travel) and name it as the server does. */
export async function downloadArchive(url: string): Promise<{ blob: Blob; filename: string }> {
  const res = await apiRequest("GET", url);
  const filename = filenameFromContentDisposition(res.headers.get("Content-Disposition"), "content.zip");
  return { blob: await res.blob(), filename };
}

/**
 * A generation as one .zip (its photo and a text file per platform), from the stored copy: pending
 * edits are saved first so the files match the screen.
 */
export function DownloadArchiveButton({
  url,
  children,
  beforeDownload,
  variant = "outline",
  ...props
}: Omit<ButtonProps, "onClick"> & {
  /** `/api/social-media/posts/<id>/download.zip` or `/api/product-listings/<id>/download.zip`. */
  url: string;
  beforeDownload?: () => Promise<unknown>;
}) {
  const download = useMutation({
    mutationFn: downloadArchive,
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      toast({ title: "Downloaded!", description: `${filename} is in your downloads folder.` });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Download Failed",
        description: errorMessageFrom(error, "The .zip could not be made. Please try again."),
      });
    },
  });
  const start = async () => {
    try {
      await beforeDownload?.();
    } catch {
      // The save failure has its own toast; the .zip would not match the screen.
      return;
    }
    download.mutate(url);
  };
  return (
    <Button
      {...props}
      variant={variant}
      onClick={() => void start()}
      disabled={download.isPending || props.disabled}
      aria-busy={download.isPending || undefined}
    >
      {download.isPending ? (
        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <FileArchive aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}
