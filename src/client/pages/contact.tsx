import { PublicLayout } from "../components/layout/public-layout";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { useUser } from "../features/auth/use-user";
import { ContactForm } from "../features/contact/contact-form";
import {
  CompanyInfo,
  ContactFaq,
  ContactTopics,
  PreContactChecklist,
  ResponseTimes,
  ToolLinks,
} from "../features/contact/contact-info";
import { useSiteConfig } from "../lib/use-site-config";

/** /contact (spec supporting-areas §2): the form, topics, response times, FAQ, checklist, company info. */
export function ContactPage() {
  const { user, isAuthenticated } = useUser();
  const supportEmail = useSiteConfig()?.supportEmail ?? null;
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");

  return (
    <PublicLayout signedIn={isAuthenticated}>
      <title>{`Contact Us · ${PRODUCT_NAME}`}</title>
      <div className="border-slate-200 border-b bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-slate-600">
            Questions about your account, a result that looks wrong, an idea for a feature: we read every
            message and reply by e-mail.
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:py-12">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Send us a message</CardTitle>
              <CardDescription>
                We reply to the e-mail address you enter, usually within 24-48 hours.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {/* Remount once the signed-in user is known, so the form starts with their name and e-mail. */}
              <ContactForm
                key={user?.id ?? "visitor"}
                defaultName={fullName}
                defaultEmail={user?.email ?? ""}
                supportEmail={supportEmail}
              />
            </CardContent>
          </Card>
          <PreContactChecklist />
        </div>
        <div className="grid content-start gap-6">
          <ResponseTimes />
          <ContactTopics supportEmail={supportEmail} />
          <CompanyInfo supportEmail={supportEmail} productName={PRODUCT_NAME} />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6">
        <ContactFaq supportEmail={supportEmail} />
        <ToolLinks signedIn={isAuthenticated} />
      </div>
    </PublicLayout>
  );
}
