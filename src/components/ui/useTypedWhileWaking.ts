/** Letters a person typed into a server-drawn field before its island woke: kept, not lost. */
import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref for the island's text field. When the island mounts, text the field holds other than
 * `served` (what the server drew in it) is handed to `keep`, as if it were typed then.
 */
export function useTypedWhileWaking(served: string, keep: (typed: string) => void): RefObject<HTMLInputElement | null> {
  const field = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the island mounts over the server's field
  useEffect(() => {
    const typed = field.current?.value ?? served;
    if (typed !== served) keep(typed);
  }, []);
  return field;
}
