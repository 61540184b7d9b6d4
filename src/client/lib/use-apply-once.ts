import { useEffect, useRef } from "react";

/**
 * Runs `apply` once, as soon as everything it reads has loaded (`ready`), unless the seller has
 * started on the form by then (`untouched` false): a form already typed in is never overwritten,
 * and nothing is applied again later.
 */
export function useApplyOnce(ready: boolean, untouched: boolean, apply: () => void): void {
  const decided = useRef(false);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    if (decided.current) return;
    if (!untouched) {
      decided.current = true;
      return;
    }
    if (!ready) return;
    decided.current = true;
    applyRef.current();
  }, [ready, untouched]);
}
