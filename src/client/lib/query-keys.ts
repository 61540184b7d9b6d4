/**
 * Query keys shared across features (a generator invalidates the usage card and the history lists
 * without importing those features). Each key is also the GET path (see getQueryFn).
 */
export const usageStatusQueryKey = ["/api/usage-status"] as const;
export const socialPostsQueryKey = ["/api/social-media/posts"] as const;
export const listingGenerationsQueryKey = ["/api/product-listings"] as const;
