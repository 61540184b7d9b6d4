import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { changePasswordRequestSchema } from "../../../domain/account";
import type { PublicUser } from "../../../domain/auth";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/auth";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { errorMessageFrom, isHttpError } from "../../lib/api-client";
import { showFieldErrors } from "../../lib/field-errors";
import { AccountSection } from "./account-section";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { useChangePassword } from "./use-account-settings";

/** The request's rules plus the confirmation, which must match (checked here; nothing is sent otherwise). */
const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your new password") })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

/** Change the password (the current one proves it is the owner); every other device is signed out. */
export function PasswordSection({ user }: { user: PublicUser }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const newPassword = watch("newPassword");

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          reset();
          toast({ title: "Password changed", description: message });
        },
        onError: (error) => {
          if (showFieldErrors(error, setError, ["currentPassword", "newPassword"])) return;
          setError("root.server", {
            message: isHttpError(error)
              ? errorMessageFrom(error, "We couldn't change your password. Please try again.")
              : "An error occurred. Please try again.",
          });
        },
      },
    );
  });

  return (
    <AccountSection
      id="password"
      title="Password"
      description="Changing it signs you out on every other device."
      icon={KeyRound}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
        <FormField
          id="account-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
        <div className="grid gap-2">
          <FormField
            id="account-new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint={`Use ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters.`}
            error={errors.newPassword?.message}
            {...register("newPassword")}
          />
          <PasswordStrengthMeter
            id="account-new-password-strength"
            password={newPassword}
            userInputs={[user.email, user.firstName, user.lastName]}
          />
        </div>
        <FormField
          id="account-confirm-password"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        {errors.root?.server ? (
          <p className="font-medium text-red-700 text-sm" role="alert">
            {errors.root.server.message}
          </p>
        ) : null}
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </form>
    </AccountSection>
  );
}
