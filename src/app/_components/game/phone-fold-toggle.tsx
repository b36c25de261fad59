// The Show / Hide button of a part a phone folds away (the boards' first deal's draw, a side's captured pile); from
// sm the part is always shown and the button is not.
import type { ComponentProps } from "react";
import { FoldButton } from "../ui/fold-button";

export function PhoneFoldToggle(props: Omit<ComponentProps<typeof FoldButton>, "className">) {
  return (
    <FoldButton
      {...props}
      className="-my-2 ml-auto min-h-11 rounded-md px-2 text-xs font-semibold text-beni hover:bg-paper-deep sm:hidden"
    />
  );
}
