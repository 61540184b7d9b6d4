import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../../domain/auth";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { FormField } from "../../components/ui/form-field";
import { errorMessageFrom } from "../../lib/api-client";
import { showFieldErrors } from "../../lib/field-errors";
import { requiredEmail } from "./form-rules";
import { SignInLinkOffer } from "./sign-in-link-offer";
import { loginFailure, toastLoginFailure, useLogin } from "./use-login";
import { isSignInThrottled } from "./use-sign-in-link";

/** Spec §5: e-mail required and an address; password required. Shown beside each field on submit. */
const loginFormSchema = z.object({
  email: requiredEmail,
  password: z
    .string()
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

const formFields = ["email", "password"] as const;

/**
 * The sign-in form. A missing or malformed field is shown beside it (and focused) before anything
 * is sent; the server's refusal of a field lands there too; a wrong password or a network failure
 * is the spec's 'Login failed' toast, and stays above the Sign In button (role=alert) until the
 * seller edits a field or tries again. Success goes to `destination`. When sign-in is paused for the
 * account (someone guessing its password from many places), the form offers a sign-in link by
 * e-mail instead (finding 29.8).
 */
export function LoginForm({ destination }: { destination: string }) {
  const login = useLogin(destination);
  const [throttled, setThrottled] = useState<{ email: string; message: string } | null>(null);
  const [failure, setFailure] = useState<{ title: string; description: string } | null>(null);
  const clearFailure = () => setFailure(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit((values) => {
    setThrottled(null);
    setFailure(null);
    login.mutate(values, {
      onError: (error) => {
        if (isSignInThrottled(error)) {
          const message = errorMessageFrom(error, "Too many sign-in attempts on this account.");
          setThrottled({ email: values.email.trim(), message });
          return;
        }
        if (showFieldErrors(error, setError, formFields)) return;
        setFailure(loginFailure(error));
        toastLoginFailure(error);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register("email", { onChange: clearFailure })}
      />
      <FormField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password", { onChange: clearFailure })}
      />
      <Link
        href="/forgot-password"
        className="-mt-2 justify-self-end rounded-sm font-medium text-indigo-700 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
      >
        Forgot your password?
      </Link>
      {failure ? (
        <FormAlert id="login-failure" title={failure.title} message={failure.description} className="mt-2" />
      ) : null}
      <Button
        type="submit"
        className="mt-2 w-full"
        disabled={login.isPending}
        aria-describedby={failure ? "login-failure" : undefined}
      >
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
      {throttled ? <SignInLinkOffer key={throttled.email} {...throttled} /> : null}
    </form>
  );
}
