import type { SiteConfig } from "../../../domain/site-config";
import { Bullets, type LegalSection, MailLink } from "./legal-document";

/** The privacy policy (spec supporting-areas §2). Statements that depend on the server read its config. */
export function privacySections(config: SiteConfig | null): LegalSection[] {
  const email = config?.supportEmail ?? null;
  const usesAiProvider = config?.engine === "openai";
  const analytics = Boolean(config?.analyticsId);
  return [
    {
      id: "information-we-collect",
      title: "Information we collect",
      body: (
        <Bullets
          items={[
            <>
              <strong>Account details:</strong> your e-mail address, optional first and last name, and your
              password, which we store only in scrambled form (an Argon2id hash) — never as typed.
            </>,
            <>
              <strong>Images:</strong> the product and brand photos you upload, stored privately: only you and
              our administrators can open them. The copy we analyse, or send to an AI provider, is saved again
              without the hidden details a photo file carries (its metadata), including where it was taken.
            </>,
            <>
              <strong>Form data:</strong> what you enter to describe your business and products — business
              type, brand, audience, tone, goals, product details, links and any additional context.
            </>,
            <>
              <strong>Generated content:</strong> the posts and listings created for you, kept so you can find
              them again.
            </>,
            <>
              <strong>Usage data:</strong> how many posts and listings you have created (to apply your plan's
              limits), when, and technical records such as your IP address (your connection's address on the
              internet) and the pages you open, used for security and to limit how often an action can be
              repeated.
            </>,
            <>
              <strong>Messages to us:</strong> the name, e-mail, category, subject and text you send through
              the contact form.
            </>,
            <>
              <strong>Payments:</strong> card details go straight to our payment processor; we keep only its
              customer and subscription references and your plan status.
            </>,
          ]}
        />
      ),
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      body: (
        <Bullets
          items={[
            "To create your social posts, listings and images, and to show you your history.",
            "To run your account: sign-in, plan limits, billing and support.",
            "To keep the service secure: limits on repeated attempts, abuse prevention and fixing problems.",
            "To answer your messages.",
            "We do not sell your personal information and do not use your images or content for advertising.",
          ]}
        />
      ),
    },
    {
      id: "third-parties",
      title: "AI and cloud service providers",
      body: (
        <>
          <p>
            {usesAiProvider
              ? "Your photo and form details are sent to the AI company whose model writes your content for this service. That company processes them on our behalf, only to answer the request."
              : "Your content is currently written by our own software on our servers; your photos and form details are not sent to an outside AI provider for that."}{" "}
            {config?.imageGeneration
              ? "When you use AI image generation, your description and product details are sent to the image model provider."
              : ""}
          </p>
          <p>We also rely on service providers that process data on our behalf, only to run the service:</p>
          <Bullets
            items={[
              "Cloud hosting, database and file storage for your account, images and content.",
              "An e-mail delivery service for messages sent through the contact form.",
              "A payment processor for Pro subscriptions.",
              ...(analytics
                ? ["Google Analytics, to count page views and a few actions (see Cookies)."]
                : []),
            ]}
          />
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>You can ask us at any time to:</p>
          <Bullets
            items={[
              <>
                <strong>Access</strong> the personal information we hold about you;
              </>,
              <>
                <strong>Delete</strong> your account and data;
              </>,
              <>
                <strong>Port</strong> your data: we send your content in a common, machine-readable format
                that other software can open (a CSV spreadsheet or a JSON data file);
              </>,
              <>
                <strong>Correct</strong> information that is wrong or incomplete.
              </>,
            ]}
          />
          <p>
            Write to <MailLink email={email} subject="Privacy request" /> from your account's e-mail address,
            or use the contact form with the category “Privacy & Data”. We answer privacy requests within 72
            hours.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "Data retention",
      body: (
        <Bullets
          items={[
            "Account details, images and generated content are kept while your account exists and deleted within 30 days after you ask us to delete it.",
            "Sign-in sessions end when you log out and expire after 30 days without use.",
            "Records of repeated attempts (such as sign-in tries), kept to limit them, are deleted within about an hour after the period they cover ends.",
            "Contact messages are kept as long as needed to answer and follow up on them.",
            "Billing records are kept as long as tax and accounting law requires.",
          ]}
        />
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      body: (
        <>
          <p>
            We use one session cookie to keep you signed in. It is strictly necessary and functional, cannot
            be read by scripts and is not used to track you across sites. The upload dialog may keep an
            unfinished upload in your browser's own storage so it can resume it.
          </p>
          <p>
            {analytics
              ? "We also use Google Analytics cookies to count page views and a few actions (sign-up, login, content generation, clicks on the promotional banner). Google signals and ad personalisation are turned off."
              : "We do not use analytics cookies."}{" "}
            We use no advertising cookies.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "Security",
      body: (
        <p>
          Passwords are stored only in scrambled form (hashed with Argon2id), the sign-in cookie cannot be
          read by scripts on a page (it is HttpOnly), every image and record is checked to belong to you
          before it is shown, and images are stripped of their hidden details (metadata) before they are
          analysed. No system is perfectly secure; if you believe your account is at risk, contact us straight
          away.
        </p>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          The service is not directed to children under 13, and we do not knowingly collect personal
          information from them. If you believe a child under 13 has given us personal information, contact us
          and we will delete it.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          When we change this policy we update the date at the top, and for significant changes we tell
          signed-in users before they take effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <>
          <p>
            Privacy questions and requests: <MailLink email={email} subject="Privacy request" />
          </p>
          <p>
            General support: <MailLink email={email} />
          </p>
          <p className="text-slate-600 text-sm">
            Both reach the same team; a subject starting with “Privacy” gets your message to the right person.
          </p>
        </>
      ),
    },
  ];
}
