import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { choosePlacement, placementsFor, type ToastPlacement, visibleObstacles } from "./toast-placement";
import { useToast } from "./use-toast";

/** How long scrolling or resizing must pause before the stack looks for its corner again. */
const SETTLE_MS = 120;

/**
 * While a toast is up, keeps the stack in a corner that covers none of the page's primary actions
 * (toast-placement.ts): looked for as the toast opens, before it is painted, and again once the
 * page has been scrolled or resized.
 */
function useToastPlacement(viewport: RefObject<HTMLOListElement | null>, shown: string): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>(
    () => placementsFor(typeof window === "undefined" ? 0 : window.innerWidth)[0] ?? "top",
  );
  useLayoutEffect(() => {
    if (!shown) return;
    const place = () => {
      const stack = viewport.current;
      if (!stack) return;
      const size = {
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      };
      const obstacles = visibleObstacles(document, size, stack);
      setPlacement(choosePlacement(size, stack.getBoundingClientRect().height, obstacles));
    };
    place();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(place, SETTLE_MS);
    };
    window.addEventListener("scroll", later, { passive: true });
    window.addEventListener("resize", later);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", later);
      window.removeEventListener("resize", later);
    };
  }, [shown, viewport]);
  return placement;
}

/** Renders the toast store. Mount once, near the root. */
export function Toaster() {
  const { toasts } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  const shown = toasts
    .filter((toast) => toast.open !== false)
    .map((toast) => toast.id)
    .join(" ");
  const placement = useToastPlacement(viewport, shown);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} placement={placement} />
    </ToastProvider>
  );
}
