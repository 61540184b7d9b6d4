import { QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { AnalyticsTracker } from "./components/layout/analytics-tracker";
import { pageFocusStyles, useFocusOnPageChange } from "./components/layout/page-focus";
import { PageLoader } from "./components/layout/page-loader";
import { SkipLink } from "./components/layout/skip-link";
import { useHasRaisedToast } from "./components/ui/use-toast";
import { useUser } from "./features/auth/use-user";
import { COPY_SHEET_ROUTE } from "./lib/copy-sheet-paths";
import { redirectFor } from "./lib/page-access";
import { queryClient } from "./lib/query-client";
import { useHydratedValue } from "./lib/use-hydrated-value";

/**
 * A page's chunk that main.tsx can load before hydrating a prerendered page. Once loaded, the
 * lazy component gets it synchronously (a thenable that resolves at once), so the whole page
 * hydrates in one pass: React never holds a dehydrated boundary that a click could land on and be
 * lost (before hydrateRoot, links are plain links and work natively).
 */
function preloadableRoute<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return pending;
  };
  const thenable = (): Promise<{ default: T }> => {
    const module = loaded;
    if (module === undefined) return preload();
    // React.lazy accepts any thenable; this one answers at once (a Promise would wait a tick).
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy reads.
    return { then: (resolve: (value: { default: T }) => void) => resolve(module) } as Promise<{ default: T }>;
  };
  return { preload, lazy: () => lazy(thenable) };
}

const landingRoute = preloadableRoute(() =>
  import("./pages/landing").then((m) => ({ default: m.LandingPage })),
);
const pricingRoute = preloadableRoute(() =>
  import("./pages/pricing").then((m) => ({ default: m.PricingPage })),
);
const manualRoute = preloadableRoute(() =>
  import("./pages/user-manual").then((m) => ({ default: m.UserManualPage })),
);
const privacyRoute = preloadableRoute(() =>
  import("./pages/privacy").then((m) => ({ default: m.PrivacyPage })),
);
const termsRoute = preloadableRoute(() => import("./pages/terms").then((m) => ({ default: m.TermsPage })));

/** The chunks of the prerendered pages (src/domain/site-paths.ts `prerenderedPagePaths`), by path. */
export const prerenderedRouteLoaders: Record<string, () => Promise<unknown>> = {
  "/": landingRoute.preload,
  "/pricing": pricingRoute.preload,
  "/user-manual": manualRoute.preload,
  "/privacy": privacyRoute.preload,
  "/terms": termsRoute.preload,
};

const socialContentRoute = preloadableRoute(() =>
  import("./pages/social-content").then((m) => ({ default: m.SocialContentPage })),
);
const loadSocialContent = () =>
  Promise.all([
    socialContentRoute.preload(),
    import("./pages/social-content").then((m) => m.prefetchSocialContentData(queryClient)),
  ]);

/**
 * The members' pages that come with a preview (src/domain/site-paths.ts `previewedMemberPagePaths`),
 * by path: their chunk and the data of their first render. main.tsx renders over the preview once
 * these are in.
 */
export const previewedRouteLoaders: Record<string, () => Promise<unknown>> = {
  "/social-content": loadSocialContent,
  "/create": loadSocialContent,
};

// Every page is its own chunk (code split by route).
const LandingPage = landingRoute.lazy();
const LoginPage = lazy(() => import("./pages/login").then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import("./pages/register").then((m) => ({ default: m.RegisterPage })));
const HomePage = lazy(() => import("./pages/home").then((m) => ({ default: m.HomePage })));
const SocialContentPage = socialContentRoute.lazy();
const ProductListingsPage = lazy(() =>
  import("./pages/product-listings").then((m) => ({ default: m.ProductListingsPage })),
);
const BulkUploadPage = lazy(() => import("./pages/bulk-upload").then((m) => ({ default: m.BulkUploadPage })));
const HistoryPage = lazy(() => import("./pages/history").then((m) => ({ default: m.HistoryPage })));
const PricingPage = pricingRoute.lazy();
const SubscribePage = lazy(() => import("./pages/subscribe").then((m) => ({ default: m.SubscribePage })));
const SubscriptionPage = lazy(() =>
  import("./pages/subscription").then((m) => ({ default: m.SubscriptionPage })),
);
const NotFoundPage = lazy(() => import("./pages/not-found").then((m) => ({ default: m.NotFoundPage })));
const UserManualPage = manualRoute.lazy();
const ContactPage = lazy(() => import("./pages/contact").then((m) => ({ default: m.ContactPage })));
const PrivacyPage = privacyRoute.lazy();
const TermsPage = termsRoute.lazy();
const AdminTestCasesPage = lazy(() =>
  import("./pages/admin-test-cases").then((m) => ({ default: m.AdminTestCasesPage })),
);
const VerifyEmailPage = lazy(() =>
  import("./pages/verify-email").then((m) => ({ default: m.VerifyEmailPage })),
);
const ForgotPasswordPage = lazy(() =>
  import("./pages/forgot-password").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("./pages/reset-password").then((m) => ({ default: m.ResetPasswordPage })),
);
const SignInLinkPage = lazy(() =>
  import("./pages/sign-in-link").then((m) => ({ default: m.SignInLinkPage })),
);
const AccountPage = lazy(() => import("./pages/account").then((m) => ({ default: m.AccountPage })));
const BrandsPage = lazy(() =>
  import("./features/brand-profiles/brands-page").then((m) => ({ default: m.BrandsPage })),
);
const CopySheetPage = lazy(() => import("./pages/copy-sheet").then((m) => ({ default: m.CopySheetPage })));
// The toast UI (Radix) loads with the first toast, not with the page. The toast waits in the
// store and shows as soon as the UI mounts.
const Toaster = lazy(() => import("./components/ui/toaster").then((m) => ({ default: m.Toaster })));
const WelcomeToPro = lazy(() =>
  import("./features/billing/welcome-to-pro").then((m) => ({ default: m.WelcomeToPro })),
);

