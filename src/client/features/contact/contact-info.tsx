import {
  BookOpen,
  Building2,
  CheckCircle2,
  Clock,
  CreditCard,
  Handshake,
  type LucideIcon,
  Mail,
  MessageSquareText,
  ShieldCheck,
  ShoppingBag,
  Wrench,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { type ContactCategory, contactCategoryLabel, supportResponseTimes } from "../../../domain/contact";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FaqList } from "../../components/ui/faq-list";

const inlineLink = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";

const topics: Array<{ category: ContactCategory; icon: LucideIcon; text: string }> = [
  {
    category: "technical",
    icon: Wrench,
    text: "Uploading photos, results that look wrong, downloads, signing in.",
  },
  { category: "billing", icon: CreditCard, text: "Upgrading, cancelling, receipts, your plan's limits." },
  { category: "business", icon: Handshake, text: "Partnerships, agencies, larger teams." },
  { category: "privacy", icon: ShieldCheck, text: "Access, correction, export or deletion of your data." },
];

function mailto(email: string, category: ContactCategory): string {
  return `mailto:${email}?${new URLSearchParams({ subject: `${contactCategoryLabel(category)}: ` }).toString().replace(/\+/g, "%20")}`;
}

/** E-mail per topic. There is one support inbox; the subject line routes the message. */
export function ContactTopics({ supportEmail }: { supportEmail: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Mail className="size-5 text-indigo-600" aria-hidden="true" />
          E-mail us by topic
        </CardTitle>
        <CardDescription>
          Prefer e-mail? Every topic reaches the same support team; the subject line gets it to the right
          person.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {topics.map(({ category, icon: Icon, text }) => (
            <li key={category} className="flex gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0">
                <h3 className="font-medium text-slate-900 text-sm">{contactCategoryLabel(category)}</h3>
                <p className="text-slate-600 text-sm">{text}</p>
                {supportEmail ? (
                  <a href={mailto(supportEmail, category)} className={`${inlineLink} break-all text-sm`}>
                    {supportEmail}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function ResponseTimes() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Clock className="size-5 text-indigo-600" aria-hidden="true" />
          Response times
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {supportResponseTimes.map(({ topic, time }) => (
            <div
              key={topic}
              className="flex items-baseline justify-between gap-4 border-slate-100 border-b pb-2 last:border-0"
            >
              <dt className="text-slate-700">{topic}</dt>
              <dd className="font-semibold text-slate-900">{time}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-slate-600 text-xs">
          Pro members' messages are flagged as high priority and answered first.
        </p>
      </CardContent>
    </Card>
  );
}

const checklist: ReactNode[] = [
  <>
    Searched the{" "}
    <Link href="/user-manual" className={inlineLink}>
      user manual
    </Link>
    , especially{" "}
    <a href="/user-manual#troubleshooting" className={inlineLink}>
      Troubleshooting
    </a>
    .
  </>,
  "Noted the page you were on and what you clicked.",
  "Copied any error message exactly as it appeared.",
  "Checked your image: JPEG, PNG, GIF or WebP, at most 10 MB.",
  "Used the e-mail address of your account, so we can find it.",
];

export function PreContactChecklist() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <CheckCircle2 className="size-5 text-indigo-600" aria-hidden="true" />
          Before you write
        </CardTitle>
        <CardDescription>A complete first message gets a complete first answer.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-slate-700 text-sm">
          {checklist.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static list
            <li key={index} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function faq(supportEmail: string | null): Array<{ q: string; a: ReactNode }> {
  return [
    {
      q: "How quickly will you reply?",
      a: "Technical issues within 24 hours, business inquiries within 48 hours and privacy requests within 72 hours. Most messages are answered within 24-48 hours.",
    },
    {
      q: "I reached my free limit. Can I get more?",
      a: "The Free plan includes 2 social media posts and 2 product listings per account. Pro ($12.99/month) removes the limits; you can cancel any time.",
    },
    {
      q: "How do I cancel Pro?",
      a: "Open Plan in the top bar and press Cancel Subscription. You keep Pro until the end of the period you paid for.",
    },
    {
      q: "How do I delete my account or data?",
      a: (
        <>
          Choose “Privacy & Data” as the category{supportEmail ? ` or write to ${supportEmail}` : ""} from
          your account's e-mail address. See the{" "}
          <Link href="/privacy" className={inlineLink}>
            Privacy Policy
          </Link>{" "}
          for what we keep and for how long.
        </>
      ),
    },
    {
      q: "Can I suggest a feature or a new platform?",
      a: "Yes, please: choose “Feature Request”. Tell us what you sell and where, and what would save you time.",
    },
  ];
}

export function ContactFaq({ supportEmail }: { supportEmail: string | null }) {
  return (
    <section aria-labelledby="contact-faq-heading">
      <h2 id="contact-faq-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
        Frequently asked questions
      </h2>
      <FaqList entries={faq(supportEmail)} className="mt-4" />
    </section>
  );
}

/** Company info: only facts this site can stand behind. */
export function CompanyInfo({
  supportEmail,
  productName,
}: {
  supportEmail: string | null;
  productName: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Building2 className="size-5 text-indigo-600" aria-hidden="true" />
          About {productName}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-slate-700 text-sm">
        <p>
          {productName} turns a product photo into social posts for 6 networks and listings for 6
          marketplaces, for small businesses, online sellers and creators.
        </p>
        {supportEmail ? (
          <p>
            Support:{" "}
            <a href={`mailto:${supportEmail}`} className={`${inlineLink} break-all`}>
              {supportEmail}
            </a>
          </p>
        ) : null}
        <p>
          Legal:{" "}
          <Link href="/privacy" className={inlineLink}>
            Privacy Policy
          </Link>{" "}
          ·{" "}
          <Link href="/terms" className={inlineLink}>
            Terms of Service
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/** Links into the tools; visitors without an account are sent to sign up first. */
export function ToolLinks({ signedIn }: { signedIn: boolean }) {
  const tools = [
    {
      href: "/social-content",
      title: "Social Content",
      text: "Captions for 6 networks",
      icon: MessageSquareText,
    },
    {
      href: "/product-listings",
      title: "Product Listings",
      text: "Listings for 6 marketplaces",
      icon: ShoppingBag,
    },
    { href: "/user-manual", title: "User Manual", text: "Every screen, step by step", icon: BookOpen },
  ];
  return (
    <section aria-labelledby="tools-heading">
      <h2 id="tools-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
        Back to creating
      </h2>
      {signedIn ? null : (
        <p className="mt-1 text-slate-600 text-sm">The tools open after you create a free account.</p>
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {tools.map(({ href, title, text, icon: Icon }) => {
          const target = signedIn || href === "/user-manual" ? href : "/register";
          return (
            <li key={href}>
              <Link
                href={target}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-indigo-100 text-indigo-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="block text-slate-600 text-sm">{text}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
