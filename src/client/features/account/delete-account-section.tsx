import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Trash2, TriangleAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { deleteAccountRequestSchema } from "../../../domain/account";
import type { PublicUser } from "../../../domain/auth";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { errorMessageFrom, isHttpError } from "../../lib/api-client";
import { showFieldErrors } from "../../lib/field-errors";
import { AccountSection } from "./account-section";
import { useDeleteAccount } from "./use-delete-account";

/** The same comparison as the server's: spaces around and letter case don't matter. */
export const confirmsEmail = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * The danger zone: what deleting removes, and a button that works only once the user has typed
 * their own e-mail address. Success signs out and lands on the landing page.
 */
export function DeleteAccountSection({ user }: { user: PublicUser }) {
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { confirmEmail: "" },
  });
  const matches = confirmsEmail(watch("confirmEmail"), user.email);
  const planNote =
    user.subscriptionStatus === "active"
      ? "Your Pro subscription is canceled first, so you won't be charged again."
      : user.subscriptionStatus === "canceling"
        ? "Your canceled Pro plan ends with the account; you won't be charged again."
        : "If you had a Pro subscription, it would be canceled first.";

  const onSubmit = handleSubmit((values) => {
    if (!confirmsEmail(values.confirmEmail, user.email)) {
      setError("confirmEmail", { message: "Type your e-mail address exactly as shown to confirm." });
      return;
    }
    remove.mutate(values, {
      onError: (error) => {
        if (showFieldErrors(error, setError, ["confirmEmail"])) return;
        setError("root.server", {
          message: isHttpError(error)
            ? errorMessageFrom(error, "We couldn't delete your account. Please try again.")
            : "An error occurred. Please try again.",
        });
      },
    });
  });

  return (
    <AccountSection
      id="delete-account"
      title="Delete account"
      description="Permanently remove your account and everything in it. This can't be undone."
      icon={TriangleAlert}
      tone="danger"
      className="lg:col-span-2"
    >
      <div className="grid gap-5">
        <div className="grid gap-2 rounded-lg border border-red-200 bg-red-50/60 p-4 text-slate-800 text-sm">
          <p className="font-medium">Deleting your account removes:</p>
          <ul className="list-disc pl-5">
            <li>your profile and sign-in details;</li>
            <li>every photo you uploaded;</li>
            <li>every social post, product listing and bulk upload batch you made;</li>
            <li>every sign-in, so all your devices are signed out.</li>
          </ul>
          <p>{planNote} Want a copy of anything? Copy it from your history before you go.</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="grid max-w-lg gap-4" aria-label="Delete account">
          <FormField
            id="delete-confirm-email"
            label={`Type your e-mail address (${user.email}) to confirm`}
            type="email"
            autoComplete="off"
            inputMode="email"
            spellCheck={false}
            required
            error={errors.confirmEmail?.message}
            {...register("confirmEmail")}
          />
          {errors.root?.server ? (
            <p className="font-medium text-red-700 text-sm" role="alert">
              {errors.root.server.message}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="destructive"
            className="justify-self-start"
            disabled={!matches || remove.isPending}
          >
            {remove.isPending ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            Delete my account
          </Button>
        </form>
      </div>
    </AccountSection>
  );
}
