import { createContext, type ReactNode, useContext, useEffect, useId, useRef } from "react";

const CloseMenu = createContext<() => void>(() => {});

/** Call when a link in the menu is followed: the panel closes (also for a link to this page). */
export const useCloseDisclosureMenu = () => useContext(CloseMenu);

/**
 * A header menu of links built on <details>/<summary>: it opens and closes natively, so it already
 * works on a prerendered page before any script has run, and the public pages load no UI kit for
 * it. After hydration it also closes on Escape (focus returns to its button), on a click outside,
 * when focus leaves it and when one of its links is followed. Its state lives in the element
 * itself (`open`), so a menu opened before hydration stays consistent.
 */
export function DisclosureMenu({
  trigger,
  triggerClassName,
  label,
  children,
}: {
  /** The button's content (icon and text). */
  trigger: ReactNode;
  triggerClassName: string;
  /** The panel's accessible name, e.g. "Features". */
  label: string;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
  };

  useEffect(() => {
    const closeOnOutsideClick = (event: PointerEvent) => {
      const menu = details.current;
      if (menu?.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, []);

  return (
    <details
      ref={details}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !details.current?.open) return;
        close();
        details.current.querySelector("summary")?.focus();
      }}
      onBlur={(event) => {
        if (!details.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <summary className={`${triggerClassName} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        {trigger}
      </summary>
      <nav
        aria-label={label}
        className="absolute right-0 z-50 mt-1.5 min-w-[13rem] rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
      >
        <CloseMenu.Provider value={close}>{children}</CloseMenu.Provider>
      </nav>
    </details>
  );
}

/** A titled group of links inside a DisclosureMenu. */
export function DisclosureMenuGroup({ title, children }: { title?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div>
      {title ? (
        <p
          id={titleId}
          className="px-2 pt-2 pb-1 font-semibold text-slate-500 text-xs uppercase tracking-wide"
        >
          {title}
        </p>
      ) : null}
      <ul aria-labelledby={title ? titleId : undefined}>{children}</ul>
    </div>
  );
}

export const disclosureMenuLinkClasses =
  "flex min-h-10 items-center gap-2 rounded-md px-2 py-2 text-slate-800 text-sm hover:bg-indigo-50 hover:text-indigo-900 " +
  "focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:-outline-offset-2 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-500";

export function DisclosureMenuSeparator() {
  return <hr className="-mx-1 my-1 border-slate-200" />;
}
