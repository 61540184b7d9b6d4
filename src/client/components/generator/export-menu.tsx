import { ChevronDown, FileSpreadsheet, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "../ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";

export interface ExportMenuOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A button that opens a short menu of file formats (Radix: arrow keys, Enter, Escape and focus
 * return come with it). Picking one calls `onSelect`; the caller downloads and toasts.
 */
export function ExportMenu<T extends string>({
  label,
  menuLabel,
  options,
  onSelect,
  pending = false,
  disabled = false,
  variant = "outline",
  icon,
}: {
  label: string;
  /** The heading inside the menu, e.g. 'Files your store can import'. */
  menuLabel?: string;
  options: readonly ExportMenuOption<T>[];
  onSelect: (value: T) => void;
  pending?: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  icon?: ReactNode;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild disabled={disabled || pending || options.length === 0}>
        <Button variant={variant}>
          {pending ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            (icon ?? <FileSpreadsheet aria-hidden="true" />)
          )}
          {label}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {menuLabel ? <DropdownMenuLabel>{menuLabel}</DropdownMenuLabel> : null}
        {options.map((option) => (
          <DropdownMenuItem key={option.value} onSelect={() => onSelect(option.value)}>
            <FileSpreadsheet aria-hidden="true" />
            {option.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
