import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/auth";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { useRegister } from "./use-register";

/**
 * The form's own shape (it has a confirmation field the request never carries). Spec §5: e-mail,
 * password and confirmation are required, names optional; the password length rule is the server's,
 * shown as a hint, and its 400 message surfaces in the failure toast.
 */
const registerFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: emailSchema,
  password: z.string().min(1, "Password is required"),
  confirmPassword: z.string().min(1, "Please confirm your password"),
});

export function RegisterForm() {
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(({ email, password, confirmPassword, firstName, lastName }) => {
    if (password !== confirmPassword) {
      toast({ variant: "destructive", title: "Password mismatch", description: "Passwords do not match" });
      return;
    }
    registerUser.mutate({
      email,
      password,
      firstName: firstName.trim() || null,
      lastName: lastName.trim() || null,
    });
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
          {...register("firstName")}
        />
        <FormField
          id="register-last-name"
          label="Last name"
          optional
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register("lastName")}
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
        {...register("email")}
      />
      <FormField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`Use ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters.`}
        error={errors.password?.message}
        {...register("password")}
      />
      <FormField
        id="register-confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" className="mt-2 w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
