/**
 * Every operation's `operationId`, keyed `METHOD /path` as the document names it (the keys of the
 * example book). Generated clients name their methods after these (`client.generateSocialPosts`),
 * so they are part of the API: never rename one. They are set here in one place rather than in
 * the route schemas; a route schema that sets `operationId` itself keeps it.
 * An operation missing here gets one derived from its method and path (deriveOperationId), and
 * openapi-operation-ids.int.test.ts fails by name until it is added.
 */
export const apiOperationIds: Readonly<Record<string, string>> = {
  // Service
  "GET /api/health": "getHealth",
  "GET /api/health/live": "getLiveness",
  "GET /api/health/ready": "getReadiness",
  "GET /api/config": "getSiteConfig",
  // Auth
  "POST /api/auth/register": "register",
  "POST /api/auth/login": "signIn",
  "POST /api/auth/logout": "signOut",
  "GET /api/logout": "signOutFromLink",
  "GET /api/auth/user": "getCurrentUser",
  "POST /api/auth/verify-email": "verifyEmail",
  "POST /api/auth/resend-verification": "resendVerificationEmail",
  "POST /api/auth/forgot-password": "requestPasswordReset",
  "POST /api/auth/sign-in-link": "requestSignInLink",
  "POST /api/auth/sign-in-link/consume": "consumeSignInLink",
  "POST /api/auth/reset-password": "resetPassword",
  // Account
  "POST /api/account/password": "changePassword",
  "POST /api/account/email": "changeEmail",
  "PATCH /api/account/profile": "updateProfile",
  "GET /api/account/sessions": "listSessions",
  "GET /api/account/shop-settings": "getShopSettings",
  "PUT /api/account/shop-settings": "saveShopSettings",
  "DELETE /api/account/sessions/{id}": "revokeSession",
  "POST /api/account/sessions/sign-out-others": "signOutOtherSessions",
  "DELETE /api/account": "deleteAccount",
  "GET /api/account/export": "exportAccountData",
  // Uploads
  "POST /api/objects/upload": "createUploadUrl",
  "GET /objects/uploads/{id}": "getUploadedImage",
  "PUT /api/objects/local/{key}": "uploadImageBytes",
  "GET /objects/public/{uploadId}": "getPublicImage",
  // Billing
  "POST /api/create-subscription": "createSubscription",
  "POST /api/cancel-subscription": "cancelSubscription",
  "POST /api/reactivate-subscription": "reactivateSubscription",
  "POST /api/billing/demo/confirm": "confirmDemoPayment",
  "POST /api/billing/webhook": "receiveBillingWebhook",
  // API tokens
  "GET /api/tokens": "listApiTokens",
  "POST /api/tokens": "createApiToken",
  "DELETE /api/tokens/{id}": "revokeApiToken",
  // Brand profiles
  "GET /api/brand-profiles": "listBrandProfiles",
  "POST /api/brand-profiles": "createBrandProfile",
  "GET /api/brand-profiles/{id}": "getBrandProfile",
  "PATCH /api/brand-profiles/{id}": "updateBrandProfile",
  "DELETE /api/brand-profiles/{id}": "deleteBrandProfile",
  "POST /api/brand-profiles/{id}/duplicate": "duplicateBrandProfile",
  // Social
  "POST /api/social-media/generate": "generateSocialPosts",
  "GET /api/social-media/posts": "listSocialPosts",
  "GET /api/social-media/posts/{id}": "getSocialPost",
  "PATCH /api/social-media/posts/{id}": "updateSocialPost",
  "DELETE /api/social-media/posts/{id}": "deleteSocialPost",
  "POST /api/social-media/posts/{id}/regenerate": "regenerateSocialPost",
  // Listings
  "POST /api/product-listings/generate": "generateProductListing",
  "GET /api/product-listings": "listProductListings",
  "GET /api/product-listings/{id}": "getProductListing",
  "PATCH /api/product-listings/{id}": "updateProductListing",
  "DELETE /api/product-listings/{id}": "deleteProductListing",
  "POST /api/product-listings/{id}/regenerate": "regenerateProductListing",
  // Images
  "POST /api/ai/analyze-image": "analyzeImage",
  "POST /api/ai/generate-product-image": "generateProductImage",
  // Bulk
  "POST /api/bulk-jobs": "createBulkJob",
  "GET /api/bulk-jobs": "listBulkJobs",
  "GET /api/bulk-jobs/{id}": "getBulkJob",
  "GET /api/bulk-jobs/{id}/events": "followBulkJobEvents",
  "POST /api/bulk-jobs/{id}/cancel": "cancelBulkJob",
  "POST /api/bulk-jobs/{id}/items/{itemId}/retry": "retryBulkJobItem",
  // Exports
  "POST /api/product-listings/download-csv": "downloadProductListingsCsv",
  "POST /api/product-listings/export": "exportProductListings",
  "GET /api/product-listings/{id}/copy-sheet/{platform}": "getListingCopySheet",
  "GET /api/product-listings/{id}/import-check": "checkProductListingImport",
  "GET /api/product-listings/{id}/import.zip": "downloadProductListingImportZip",
  "GET /api/bulk-jobs/{id}/export.csv": "downloadBulkJobCsv",
  "GET /api/social-media/posts/{id}/download.zip": "downloadSocialPostZip",
  "GET /api/product-listings/{id}/download.zip": "downloadProductListingZip",
  // Calendar
  "GET /api/social-media/posts/{id}/calendar.ics": "getSocialPostCalendar",
  "GET /api/bulk-jobs/{id}/calendar.ics": "getBulkJobCalendar",
  // Usage, support
  "GET /api/usage-status": "getUsageStatus",
  "POST /api/contact": "sendContactMessage",
  // Admin
  "GET /api/admin/test-cases": "listTestCases",
  "POST /api/admin/test-cases": "createTestCase",
  "POST /api/admin/test-cases/{id}/run": "runTestCase",
  "DELETE /api/admin/test-cases/{id}": "deleteTestCase",
  "POST /api/test/generate-content": "tryWriter",
  "GET /api/admin/quality-report": "getQualityReport",
  "POST /api/admin/quality-report": "runQualityReport",
};

/**
 * A readable stand-in for an operation not in the table: the method and the path's words in
 * camelCase, `{id}` as `ById` (`POST /api/bulk-jobs/{id}/cancel` → `postBulkJobsByIdCancel`).
 * Unique as long as the method and path are, which the document guarantees.
 */
export function deriveOperationId(method: string, path: string): string {
  const words = path
    .split("/")
    .filter((segment) => segment !== "" && segment !== "api")
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? ["by", ...wordsOf(parameter)] : wordsOf(segment);
    });
  return [method.toLowerCase(), ...words.map(capitalise)].join("");
}

function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
