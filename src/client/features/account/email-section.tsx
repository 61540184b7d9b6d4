import { zodResolver } from "@hookform/resolvers/zod";
import { BadgeCheck, CircleAlert, Mail } from "lucide-react";
import { useForm } from "react-hook-form";
import { changeEmailRequestSchema } from "../../../domain/account";
import type { PublicUser } from "../../../domain/auth";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { errorMessageFrom, isHttpError } from "../../lib/api-client";
import { showFieldErrors, statusOf } from "../../lib/field-errors";
import { AccountSection } from "./account-section";
import { useChangeEmail } from "./use-account-settings";
import { useResendVerification } from "./use-email-verification";

/**
 * The address the account uses, whether it is confirmed (with a resend while it is not), and a
 * form to move to another address: a link goes to the new one and the change happens when it is
 * opened.
 */
export function EmailSection({ user }: { user: PublicUser }) {
  return (
    <AccountSection
      id="email"
      title="E-mail"
      description="Where we send sign-in links, receipts and replies."
      icon={Mail}
    >
      <div className="grid gap-6">
        <CurrentAddress user={user} />
        <ChangeEmailForm />
      </div>
    </AccountSection>
  );
}

function CurrentAddress({ user }: { user: PublicUser }) {
  const resend = useResendVerification();
  return (
    <div className="grid gap-2 rounded-lg border border-slate-200 p-4">
      <p className="text-slate-600 text-sm">Current address</p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium text-slate-900">{user.email}</span>
        {user.emailVerified ? (
          <Badge className="border-emerald-200 bg-emerald-50 text-emerald-800">
            <BadgeCheck aria-hidden="true" />
            Verified
          </Badge>
        ) : (
          <Badge className="border-amber-300 bg-amber-50 text-amber-900">
            <CircleAlert aria-hidden="true" />
            Not verified
          </Badge>
        )}
      </div>
      {user.emailVerified ? null : (
        <div className="grid gap-2">
          <p className="text-slate-600 text-sm">
            Open the link we e-mailed you to confirm it. Didn't get it? We can send another.
          </p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? "Sending..." : "Send a new link"}
          </Button>
          <p
            role="status"
            className={resend.isError ? "font-medium text-red-700 text-sm" : "text-slate-700 text-sm"}
          >
            {resend.isSuccess ? resend.data.message : null}
            {resend.isError
              ? errorMessageFrom(resend.error, "We couldn't send a new link. Please try again.")
              : null}
          </p>
        </div>
      )}
    </div>
  );
}

function ChangeEmailForm() {
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { newEmail: "", currentPassword: "" },
  });

  const onSubmit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (showFieldErrors(error, setError, ["newEmail", "currentPassword"])) return;
        if (statusOf(error) === 409) {
          setError("newEmail", { message: errorMessageFrom(error, "Another account uses that address.") });
          return;
        }
        setError("root.server", {
          message: isHttpError(error)
            ? errorMessageFrom(error, "We couldn't change your address. Please try again.")
            : "An error occurred. Please try again.",
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="change-email-heading">
      <h3 id="change-email-heading" className="font-semibold text-base text-slate-900">
        Change e-mail address
      </h3>
      <FormField
        id="account-new-email"
        label="New e-mail address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.newEmail?.message}
        {...register("newEmail")}
      />
      <FormField
        id="account-email-current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      {errors.root?.server ? (
        <p className="font-medium text-red-700 text-sm" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p className="rounded-md bg-indigo-50 p-3 text-indigo-950 text-sm" role="status">
          {change.data.message}
        </p>
      ) : null}
      <Button type="submit" variant="outline" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? "Sending link..." : "Change e-mail"}
      </Button>
    </form>
  );
}
