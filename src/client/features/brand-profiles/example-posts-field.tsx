import { Plus, Trash2 } from "lucide-react";
import { EXAMPLE_POST_MAX, MAX_EXAMPLE_POSTS } from "../../../domain/brand-voice";
import { LengthCounter } from "../../components/generator/length-counter";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";

/**
 * Up to three posts the seller wrote themselves: the writers mirror their length, emoji use and
 * sign-off. Each is a textarea with its own Remove; "Add an example post" until there are three.
 */
export function ExamplePostsField({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** A message per post, by its place in the list. */
  errors: ReadonlyArray<string | undefined>;
  disabled?: boolean;
}) {
  const setPost = (index: number, text: string) =>
    onChange(value.map((post, place) => (place === index ? text : post)));
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="font-medium text-slate-800 text-sm">
        Example posts{" "}
        <span className="font-normal text-slate-500">(optional, up to {MAX_EXAMPLE_POSTS})</span>
      </legend>
      <p className="-mt-1 text-slate-500 text-xs">
        Paste posts you wrote and liked: new posts copy their length, emoji and sign-off.
      </p>
      {value.map((post, index) => {
        const id = `profile-example-${index}`;
        const error = errors[index];
        return (
          // Posts are edited in place and only removed, never reordered: the place is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="grid gap-1">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={id}>Example post {index + 1}</Label>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(value.filter((_, place) => place !== index))}
                disabled={disabled}
              >
                <Trash2 aria-hidden="true" />
                Remove <span className="sr-only">example post {index + 1}</span>
              </Button>
            </div>
            <Textarea
              id={id}
              rows={4}
              value={post}
              onChange={(event) => setPost(index, event.target.value)}
              maxLength={EXAMPLE_POST_MAX}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${id}-count`, error ? `${id}-error` : undefined].filter(Boolean).join(" ")}
            />
            <LengthCounter id={`${id}-count`} length={post.length} limit={EXAMPLE_POST_MAX} />
            {error ? (
              <p id={`${id}-error`} className="font-medium text-red-700 text-xs">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {value.length < MAX_EXAMPLE_POSTS ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange([...value, ""])}
          disabled={disabled}
        >
          <Plus aria-hidden="true" />
          Add an example post
        </Button>
      ) : null}
    </fieldset>
  );
}
