import { ImageUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/utils";
import type { ImageUploader, UploadedImage } from "./image-uploader";

export type { UploadedImage };

export interface ImageUploadButtonProps {
  /** The page's current image. Leave undefined to let the button keep it itself. */
  value?: UploadedImage | null;
  onUploaded?: (image: UploadedImage) => void;
  disabled?: boolean;
  /** Golden Retriever's storage name: pass the user id so a shared browser keeps users apart. */
  uploaderId?: string;
  className?: string;
}

/**
 * 'Upload Image' opens the upload dialog; once an image is uploaded its preview stays beside the
 * button, which then reads 'Change Image' (spec core-product §4). The dialog module (Uppy: about
 * 130 KB of JS and 13 KB of CSS gzipped) is fetched on first hover, focus or click, never with
 * the page.
 */
export function ImageUploadButton({
  value,
  onUploaded,
  disabled = false,
  uploaderId,
  className,
}: ImageUploadButtonProps) {
  const [ownImage, setOwnImage] = useState<UploadedImage | null>(null);
  const [opening, setOpening] = useState(false);
  const image = value === undefined ? ownImage : value;

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
            toast({ title: "Image uploaded", description: "Your image has been uploaded successfully." });
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

  return (
    <div className={cn("grid gap-3", className)}>
      {image ? (
        <img
          src={image.previewUrl}
          alt="Uploaded product preview"
          className="max-h-64 w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
        />
      ) : null}
      <Button
        variant="outline"
        onClick={openDialog}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        disabled={disabled}
        aria-busy={opening}
      >
        <ImageUp aria-hidden="true" />
        {image ? "Change Image" : "Upload Image"}
      </Button>
    </div>
  );
}
