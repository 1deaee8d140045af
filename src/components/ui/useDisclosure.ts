/** A disclosure (a button that shows a panel) kept the same way everywhere: Escape closes it and gives focus back to its button; focus leaving it closes it. */
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** The open state, the button's ref, and the handlers for the element holding the button and its panel. */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const containerProps = {
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false);
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key !== 'Escape' || !open) return;
      setOpen(false);
      button.current?.focus();
    },
  };
  return { open, setOpen, button, containerProps };
}
