import { ImageUp, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/utils";
import { BackgroundUploadNote, backgroundUploadAnnouncement } from "./background-upload-note";
import type { ImageUploader, UploadedImage } from "./image-uploader";
import { idleSnapshot, type UploaderSnapshot } from "./upload-status";

export type { UploadedImage };

export interface ImageUploadButtonProps {
  /** The page's current image. Leave undefined to let the button keep it itself. */
  value?: UploadedImage | null;
  onUploaded?: (image: UploadedImage) => void;
  /** Lets the seller take the photo out of the form ("Remove photo"); needed when `value` is the page's. */
  onRemoved?: () => void;
  disabled?: boolean;
  /** Golden Retriever's storage name: pass the user id so a shared browser keeps users apart. */
  uploaderId?: string;
  className?: string;
}

/**
 * 'Add a product photo' opens the upload dialog; choosing a photo there uploads it straight away
 * and the dialog closes by itself (issue 19). The preview then stays above the button, which reads
 * 'Change Image' (spec core-product §4), beside 'Remove photo'. A photo still uploading after the
 * dialog was closed, or one that failed, is shown under the button. The dialog module (Uppy: about
 * 130 KB of JS and 13 KB of CSS gzipped) is fetched on first hover, focus or click, never with
 * the page.
 */
export function ImageUploadButton({
  value,
  onUploaded,
  onRemoved,
  disabled = false,
  uploaderId,
  className,
}: ImageUploadButtonProps) {
  const [ownImage, setOwnImage] = useState<UploadedImage | null>(null);
  const [opening, setOpening] = useState(false);
  const [upload, setUpload] = useState<UploaderSnapshot>(idleSnapshot);
  const image = value === undefined ? ownImage : value;
  // A page that holds the image can only lose it through onRemoved.
  const removable = value === undefined || onRemoved !== undefined;

  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const uploader = useRef<Promise<ImageUploader> | null>(null);
  const unmounted = useRef(false);

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      void uploader.current?.then((instance) => instance.destroy()).catch(() => {});
      uploader.current = null;
    };
  }, []);

  function loadUploader(): Promise<ImageUploader> {
    uploader.current ??= import("./image-uploader")
      .then(({ createImageUploader }) =>
        createImageUploader({
          id: uploaderId ? `image-upload-${uploaderId}` : undefined,
          onUploaded(uploaded) {
            if (unmounted.current) return;
            setOwnImage(uploaded);
            onUploadedRef.current?.(uploaded);
            // "background": read out politely, without cutting into what the reader is saying.
            toast({
              title: "Image uploaded",
              description: "Your image has been uploaded successfully.",
              type: "background",
            });
          },
          onChange(snapshot) {
            if (!unmounted.current) setUpload(snapshot);
          },
        }),
      )
      .catch((error: unknown) => {
        uploader.current = null; // a later click tries again
        throw error;
      });
    return uploader.current;
  }

  async function openDialog() {
    setOpening(true);
    try {
      const instance = await loadUploader();
      if (!unmounted.current) await instance.open();
    } catch {
      toast({
        variant: "destructive",
        title: "Upload unavailable",
        description: "The uploader could not be loaded. Check your connection and try again.",
      });
    } finally {
      if (!unmounted.current) setOpening(false);
    }
  }

  const prefetch = () => {
    void loadUploader().catch(() => {});
  };

  const retry = () => {
    void uploader.current?.then((instance) => instance.retry()).catch(() => {});
  };

  const remove = () => {
    setOwnImage(null);
    onRemoved?.();
  };

  return (
    <div className={cn("grid gap-3", className)}>
      {image ? (
        <img
          src={image.previewUrl}
          alt="Uploaded product preview"
          className="max-h-64 w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          className="h-11 flex-1"
          onClick={openDialog}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          disabled={disabled}
          aria-busy={opening}
        >
          <ImageUp aria-hidden="true" />
          {image ? "Change Image" : "Add a product photo"}
        </Button>
        {image && removable ? (
          <Button variant="ghost" className="h-11" onClick={remove} disabled={disabled}>
            <Trash2 aria-hidden="true" />
            Remove photo
          </Button>
        ) : null}
      </div>
      <BackgroundUploadNote snapshot={upload} onRetry={retry} />
      <p role="status" className="sr-only">
        {backgroundUploadAnnouncement(upload)}
      </p>
    </div>
  );
}
