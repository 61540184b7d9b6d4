import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Store } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import {
  commonShopCountries,
  dispatchDayChoices,
  returnWindows,
  SHOP_SETTINGS_LIMITS,
  type ShopSettings,
  type ShopSettingsInput,
  shopCurrencies,
} from "../../../domain/shop-settings";
import { Button } from "../../components/ui/button";
import { FieldLabel } from "../../components/ui/field-label";
import { FormField } from "../../components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessageFrom } from "../../lib/api-client";
import { AccountSection } from "./account-section";

export const shopSettingsQueryKey = ["/api/account/shop-settings"] as const;

/** The form's values: text for every field, "" for not set. */
interface ShopForm {
  location: string;
  country: string;
  postalCode: string;
  dispatchDays: string;
  returns: "" | "accepted" | "not-accepted";
  withinDays: string;
  paidBy: "" | "buyer" | "seller";
  shippingPolicy: string;
  returnPolicy: string;
  paymentPolicy: string;
  currency: string;
  shopifyStore: string;
}

function formOf(settings: ShopSettings): ShopForm {
  const returns = settings.returns;
  return {
    location: settings.location ?? "",
    country: settings.country ?? "",
    postalCode: settings.postalCode ?? "",
    dispatchDays: settings.dispatchDays === undefined ? "" : String(settings.dispatchDays),
    returns: returns ? (returns.accepted ? "accepted" : "not-accepted") : "",
    withinDays: returns?.withinDays ? String(returns.withinDays) : "",
    paidBy: returns?.paidBy ?? "",
    shippingPolicy: settings.ebayPolicies?.shipping ?? "",
    returnPolicy: settings.ebayPolicies?.returns ?? "",
    paymentPolicy: settings.ebayPolicies?.payment ?? "",
    currency: settings.currency ?? "",
    shopifyStore: settings.shopifyStore ?? "",
  };
}

/** The form as PUT /api/account/shop-settings takes it: blanks left out. */
export function settingsOf(form: ShopForm): ShopSettingsInput {
  const text = (value: string) => value.trim() || undefined;
  const accepted = form.returns === "accepted";
  return {
    location: text(form.location),
    country: text(form.country),
    postalCode: text(form.postalCode),
    dispatchDays: form.dispatchDays === "" ? undefined : Number(form.dispatchDays),
    returns: form.returns
      ? {
          accepted,
          withinDays: accepted && form.withinDays ? Number(form.withinDays) : undefined,
          paidBy: accepted && form.paidBy ? form.paidBy : undefined,
        }
      : undefined,
    ebayPolicies: {
      shipping: text(form.shippingPolicy),
      returns: text(form.returnPolicy),
      payment: text(form.paymentPolicy),
    },
    currency: (text(form.currency) as ShopSettingsInput["currency"]) ?? undefined,
    shopifyStore: text(form.shopifyStore),
  };
}

