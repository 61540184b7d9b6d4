import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { errorMessageFrom, isHttpError } from "../../lib/api-client";
import { showFieldErrors } from "../../lib/field-errors";
import { requiredEmail } from "../auth/form-rules";
import { useForgotPassword } from "./use-password-reset";

const forgotPasswordFormSchema = z.object({ email: requiredEmail });

/**
 * The address to send a reset link to, checked beside the field before anything is sent; the
 * server's reply (the same for every address) replaces the form.
 */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit((values) => {
    forgot.mutate(values, {
      onError: (error) => {
        if (showFieldErrors(error, setError, ["email"])) return;
        setError("root.server", {
          message: isHttpError(error)
            ? errorMessageFrom(error, "We couldn't send the link. Please try again.")
            : "An error occurred. Please try again.",
        });
      },
    });
  });

  if (forgot.isSuccess) {
    return (
      <div className="grid gap-4" role="status">
        <p className="flex items-start gap-2 text-slate-800">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
          {forgot.data.message}
        </p>
        <p className="text-slate-600 text-sm">
          Nothing after a few minutes? Check your spam folder, or make sure{" "}
          <strong className="break-all">{getValues("email").trim()}</strong> is the address you signed up
          with.
        </p>
        <Button variant="outline" onClick={() => forgot.reset()}>
          Use another address
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      {errors.root?.server ? (
        <p className="font-medium text-red-700 text-sm" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <Button type="submit" className="mt-2 w-full" disabled={forgot.isPending}>
        {forgot.isPending ? "Sending..." : "Send reset link"}
      </Button>
    </form>
  );
}
