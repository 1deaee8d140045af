/** The floating 'Browse Menu' button and its modal: every section with its item count; choosing one scrolls to it. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useModalDialog } from '#src/components/ui/useModalDialog.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import type { BrowseEntry } from './menuRules';
import { menuMessages } from './messages/en.ts';

interface Props {
  entries: BrowseEntry[];
  /** Called with the chosen section's id after the modal has closed and given focus back. */
  onChoose: (id: string) => void;
}

/** The button and, while open, the dialog listing the sections. */
export function BrowseMenu({ entries, onChoose }: Props) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const box = useRef<HTMLDialogElement>(null);
  const t = useMessages(menuMessages);
  const close = useCallback(() => setOpen(false), []);
  useModalDialog(box, open, close);

  // Runs after the dialog has closed and given focus back, so the section can take it.
  useEffect(() => {
    if (open || !chosen) return;
    onChoose(chosen);
    setChosen(null);
  }, [open, chosen, onChoose]);

  return (
    <>
      <button
        type="button"
        className="browse-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h10" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        {t.browseMenu}
      </button>
      <dialog ref={box} className="modal-dialog browse-dialog" aria-labelledby="browse-menu-title">
        <div className="modal browse-modal">
          <div className="browse-head">
            <h2 id="browse-menu-title">{t.browseMenu}</h2>
            <button type="button" className="browse-close" onClick={close} aria-label={t.close}>
              ✕
            </button>
          </div>
          <ul className="browse-list">
            {entries.map((entry) => (
              <li key={entry.id} className={entry.depth === 1 ? 'browse-sub' : undefined}>
                <button
                  type="button"
                  onClick={() => {
                    setChosen(entry.id);
                    setOpen(false);
                  }}
                >
                  <span className="browse-title">{entry.title}</span>{' '}
                  <span className="browse-count">{entry.count}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
