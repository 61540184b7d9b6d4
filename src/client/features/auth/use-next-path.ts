import { useSearch } from "wouter";
import { nextPathFrom } from "../../lib/page-access";

/**
 * The page the visitor was heading for when they were sent to sign in (`?next=`), when it is safe
 * to go there (lib/page-access.ts); null when there is none.
 */
export function useNextPath(): string | null {
  return nextPathFrom(new URLSearchParams(useSearch()).get("next"));
}
