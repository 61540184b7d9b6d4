import { useEffect, useRef, useState } from "react";
import { OBJECT_PATH_PREFIX } from "../../domain/uploads";
import { toast } from "../components/ui/use-toast";

/** The query parameter another page links with: `/product-listings?image=/objects/uploads/<id>`. */
export const IMAGE_PARAM = "image";

const OBJECT_PATH = new RegExp(`^${OBJECT_PATH_PREFIX.replace(/\//g, "\\/")}[A-Za-z0-9-]{1,100}$`);

/** The upload a link names, when it names one in the shape an upload has; null otherwise. */
export function handedOffObjectPath(search: string): string | null {
  const value = new URLSearchParams(search).get(IMAGE_PARAM)?.trim() ?? "";
  return OBJECT_PATH.test(value) ? value : null;
}

/** The address without `?image=`, every other part kept. */
export function withoutImageParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(IMAGE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A photo handed over by a link (`?image=<objectPath>`, e.g. from History or the bulk results):
 * the parameter is taken off the address at once, so a reload or a shared link does not bring it
 * back; then the photo is checked to be one of the seller's own uploads (the server answers 404
 * for anyone else's) before it fills the image slot. A link naming something else says so.
 */
export function useHandedOffImage(onImage: (image: { objectPath: string; previewUrl: string }) => void) {
  const onImageRef = useRef(onImage);
  onImageRef.current = onImage;
  const [handed] = useState(() => ({
    named: new URLSearchParams(window.location.search).has(IMAGE_PARAM),
    objectPath: handedOffObjectPath(window.location.search),
  }));
  useEffect(() => {
    if (!handed.named) return;
    const cleaned = withoutImageParam(window.location.href);
    window.history.replaceState(window.history.state, "", cleaned);
    let active = true;
    const refuse = () => {
      if (!active) return;
      toast({
        variant: "destructive",
        title: "Photo not found",
        description: "That photo isn't one of your uploads. Please upload it again.",
      });
    };
    const objectPath = handed.objectPath;
    // Answered after this effect, so a cleanup in between (React's development double run) says it once.
    const check = objectPath
      ? fetch(objectPath, { method: "HEAD", credentials: "include" }).then((reply) => reply.ok)
      : Promise.resolve(false);
    check
      .then((owned) => {
        if (owned && objectPath && active) onImageRef.current({ objectPath, previewUrl: objectPath });
        else refuse();
      })
      .catch(refuse);
    return () => {
      active = false;
    };
  }, [handed]);
}
