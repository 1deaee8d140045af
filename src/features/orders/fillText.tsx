/** A translated sentence with parts drawn as elements (a bold amount, a link), in the language's own word order. */
import { Fragment, type ReactNode } from 'react';

/** `text` with each `{name}` replaced by `parts[name]`; placeholders without a part stay as written. */
export function fillText(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    const part = name !== undefined && name in parts ? parts[name] : piece;
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence never reorder
    return <Fragment key={i}>{part}</Fragment>;
  });
}

/** Values that leave the named placeholders in a text as they are, for `fillText` to draw as elements. */
export function keep<K extends string>(...names: K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<K, string>;
}
