import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import {
  TEST_CASE_LIMITS,
  testCaseCategories,
  testCaseCategoryChecks,
  testCaseCategoryLabels,
  testCasePriorities,
  testCaseStatuses,
} from "../../../domain/admin";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import {
  type CreateTestCaseFormOutput,
  type CreateTestCaseFormValues,
  createTestCaseDefaults,
  createTestCaseFormSchema,
  toTestCaseInput,
} from "./create-test-case-form";
import { toastMessageOf } from "./lab-errors";
import { capitalise } from "./lab-format";
import { useCreateTestCase } from "./use-create-test-case";

/** '' (a cleared number input) is "not given"; anything else is read as a number. */
const optionalNumber = (value: unknown) =>
  value === "" || value === null || value === undefined ? undefined : Number(value);

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="font-medium text-red-700 text-xs">
      {message}
    </p>
  );
}

/**
 * The create dialog (spec supporting-areas §3–§5): name, description, category (with what its run
 * checks), priority, status, steps as rows (add a row; the last row cannot be removed; empty rows
 * are dropped before sending), expected result; a performance case also takes its generations and
 * time budget.
 */
export function CreateTestCaseDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateTestCase();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<CreateTestCaseFormValues, unknown, CreateTestCaseFormOutput>({
    resolver: zodResolver(createTestCaseFormSchema),
    defaultValues: createTestCaseDefaults,
  });
  const steps = useFieldArray({ control, name: "steps" });
  const category = watch("category") ?? createTestCaseDefaults.category ?? "single-upload";
  const stepsError = errors.steps?.message ?? errors.steps?.root?.message;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(toTestCaseInput(values));
      toast({ title: "Test case created successfully", description: created.name });
      reset(createTestCaseDefaults);
      setOpen(false);
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error creating test case",
        description: toastMessageOf(error),
      });
    }
  });

  const selectField = <T extends string>(
    name: "category" | "priority" | "status",
    label: string,
    values: readonly T[],
    labelOf: (value: T) => string,
    describedBy?: string,
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange} name={field.name}>
            <SelectTrigger
              id={`${id}-${name}`}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-describedby={describedBy}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {values.map((value) => (
                <SelectItem key={value} value={value}>
                  {labelOf(value)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New Test Case
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create Test Case</DialogTitle>
          <DialogDescription>
            A test case runs real checks against the live system for its category.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create test case">
          <FormField
            id={`${id}-name`}
            label="Name"
            maxLength={TEST_CASE_LIMITS.name}
            aria-required="true"
            error={errors.name?.message}
            {...register("name")}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              rows={3}
              maxLength={TEST_CASE_LIMITS.description}
              aria-required="true"
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? `${id}-description-error` : undefined}
              {...register("description")}
            />
            <FieldError id={`${id}-description-error`} message={errors.description?.message} />
          </div>
          <div className="grid gap-1.5">
            {selectField(
              "category",
              "Category",
              testCaseCategories,
              (value) => testCaseCategoryLabels[value],
              `${id}-category-checks`,
            )}
            <p id={`${id}-category-checks`} className="text-slate-600 text-xs">
              {testCaseCategoryChecks[category]}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {selectField("priority", "Priority", testCasePriorities, capitalise)}
            {selectField("status", "Status", testCaseStatuses, capitalise)}
          </div>
          {category === "performance" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id={`${id}-generations`}
                label="Generations"
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                hint="How many generations the run makes (1–20)."
                error={errors.generations?.message}
                {...register("generations", { setValueAs: optionalNumber, shouldUnregister: true })}
              />
              <FormField
                id={`${id}-budget`}
                label="Time budget (ms)"
                type="number"
                inputMode="numeric"
                min={100}
                max={600_000}
                hint="The most each generation may take."
                error={errors.budgetMs?.message}
                {...register("budgetMs", { setValueAs: optionalNumber, shouldUnregister: true })}
              />
            </div>
          ) : null}
          <fieldset className="grid gap-2" aria-describedby={stepsError ? `${id}-steps-error` : undefined}>
            <legend className="mb-1 font-medium text-slate-800 text-sm">Steps</legend>
            <ol className="grid gap-2">
              {steps.fields.map((row, index) => (
                <li key={row.id} className="flex items-center gap-2">
                  <span className="w-6 shrink-0 text-right text-slate-500 text-sm" aria-hidden="true">
                    {index + 1}.
                  </span>
                  <Input
                    aria-label={`Step ${index + 1}`}
                    maxLength={TEST_CASE_LIMITS.step}
                    {...register(`steps.${index}.text`)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove step ${index + 1}`}
                    disabled={steps.fields.length === 1}
                    onClick={() => steps.remove(index)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={steps.fields.length >= TEST_CASE_LIMITS.steps}
              onClick={() => steps.append({ text: "" })}
            >
              <Plus aria-hidden="true" />
              Add Step
            </Button>
            <FieldError id={`${id}-steps-error`} message={stepsError} />
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-expected`}>Expected Result</Label>
            <Textarea
              id={`${id}-expected`}
              rows={2}
              maxLength={TEST_CASE_LIMITS.expected}
              aria-required="true"
              aria-invalid={errors.expectedResult ? true : undefined}
              aria-describedby={errors.expectedResult ? `${id}-expected-error` : undefined}
              {...register("expectedResult")}
            />
            <FieldError id={`${id}-expected-error`} message={errors.expectedResult?.message} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create Test Case"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
