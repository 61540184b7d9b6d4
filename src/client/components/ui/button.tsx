import { Slot } from "@radix-ui/react-slot";
import type { ComponentPropsWithRef } from "react";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button-classes";

export { type ButtonSize, type ButtonVariant, buttonClasses };

export type ButtonProps = ComponentPropsWithRef<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
};

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}
