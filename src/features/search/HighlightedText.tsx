/** A suggestion's text with its matched part in <mark>, built from parsed text (never as HTML). */
import { parseHighlight } from '#src/lib/searchRules.ts';

/** Renders `highlighted` ('Chicken {{Biry}}ani'); falls back to `text` when the answer has no highlight. */
export function HighlightedText({ highlighted, text }: { highlighted?: string; text: string }) {
  const parts = parseHighlight(highlighted || text);
  return (
    <>
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, always in the same order
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
