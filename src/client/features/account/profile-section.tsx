import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { profileUpdateSchema } from "../../../domain/account";
import type { PublicUser } from "../../../domain/auth";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { errorMessageFrom } from "../../lib/api-client";
import { showFieldErrors } from "../../lib/field-errors";
import { AccountSection } from "./account-section";
import { useUpdateProfile } from "./use-account-settings";

type ProfileInput = z.input<typeof profileUpdateSchema>;
type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** First and last name (both optional; an empty field clears the name). */
export function ProfileSection({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        reset({ firstName: saved.firstName ?? "", lastName: saved.lastName ?? "" });
        toast({ title: "Profile saved", description: "Your name has been updated." });
      },
      onError: (error) => {
        if (showFieldErrors(error, setError, ["firstName", "lastName"])) return;
        toast({
          variant: "destructive",
          title: "Profile not saved",
          description: errorMessageFrom(error, "Something went wrong. Please try again."),
        });
      },
    });
  });

  return (
    <AccountSection id="profile" title="Profile" description="How we greet you in the app." icon={UserRound}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Profile">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="account-first-name"
            label="First name"
            optional
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <FormField
            id="account-last-name"
            label="Last name"
            optional
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <Button type="submit" className="justify-self-start" disabled={update.isPending || !isDirty}>
          {update.isPending ? "Saving..." : "Save profile"}
        </Button>
      </form>
    </AccountSection>
  );
}
