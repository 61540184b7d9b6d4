import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { newPasswordSchema } from "../../../domain/account";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/auth";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { FormField } from "../../components/ui/form-field";
import { errorMessageFrom } from "../../lib/api-client";
import { showFieldErrors, statusOf } from "../../lib/field-errors";
import { PasswordStrengthMeter } from "../account/password-strength-meter";
import { requiredEmail } from "./form-rules";
import { registrationFailure, toastRegistrationFailure, useRegister } from "./use-register";

/**
 * The form's own shape (it has a confirmation field the request never carries). Spec §5: e-mail,
 * password and confirmation are required, names optional; the password's length comes from
 * src/domain. A mismatch is checked once the fields themselves are right.
 */
const registerFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: requiredEmail,
    password: z.string().min(1, "Password is required").pipe(newPasswordSchema),
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

/** The fields the server may refuse, in the form's order: focus goes to the first refused. */
const serverFields = ["firstName", "lastName", "email", "password"] as const;

/**
 * The sign-up form. Every problem with what was typed (a missing field, an address that is not
 * one, a short password, a mismatch) is shown beside its field, and focus goes to the first, before
 * anything is sent; the server's refusals (a password too easy to guess, an address in use) land
 * beside their fields the same way. A failure no field explains is the spec's toast, and stays
 * above the button (role=alert) until the seller edits a field or tries again.
 */
export function RegisterForm({ destination }: { destination: string }) {
  const registerUser = useRegister(destination);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });
  const [password, email, firstName, lastName] = watch(["password", "email", "firstName", "lastName"]);
  // A refusal not about one field (or a network failure) stays above the button until the seller acts.
  const [failure, setFailure] = useState<{ title: string; description: string } | null>(null);
  const clearFailure = () => setFailure(null);

  const onSubmit = handleSubmit(({ email, password, firstName, lastName }) => {
    setFailure(null);
    registerUser.mutate(
      {
        email,
        password,
        firstName: firstName.trim() || null,
        lastName: lastName.trim() || null,
      },
      {
        onError: (error) => {
          if (showFieldErrors(error, setError, serverFields)) return;
          if (statusOf(error) === 409) {
            setError(
              "email",
              { type: "server", message: errorMessageFrom(error, "Another account uses this address") },
              { shouldFocus: true },
            );
            return;
          }
          setFailure(registrationFailure(error));
          toastRegistrationFailure(error);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="register-first-name"
          label="First name"
          optional
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register("firstName", { onChange: clearFailure })}
        />
        <FormField
          id="register-last-name"
          label="Last name"
          optional
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register("lastName", { onChange: clearFailure })}
        />
      </div>
      <FormField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register("email", { onChange: clearFailure })}
      />
      <div className="grid gap-2">
        <FormField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`Use ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters. A few unrelated words make a strong one.`}
          error={errors.password?.message}
          // Once the form has been sent, a fixed password re-checks the confirmation too.
          {...register("password", { deps: ["confirmPassword"], onChange: clearFailure })}
        />
        <PasswordStrengthMeter
          id="register-password-strength"
          password={password}
          userInputs={[email, firstName, lastName]}
        />
      </div>
      <FormField
        id="register-confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword", { onChange: clearFailure })}
      />
      {failure ? (
        <FormAlert
          id="register-failure"
          title={failure.title}
          message={failure.description}
          className="mt-2"
        />
      ) : null}
      <Button
        type="submit"
        className="mt-2 w-full"
        disabled={registerUser.isPending}
        aria-describedby={failure ? "register-failure" : undefined}
      >
        {registerUser.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