function ChoiceField({
  id,
  label,
  value,
  onChange,
  choices,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <FieldLabel htmlFor={id} optional>
        {label}
      </FieldLabel>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

const dispatchChoices = dispatchDayChoices.map((days) => ({
  value: String(days),
  label: days === 0 ? "Same business day" : `${days} business ${days === 1 ? "day" : "days"}`,
}));

/**
 * Shop settings (issue 32): where items ship from, how fast, the returns policy, eBay's business
 * policy names and the currency — what every marketplace file needs once, read by each export.
 */
export function ShopSettingsSection() {
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: shopSettingsQueryKey,
    queryFn: async () =>
      ((await (await apiRequest("GET", "/api/account/shop-settings")).json()) as { settings: ShopSettings })
        .settings,
  });
  const [form, setForm] = useState<ShopForm | null>(null);
  useEffect(() => {
    if (stored.data && form === null) setForm(formOf(stored.data));
  }, [stored.data, form]);
  const save = useMutation({
    mutationFn: async (settings: ShopSettingsInput) =>
      (
        (await (await apiRequest("PUT", "/api/account/shop-settings", settings)).json()) as {
          settings: ShopSettings;
        }
      ).settings,
    onSuccess: (settings) => {
      queryClient.setQueryData(shopSettingsQueryKey, settings);
      setForm(formOf(settings));
      toast({ title: "Shop settings saved", description: "Your next marketplace files use them." });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Shop settings not saved",
        description: errorMessageFrom(error, "Something went wrong. Please try again."),
      }),
  });
  const set = (patch: Partial<ShopForm>) =>
    setForm((current) => (current ? { ...current, ...patch } : current));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form) save.mutate(settingsOf(form));
  };

  return (
    <AccountSection
      id="shop-settings"
      title="Shop settings"
      description="Where your items ship from, how fast, and your returns policy: filled into every eBay and Shopify file."
      icon={Store}
      className="lg:col-span-2"
    >
      {form === null ? (
        <p className="text-slate-600 text-sm">
          {stored.isError ? "Shop settings could not be loaded." : "Loading…"}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Shop settings">
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              id="shop-location"
              label="Item location (city, region)"
              optional
              placeholder="e.g. Portland, OR"
              maxLength={SHOP_SETTINGS_LIMITS.location}
              value={form.location}
              onChange={(event) => set({ location: event.target.value })}
            />
            <ChoiceField
              id="shop-country"
              label="Country"
              value={form.country}
              onChange={(country) => set({ country })}
              choices={commonShopCountries.map(({ code, name }) => ({ value: code, label: name }))}
              placeholder="Select country"
            />
            <FormField
              id="shop-postal-code"
              label="Postal code"
              optional
              autoComplete="postal-code"
              maxLength={SHOP_SETTINGS_LIMITS.postalCode}
              value={form.postalCode}
              onChange={(event) => set({ postalCode: event.target.value })}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <ChoiceField
              id="shop-dispatch"
              label="Dispatch within"
              value={form.dispatchDays}
              onChange={(dispatchDays) => set({ dispatchDays })}
              choices={dispatchChoices}
              placeholder="Select dispatch time"
            />
            <ChoiceField
              id="shop-currency"
              label="Currency"
              value={form.currency}
              onChange={(currency) => set({ currency })}
              choices={shopCurrencies.map((code) => ({ value: code, label: code }))}
              placeholder="Select currency"
            />
          </div>
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 font-medium text-slate-900 text-sm">Returns</legend>
            <ChoiceField
              id="shop-returns"
              label="Returns accepted?"
              value={form.returns}
              onChange={(returns) => set({ returns: returns as ShopForm["returns"] })}
              choices={[
                { value: "accepted", label: "Yes, returns accepted" },
                { value: "not-accepted", label: "No returns" },
              ]}
              placeholder="Select"
            />
            {form.returns === "accepted" ? (
              <>
                <ChoiceField
                  id="shop-returns-within"
                  label="Returns within"
                  value={form.withinDays}
                  onChange={(withinDays) => set({ withinDays })}
                  choices={returnWindows.map((days) => ({ value: String(days), label: `${days} days` }))}
                  placeholder="Select"
                />
                <ChoiceField
                  id="shop-returns-paid-by"
                  label="Return postage paid by"
                  value={form.paidBy}
                  onChange={(paidBy) => set({ paidBy: paidBy as ShopForm["paidBy"] })}
                  choices={[
                    { value: "buyer", label: "Buyer" },
                    { value: "seller", label: "Seller (you)" },
                  ]}
                  placeholder="Select"
                />
              </>
            ) : null}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-1 font-medium text-slate-900 text-sm">eBay business policies</legend>
            <p className="text-slate-600 text-xs sm:col-span-3">
              The names of your policies in eBay's Seller Hub. eBay then takes shipping, returns and payment
              from them.
            </p>
            <FormField
              id="shop-policy-shipping"
              label="Shipping policy"
              optional
              maxLength={SHOP_SETTINGS_LIMITS.policyName}
              value={form.shippingPolicy}
              onChange={(event) => set({ shippingPolicy: event.target.value })}
            />
            <FormField
              id="shop-policy-returns"
              label="Return policy"
              optional
              maxLength={SHOP_SETTINGS_LIMITS.policyName}
              value={form.returnPolicy}
              onChange={(event) => set({ returnPolicy: event.target.value })}
            />
            <FormField
              id="shop-policy-payment"
              label="Payment policy"
              optional
              maxLength={SHOP_SETTINGS_LIMITS.policyName}
              value={form.paymentPolicy}
              onChange={(event) => set({ paymentPolicy: event.target.value })}
            />
          </fieldset>
          <FormField
            id="shop-shopify-store"
            label="Shopify store address"
            optional
            placeholder="my-shop.myshopify.com"
            hint="Lets “Download for import” link your photos once you've added them to your store's Files."
            maxLength={80}
            autoComplete="off"
            value={form.shopifyStore}
            onChange={(event) => set({ shopifyStore: event.target.value })}
          />
          <Button type="submit" className="justify-self-start" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save shop settings"}
          </Button>
        </form>
      )}
    </AccountSection>
  );
}
