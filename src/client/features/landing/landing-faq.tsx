import type { ReactNode } from "react";
import { Link } from "wouter";
import type { SiteConfig } from "../../../domain/site-config";
import { FaqList } from "../../components/ui/faq-list";
import { describeWriter } from "../../lib/use-site-config";
import { aiImagesPhrase } from "../billing/site-mode-notes";
import { SectionHeading } from "./section-heading";

const inlineLink = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";

function faqs(config: SiteConfig | null): Array<{ q: string; a: ReactNode }> {
  return [
    {
      q: "What image files can I upload?",
      a: "JPG, PNG, GIF and WebP images, max 10MB per image. Your photos stay private to your account, and hidden details a photo can carry, such as where it was taken, are removed before we read it.",
    },
    {
      q: "What does the free plan include?",
      a: "2 social media posts and 2 product listings per account, each written for every platform you pick, on all 12 platforms. They are counted in total and don't reset each month.",
    },
    {
      q: "What does Pro add?",
      a: `For $12.99 per month: unlimited social posts and product listings, bulk upload for many photos at once, ${aiImagesPhrase(config?.imageGeneration)} and priority e-mail support. Cancel any time; Pro stays active until the end of the period you paid for.`,
    },
    {
      q: "Who writes the content?",
      a: `${describeWriter(config)} Every result is a draft: read it, edit it and make it yours before posting.`,
    },
    {
      q: "Can I edit and export what it writes?",
      a: "Yes. Copy any part with one click, save all your social posts as a text file, and download your product listings as a spreadsheet (a CSV file for Excel or Google Sheets) with Platform, Title, Description, Tags, Price, Category and Status columns.",
    },
    {
      q: "Does it post to my accounts for me?",
      a: "No. It never connects to your social or marketplace accounts; you stay in control of what goes live and when.",
    },
    {
      q: "Where can I learn more or get help?",
      a: (
        <>
          The{" "}
          <Link href="/user-manual" className={inlineLink}>
            user manual
          </Link>{" "}
          walks through every screen, and the{" "}
          <Link href="/contact" className={inlineLink}>
            contact page
          </Link>{" "}
          reaches our support team{config ? ` at ${config.supportEmail}` : ""}.
        </>
      ),
    },
  ];
}

export function LandingFaq({ config }: { config: SiteConfig | null }) {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <SectionHeading id="faq-heading" eyebrow="FAQ" title="Questions sellers ask" />
      <FaqList entries={faqs(config)} />
    </section>
  );
}
