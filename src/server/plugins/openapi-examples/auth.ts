import type { AccountSession } from "../../../domain/account";
import { FORGOT_PASSWORD_REPLY, SIGN_IN_LINK_REPLY } from "../../../domain/account";
import type { LoginRequest, RegisterRequest } from "../../../domain/auth";
import { BINARY_BODY, type ExampleBook } from "../openapi-document";
import { SELLER } from "./sample-values";

/** The e-mailed links' tokens look like this: 32 random bytes, base64url. */
const LINK_TOKEN = "q3Jx9M2tV7bKcY0pLr4sWfH8nZ1uGdE6aTiOeBwXyQk";

const NEW_SELLER = {
  ...SELLER,
  subscriptionStatus: "inactive",
  subscriptionEndDate: null,
  emailVerified: false,
  createdAt: "2026-11-25T16:48:06.267Z",
} as const;

/** Auth: accounts, sign-in and the e-mailed links. */
export const authExamples: ExampleBook = {
  "POST /api/auth/register": {
    request: {
      email: "maya@clayandkiln.example",
      password: "kiln-fired-sage-42",
      firstName: "Maya",
      lastName: "Okafor",
    } satisfies RegisterRequest,
    responses: { 201: NEW_SELLER },
  },
  "POST /api/auth/login": {
    request: { email: "maya@clayandkiln.example", password: "kiln-fired-sage-42" } satisfies LoginRequest,
    responses: { 200: SELLER },
  },
  "POST /api/auth/logout": { responses: { 204: null } },
  "GET /api/logout": { responses: {} },
  "GET /api/auth/user": { responses: { 200: SELLER } },
  "POST /api/auth/verify-email": {
    request: { token: LINK_TOKEN },
    responses: { 200: { message: "Thanks! Your e-mail address is confirmed." } },
  },
  "POST /api/auth/resend-verification": {
    responses: { 202: { message: "We've sent a new link to maya@clayandkiln.example." } },
  },
  "POST /api/auth/forgot-password": {
    request: { email: "maya@clayandkiln.example" },
    responses: { 202: { message: FORGOT_PASSWORD_REPLY } },
  },
  "POST /api/auth/sign-in-link": {
    request: { email: "maya@clayandkiln.example" },
    responses: { 202: { message: SIGN_IN_LINK_REPLY } },
  },
  "POST /api/auth/sign-in-link/consume": {
    request: { token: LINK_TOKEN },
    responses: { 200: SELLER },
  },
  "POST /api/auth/reset-password": {
    request: { token: LINK_TOKEN, password: "glazed-and-fired-77" },
    responses: { 200: SELLER },
  },
};

const SESSIONS: AccountSession[] = [
  {
    id: "7318a620bc4ecd21921ea48e8ae0b1f1",
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15",
    ip: "203.0.113.24",
    createdAt: "2026-11-20T08:02:11.904Z",
    lastSeenAt: "2026-11-25T16:40:03.118Z",
    expiresAt: "2026-12-25T16:40:03.118Z",
    current: true,
  },
  {
    id: "b24c90e1f7a3d5c8e6f1a2b3c4d5e6f7",
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    ip: "198.51.100.7",
    createdAt: "2026-11-12T19:26:45.331Z",
    lastSeenAt: "2026-11-24T21:05:52.760Z",
    expiresAt: "2026-12-24T21:05:52.760Z",
    current: false,
  },
];

/** Account: the signed-in seller's own settings. */
/** A seller's shop settings: where items ship from, dispatch, returns and eBay policy names. */
const SHOP_SETTINGS = {
  location: "Portland, OR",
  country: "US",
  postalCode: "97201",
  dispatchDays: 2,
  returns: { accepted: true, withinDays: 30, paidBy: "buyer" },
  ebayPolicies: { shipping: "Standard shipping", returns: "30 day returns", payment: "eBay payments" },
  currency: "USD",
  shopifyStore: "clay-and-co.myshopify.com",
} as const;

export const accountExamples: ExampleBook = {
  "POST /api/account/password": {
    request: { currentPassword: "kiln-fired-sage-42", newPassword: "glazed-and-fired-77" },
    responses: { 200: { message: "Your password is changed. Your other devices are signed out." } },
  },
  "POST /api/account/email": {
    request: { newEmail: "hello@clayandkiln.example", currentPassword: "kiln-fired-sage-42" },
    responses: {
      202: {
        message:
          "We've sent a link to hello@clayandkiln.example. Open it to finish the change; until then your account keeps maya@clayandkiln.example.",
      },
    },
  },
  "PATCH /api/account/profile": {
    request: { firstName: "Maya", lastName: "Okafor-Lund" },
    responses: { 200: { ...SELLER, lastName: "Okafor-Lund" } },
  },
  "GET /api/account/sessions": { responses: { 200: { sessions: SESSIONS } } },
  "GET /api/account/shop-settings": { responses: { 200: { settings: SHOP_SETTINGS } } },
  "PUT /api/account/shop-settings": {
    request: SHOP_SETTINGS,
    responses: { 200: { settings: SHOP_SETTINGS } },
  },
  "DELETE /api/account/sessions/{id}": { responses: { 204: null } },
  "POST /api/account/sessions/sign-out-others": { responses: { 204: null } },
  "GET /api/account/export": { responses: { 200: BINARY_BODY } },
  "DELETE /api/account": {
    request: { password: "kiln-fired-blue-glaze-27" },
    responses: { 204: null },
  },
};