/**
 * The payment's return (`/?subscription=success…`) greets with WelcomeToPro, loaded only then: its
 * billing copy stays out of every other page's first script. Never during hydration (a prerendered
 * page has nothing here).
 */
function PaymentReturn() {
  const [location] = useLocation();
  const search = useSearch();
  const hydrated = useHydratedValue(() => true, false);
  if (!hydrated || location !== "/" || !new URLSearchParams(search).has("subscription")) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeToPro />
    </Suspense>
  );
}

/**
 * No route matched. A members' page for a visitor, or sign-in and sign-up for a signed-in user,
 * is a page on the other side of signing in: go there instead (lib/page-access.ts), replacing the
 * address so Back does not return to it. Anything else: 'Page Not Found'.
 */
function NoRouteMatched() {
  const { isAuthenticated } = useUser();
  const [path] = useLocation();
  const search = useSearch();
  const hash = typeof window === "undefined" ? "" : window.location.hash;
  const target = redirectFor(path, search, hash, isAuthenticated);
  return target === null ? <NotFoundPage /> : <Redirect to={target} replace />;
}

/**
 * The one route table (spec core-product §2). While GET /api/auth/user is loading, and when signed
 * out, the visitor route set applies; signed in, the user route set. Any other path: the page on
 * the other side of signing in, or 'Page Not Found' (NoRouteMatched). Above every page, the skip
 * link; after moving to another page, focus starts at its heading.
 */
export function AppRoutes() {
  const { isAuthenticated, isLoading } = useUser();
  useFocusOnPageChange();

  return (
    // The Suspense boundary stays outermost: the prerendered pages then come out as one plain
    // block of HTML (a boundary below the root is written out with inline scripts, which the CSP
    // blocks).
    <Suspense fallback={<PageLoader />}>
      <div className={pageFocusStyles}>
        <SkipLink />
        <Switch>
          {isLoading || !isAuthenticated ? (
            <>
              <Route path="/" component={LandingPage} />
              <Route path="/login" component={LoginPage} />
              <Route path="/register" component={RegisterPage} />
              <Route path="/pricing" component={PricingPage} />
              <Route path="/user-manual" component={UserManualPage} />
              <Route path="/contact" component={ContactPage} />
              <Route path="/privacy" component={PrivacyPage} />
              <Route path="/terms" component={TermsPage} />
              <Route path="/verify-email" component={VerifyEmailPage} />
              <Route path="/forgot-password" component={ForgotPasswordPage} />
              <Route path="/reset-password" component={ResetPasswordPage} />
              <Route path="/sign-in-link" component={SignInLinkPage} />
            </>
          ) : (
            <>
              <Route path="/" component={HomePage} />
              <Route path="/home" component={HomePage} />
              <Route path="/pricing" component={PricingPage} />
              <Route path="/subscribe" component={SubscribePage} />
              <Route path="/subscription" component={SubscriptionPage} />
              <Route path="/social-content" component={SocialContentPage} />
              <Route path="/create" component={SocialContentPage} />
              <Route path="/product-listings" component={ProductListingsPage} />
              <Route path="/history" component={HistoryPage} />
              <Route path={COPY_SHEET_ROUTE} component={CopySheetPage} />
              <Route path="/bulk-upload" component={BulkUploadPage} />
              <Route path="/brands" component={BrandsPage} />
              {/* Signed in only; the page itself shows Access Denied to non-admins (spec supporting-areas §2). */}
              <Route path="/admin/test-cases" component={AdminTestCasesPage} />
              <Route path="/user-manual" component={UserManualPage} />
              <Route path="/contact" component={ContactPage} />
              <Route path="/privacy" component={PrivacyPage} />
              <Route path="/terms" component={TermsPage} />
              <Route path="/account" component={AccountPage} />
              {/* E-mailed links work whichever account, if any, this browser is signed in to. */}
              <Route path="/verify-email" component={VerifyEmailPage} />
              <Route path="/forgot-password" component={ForgotPasswordPage} />
              <Route path="/reset-password" component={ResetPasswordPage} />
              <Route path="/sign-in-link" component={SignInLinkPage} />
            </>
          )}
          {/* While the sign-in state loads, an unknown path may still be a signed-in page: don't flash a 404. */}
          <Route component={isLoading ? PageLoader : NoRouteMatched} />
        </Switch>
      </div>
    </Suspense>
  );
}

export function App() {
  const hasRaisedToast = useHasRaisedToast();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <PaymentReturn />
      <AnalyticsTracker />
      {hasRaisedToast ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
