import type { QueryClient } from "@tanstack/react-query";
import { siteConfigQueryKey } from "../../lib/use-site-config";
import { userQueryKey } from "./use-user";

/**
 * After the session is gone (sign-out, account deleted): the user becomes null, so the visitor
 * routes apply, and nothing the signed-in user loaded stays in the cache. The site config stays:
 * it is the same for everyone.
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(userQueryKey, null);
  queryClient.removeQueries({
    predicate: ({ queryKey }) => queryKey[0] !== userQueryKey[0] && queryKey[0] !== siteConfigQueryKey[0],
  });
}
