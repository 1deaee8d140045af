/** What a screen the veg-only mode left empty says: in diner words, with a way to turn the mode off. */
import type { ReactNode } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { vegMessages } from './messages/en.ts';
import { setVegMode } from '#src/stores/vegMode.ts';
import { VegMark } from './VegMark';
import './veg.css';

interface Props {
  /** The heading ("No veg dishes here"). */
  title: string;
  /** The line under it. */
  children: ReactNode;
}

/** The notice, its heading marked with the veg mark, and the button that turns the mode off. */
export function VegModeEmpty({ title, children }: Props) {
  const t = useMessages(vegMessages);
  return (
    <section className="veg-empty" aria-labelledby="veg-empty-title">
      <h2 id="veg-empty-title">
        <span aria-hidden="true">
          <VegMark veg="VEG" />
        </span>
        {title}
      </h2>
      <p>{children}</p>
      <button type="button" className="btn btn-ghost" onClick={() => void setVegMode('all')}>
        {t.showAll}
      </button>
    </section>
  );
}
