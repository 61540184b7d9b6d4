import { zodResolver } from "@hookform/resolvers/zod";
import { XCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import { newPasswordSchema } from "../../../domain/account";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/auth";
import { Button, buttonClasses } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { errorMessageFrom, isHttpError } from "../../lib/api-client";
import { showFieldErrors } from "../../lib/field-errors";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { useResetPassword } from "./use-password-reset";

/** The new password twice; a mismatch is caught here and nothing is sent. */
export const newPasswordFormSchema = z
  .object({
    password: z.string().min(1, "Enter a new password").pipe(newPasswordSchema),
    confirmPassword: z.string().min(1, "Please confirm your new password"),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

/** A link that no longer works: say so, and offer a new one. */
export function BadResetLink({ message }: { message: string }) {
  return (
    <div className="grid gap-5">
      <p className="flex items-start gap-2 text-slate-800" role="alert">
        <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
        {message}
      </p>
      <Link href="/forgot-password" className={buttonClasses({ className: "w-full" })}>
        Request a new link
      </Link>
    </div>
  );
}

/**
 * Choose a new password from an e-mailed link. Success signs the user in (every other session
 * ends) and goes to /home; a weak password is refused beside the field; a used or expired link
 * replaces the form with a way to ask for a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const password = watch("password");

  const onSubmit = handleSubmit(({ password }) => {
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          if (showFieldErrors(error, setError, ["password"])) return;
          if (!isHttpError(error)) {
            setError("root.server", { message: "An error occurred. Please try again." });
            return;
          }
          setLinkProblem(errorMessageFrom(error, "This link is no longer valid. Ask for a new one."));
        },
      },
    );
  });

  if (linkProblem) return <BadResetLink message={linkProblem} />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <FormField
          id="reset-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint={`Use ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters. A few unrelated words make a strong one.`}
          error={errors.password?.message}
          {...register("password")}
        />
        <PasswordStrengthMeter id="reset-password-strength" password={password} />
      </div>
      <FormField
        id="reset-confirm-password"
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
      <Button type="submit" className="mt-2 w-full" disabled={reset.isPending || reset.isSuccess}>
        {reset.isPending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
