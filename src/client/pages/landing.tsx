import { PromoBanner } from "../components/layout/promo-banner";
import { PublicLayout } from "../components/layout/public-layout";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { LandingCallToAction } from "../features/landing/landing-cta";
import { LandingFaq } from "../features/landing/landing-faq";
import { LandingFeatures } from "../features/landing/landing-features";
import { LandingHero } from "../features/landing/landing-hero";
import { LandingHowItWorks } from "../features/landing/landing-how-it-works";
import { LandingPricing } from "../features/landing/landing-pricing";
import { LandingReasons } from "../features/landing/landing-reasons";
import { LandingStats } from "../features/landing/landing-stats";
import { LandingTestimonial } from "../features/landing/landing-testimonial";
import { useSiteConfig } from "../lib/use-site-config";

/** The signed-out home (spec core-product §2). Copy that depends on the server reads GET /api/config. */
export function LandingPage() {
  const config = useSiteConfig();
  return (
    <PublicLayout signedIn={false} banner={<PromoBanner placement="landing" />}>
      <title>{`${PRODUCT_NAME} · Posts and listings from one product photo`}</title>
      <LandingHero config={config} />
      <LandingStats />
      <LandingFeatures config={config} />
      <LandingPricing config={config} />
      <LandingHowItWorks />
      <LandingReasons />
      <LandingTestimonial />
      <LandingCallToAction />
      <LandingFaq config={config} />
    </PublicLayout>
  );
}
