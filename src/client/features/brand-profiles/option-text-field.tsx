import { useRef, useState } from "react";
import { NOT_LISTED } from "../../../domain/options";
import { OptionSelectField } from "../../components/generator/option-select-field";

/**
 * One of the generator's option lists over a free-text value: a listed value selects its option,
 * anything else shows as 'Not listed' with its text. A profile stores the words, not the choice.
 */
export function OptionTextField({
  id,
  label,
  options,
  value,
  onChange,
  placeholder,
  customLabel,
  disabled,
}: {
  id: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  customLabel: string;
  disabled?: boolean;
}) {
  const listed = options.includes(value) && value !== NOT_LISTED;
  // 'Not listed' picked and its text still blank: the value is "" but the text box stays open.
  const [notListedChosen, setNotListedChosen] = useState(false);
  const showsCustom = !listed && (value !== "" || notListedChosen);
  // OptionSelectField clears the custom text right after another option is picked, in the same
  // event: that clearing must not overwrite the option just chosen.
  const justPicked = useRef(false);
  return (
    <OptionSelectField
      id={id}
      label={label}
      options={options}
      value={showsCustom ? NOT_LISTED : value}
      onValueChange={(next) => {
        justPicked.current = next !== NOT_LISTED;
        setNotListedChosen(next === NOT_LISTED);
        onChange(next === NOT_LISTED ? "" : next);
      }}
      customValue={showsCustom ? value : ""}
      onCustomValueChange={(text) => {
        if (justPicked.current) {
          justPicked.current = false;
          return;
        }
        onChange(text);
      }}
      placeholder={placeholder}
      customLabel={customLabel}
      disabled={disabled}
    />
  );
}
