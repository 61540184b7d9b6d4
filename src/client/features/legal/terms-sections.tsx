import type { SiteConfig } from "../../../domain/site-config";
import { Bullets, type LegalSection, MailLink } from "./legal-document";

/** The terms of service (spec supporting-areas §2). */
export function termsSections(config: SiteConfig | null): LegalSection[] {
  const email = config?.supportEmail ?? null;
  return [
    {
      id: "acceptance",
      title: "Acceptance of these terms",
      body: (
        <p>
          By creating an account or using Seller Content Studio (“the service”) you agree to these terms and
          to our Privacy Policy. If you use the service for a business, you accept them on its behalf.
        </p>
      ),
    },
    {
      id: "accounts-and-plans",
      title: "Accounts and plans",
      body: (
        <Bullets
          items={[
            "You must be at least 13 years old, and old enough to enter into a contract where you live (or have a parent's or guardian's permission).",
            "The Free plan includes 2 social media generations and 2 product listing generations per account, in total. One account per person: creating extra accounts to get more free generations is not allowed.",
            "Pro costs $12.99 per month, renews automatically each month and can be cancelled at any time; after cancelling you keep Pro until the end of the period you paid for.",
            "We may change prices for future periods; we tell you before a change applies to you.",
            "If you were charged in error, contact us and we will put it right.",
          ]}
        />
      ),
    },
    {
      id: "responsibilities",
      title: "Your responsibilities",
      body: (
        <Bullets
          items={[
            "Keep your password secret and tell us if you think someone else has used your account.",
            "Upload only images you own or have permission to use.",
            "Review every generated post and listing before you publish it, and make sure it is accurate about your product, its price and its materials.",
            "Follow the rules of the platforms and marketplaces where you publish.",
          ]}
        />
      ),
    },
    {
      id: "prohibited-uses",
      title: "Prohibited uses",
      body: (
        <>
          <p>You may not use the service to:</p>
          <Bullets
            items={[
              "break the law or infringe anyone's intellectual property, privacy or other rights;",
              "create false, misleading or deceptive product claims, reviews or listings;",
              "create hateful, harassing, sexually explicit or violent content;",
              "upload malware, probe or attack the service, or get around its limits or security;",
              "scrape the service or access it by automated means beyond ordinary personal use;",
              "resell or share access to your account.",
            ]}
          />
        </>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: (
        <>
          <p>
            You keep all rights to the images and information you upload. To the extent the law allows, the
            content generated for you is yours to use, edit and publish. You give us permission to store and
            process your uploads and content only to provide the service to you.
          </p>
          <p>
            The service itself — its software, design, name and logo — belongs to us and is protected by law.
            These terms give you no right to use our name or logo.
          </p>
        </>
      ),
    },
    {
      id: "ai-disclaimer",
      title: "AI-generated content disclaimer",
      body: (
        <p>
          Posts, listings, prices and images are generated automatically — by our own writing software or,
          where the service uses one, by an AI model. They can be inaccurate, incomplete or similar to content
          produced for others. Suggested prices are estimates, not advice. Generated content is not legal,
          financial or professional advice, and platforms change their rules; you are responsible for what you
          publish.
        </p>
      ),
    },
    {
      id: "availability",
      title: "Availability and changes to the service",
      body: (
        <p>
          We work to keep the service available and improving, but it is provided “as is” and “as available”,
          without warranties of any kind to the extent the law allows. We may change or discontinue features;
          if we discontinue Pro, we refund the unused part of any period you paid for.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Limitation of liability",
      body: (
        <p>
          To the maximum extent permitted by law, we are not liable for indirect, incidental, special,
          consequential or punitive damages, or for lost profits, sales, data or goodwill. Our total liability
          for any claim relating to the service is limited to the amount you paid us in the 12 months before
          the event giving rise to the claim.
        </p>
      ),
    },
    {
      id: "termination",
      title: "Termination",
      body: (
        <p>
          You may stop using the service and ask us to delete your account at any time. We may suspend or
          close an account that breaks these terms, with notice where reasonable. Sections on intellectual
          property, the disclaimer, limitation of liability and governing law survive termination.
        </p>
      ),
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      body: (
        <p>
          These terms are governed by the laws of the United States and of the state in which we are
          established, without regard to conflict-of-law rules. Any dispute will be resolved by binding
          individual arbitration, not in a class action, except that either side may bring a claim in
          small-claims court. You may opt out of arbitration by writing to us within 30 days of first
          accepting these terms.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We update the date at the top when these terms change, and tell signed-in users about significant
          changes before they take effect. Continuing to use the service after that means you accept the new
          terms.
        </p>
      ),
    },
    {
      id: "legal-contact",
      title: "Legal contact",
      body: (
        <p>
          Questions about these terms, legal notices and arbitration opt-outs:{" "}
          <MailLink email={email} subject="Legal" />
        </p>
      ),
    },
  ];
}
