import { ArrowLeft, ArrowRight, ImagePlus, Loader2, X } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import { LISTING_DETAIL_LIMITS } from "../../../domain/listing-details";
import { uploadImageTypes } from "../../../domain/uploads";
import { imageUploadLimitsHint } from "../../components/generator/image-slot";
import { Button, buttonClasses } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/utils";
import type { ListingImage } from "./listing-form-values";

const MAX_PHOTOS = LISTING_DETAIL_LIMITS.photos;

/** Uploads one photo and resolves with its `/objects/uploads/<id>` (the page supplies it). */
export type UploadPhotoFile = (file: File) => Promise<{ objectPath: string }>;

const pathOf = (image: ListingImage) => image.objectPath;
const imageAt = (path: string): ListingImage => ({ kind: "upload", objectPath: path, previewUrl: path });

/**
 * All of a listing's photos in order, up to 10: the first is the main photo (the one the listings
 * are written from). Each moves earlier or later by its own labelled buttons — keyboard and
 * screen-reader friendly, no dragging needed — and each after the first can be removed; every
 * move is announced. "Add more photos" takes several files at once.
 */
export function PhotosStrip({
  image,
  photos,
  onImageChange,
  onPhotosChange,
  uploadPhoto,
  disabled,
}: {
  image: ListingImage | null;
  photos: string[];
  onImageChange: (image: ListingImage) => void;
  onPhotosChange: (photos: string[]) => void;
  uploadPhoto: UploadPhotoFile;
  disabled: boolean;
}) {
  const [uploading, setUploading] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  if (!image) return null;
  const all = [pathOf(image), ...photos];
  const room = MAX_PHOTOS - all.length - uploading;

  const apply = (order: string[]) => {
    const [first, ...rest] = order;
    if (first && first !== pathOf(image)) onImageChange(imageAt(first));
    onPhotosChange(rest);
  };
  const move = (from: number, to: number) => {
    const order = [...all];
    const [moved] = order.splice(from, 1);
    if (!moved) return;
    order.splice(to, 0, moved);
    apply(order);
    setAnnouncement(
      `Photo moved to position ${to + 1} of ${order.length}${to === 0 ? ", the main photo" : ""}`,
    );
  };
  const remove = (index: number) => {
    apply(all.filter((_, position) => position !== index));
    setAnnouncement(`Photo ${index + 1} removed`);
  };

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    const taken = files.slice(0, Math.max(room, 0));
    if (files.length > taken.length) {
      toast({
        variant: "destructive",
        title: "Too many photos",
        description: `A listing holds ${MAX_PHOTOS} photos: ${files.length - taken.length} not added.`,
      });
    }
    setUploading((count) => count + taken.length);
    const added: string[] = [];
    for (const file of taken) {
      try {
        added.push((await uploadPhoto(file)).objectPath);
      } catch {
        toast({
          variant: "destructive",
          title: "Upload failed",
          description: `${file.name} could not be uploaded.`,
        });
      } finally {
        setUploading((count) => count - 1);
      }
    }
    if (added.length > 0) {
      onPhotosChange([...photos, ...added]);
      setAnnouncement(`${added.length} ${added.length === 1 ? "photo" : "photos"} added`);
    }
  };

  return (
    <section aria-labelledby="listing-photos-heading" className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="listing-photos-heading" className="font-medium text-slate-900 text-sm">
          Listing photos <span className="font-normal text-slate-500">(optional)</span>
        </h3>
        <p className="text-slate-500 text-xs">
          {all.length} of {MAX_PHOTOS}
        </p>
      </div>
      <p className="text-slate-600 text-xs">
        The first is the main photo. Every photo goes into the import files.
      </p>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Listing photos in order">
        {all.map((path, index) => (
          <li key={path} className="grid gap-1 rounded-md border border-slate-200 bg-slate-50 p-1.5">
            <img
              src={image.kind === "ai" && index === 0 ? image.url : path}
              alt={index === 0 ? "Main photo" : `Photo ${index + 1}`}
              className="aspect-square w-full rounded object-cover"
            />
            <div className="flex items-center justify-between gap-1">
              <span className={cn("text-xs", index === 0 ? "font-medium text-indigo-700" : "text-slate-600")}>
                {index === 0 ? "Main" : index + 1}
              </span>
              <span className="flex gap-0.5">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-8 px-2"
                  onClick={() => move(index, index - 1)}
                  disabled={disabled || index === 0}
                  aria-label={`Move photo ${index + 1} earlier`}
                >
                  <ArrowLeft aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-8 px-2"
                  onClick={() => move(index, index + 1)}
                  disabled={disabled || index === all.length - 1}
                  aria-label={`Move photo ${index + 1} later`}
                >
                  <ArrowRight aria-hidden="true" />
                </Button>
                {index > 0 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="h-8 px-2"
                    onClick={() => remove(index)}
                    disabled={disabled}
                    aria-label={`Remove photo ${index + 1}`}
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </span>
            </div>
          </li>
        ))}
      </ol>
      {room > 0 || uploading > 0 ? (
        <label
          className={cn(
            buttonClasses({ variant: "outline", size: "sm" }),
            "cursor-pointer justify-self-start focus-within:outline-2 focus-within:outline-indigo-600 focus-within:outline-offset-2",
            (disabled || room <= 0) && "pointer-events-none opacity-60",
          )}
        >
          {uploading > 0 ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <ImagePlus aria-hidden="true" />
          )}
          {uploading > 0 ? `Uploading ${uploading}…` : "Add more photos"}
          <input
            type="file"
            accept={uploadImageTypes.join(",")}
            multiple
            className="sr-only"
            onChange={add}
            disabled={disabled || room <= 0}
          />
        </label>
      ) : null}
      <p className="text-slate-500 text-xs">{imageUploadLimitsHint} each.</p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
