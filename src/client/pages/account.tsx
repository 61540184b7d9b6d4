import { PRODUCT_NAME } from "../components/layout/site-header";
import { ApiTokensSection } from "../features/account/api-tokens-section";
import { DeleteAccountSection } from "../features/account/delete-account-section";
import { EmailSection } from "../features/account/email-section";
import { PasswordSection } from "../features/account/password-section";
import { PlanSection } from "../features/account/plan-section";
import { ProfileSection } from "../features/account/profile-section";
import { SessionsSection } from "../features/account/sessions-section";
import { ShopSettingsSection } from "../features/account/shop-settings-section";
import { useUser } from "../features/auth/use-user";
import { BillingFrame } from "../features/billing/billing-frame";

const sections = [
  { id: "profile", label: "Profile" },
  { id: "plan", label: "Plan" },
  { id: "email", label: "E-mail" },
  { id: "password", label: "Password" },
  { id: "shop-settings", label: "Shop settings" },
  { id: "sessions", label: "Devices" },
  { id: "api-tokens", label: "API tokens" },
  { id: "delete-account", label: "Delete account" },
];

/**
 * /account (signed in): profile, plan, e-mail, password, the signed-in devices, API tokens, and
 * deleting the account. The signed-in pages' frame (the billing pages share it).
 */
export function AccountPage() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <BillingFrame>
      <title>{`Account · ${PRODUCT_NAME}`}</title>
      <header>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Account</h1>
        <p className="mt-1 text-slate-600">
          Your name, e-mail, password and plan, the devices you're signed in on, and connections for your own
          tools.
        </p>
      </header>
      <nav aria-label="Account sections" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sections.map(({ id, label }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <ProfileSection user={user} />
        <PlanSection user={user} />
        <EmailSection user={user} />
        <PasswordSection user={user} />
        <ShopSettingsSection />
        <SessionsSection />
        <ApiTokensSection />
        <DeleteAccountSection user={user} />
      </div>
    </BillingFrame>
  );
}
