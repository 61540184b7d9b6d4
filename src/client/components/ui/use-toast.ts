import type { ReactElement, ReactNode } from "react";
import { useSyncExternalStore } from "react";
import type { ToastAction, ToastProps } from "./toast";

/**
 * A tiny toast store in the shadcn style. Spec (supporting-areas §9): at most one toast at a time,
 * a new one replaces the previous; a dismissed toast is removed from the store after 1,000,000 ms
 * (Radix has already closed it; the delay only matters for the exit animation).
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastActionElement = ReactElement<typeof ToastAction>;

export type ToasterToast = Omit<ToastProps, "title"> & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

export type ToastInput = Omit<ToasterToast, "id">;

type State = { toasts: ToasterToast[] };

type Action =
  | { type: "add"; toast: ToasterToast }
  | { type: "update"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "dismiss"; toastId?: string }
  | { type: "remove"; toastId?: string };

let nextId = 0;
function genId(): string {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  return String(nextId);
}

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removalTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(toastId);
    dispatch({ type: "remove", toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(toastId, timer);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "add":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "dismiss": {
      const { toastId } = action;
      return {
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case "remove":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };
let raisedBefore = false;

function dispatch(action: Action): void {
  if (action.type === "add") raisedBefore = true;
  if (action.type === "dismiss") {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): State {
  return memoryState;
}

/** Shows a toast (replacing any toast on screen). `duration` overrides the 5000 ms default. */
export function toast(input: ToastInput) {
  const id = genId();
  const dismiss = () => dispatch({ type: "dismiss", toastId: id });
  const update = (props: Partial<ToastInput>) => dispatch({ type: "update", toast: { ...props, id } });

  dispatch({
    type: "add",
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return {
    toasts: state.toasts,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "dismiss", toastId }),
  };
}

const noToastYet = () => false;

/**
 * Whether any toast has been raised since the page loaded. The app mounts the toast UI (Radix,
 * a chunk of its own) only from then on, so pages that never toast never download it.
 */
export function useHasRaisedToast(): boolean {
  return useSyncExternalStore(subscribe, () => memoryState.toasts.length > 0 || raisedBefore, noToastYet);
}
