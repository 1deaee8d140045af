/** A side drawer on the native modal `<dialog>`: slides in, closes on Escape or a click outside it. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { prefersReducedMotion } from './reducedMotion';
import { useModalDialog } from './useModalDialog';
import { useMessages } from '#src/i18n/useMessages.ts';
import { uiMessages } from './messages/en.ts';
import './drawer.css';

interface Props {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  /** Width in pixels (the sign-in drawer is 520). */
  width: number;
  /** Slide duration in milliseconds (the sign-in drawer's is 900). */
  durationMs: number;
  label: string;
  /** Id of the text that says what the drawer is for, read with its name when it opens. */
  describedBy?: string | undefined;
  children: ReactNode;
}

/**
 * Renders its children in a modal side panel while `open`. The dialog itself covers the
 * viewport (its dimmed box is the "outside"); the panel inside it slides. An element marked
 * `data-autofocus` takes focus when it opens.
 */
export function Drawer({ open, onClose, side, width, durationMs, label, describedBy, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  const [mounted, setMounted] = useState(open);

  useEffect(() => {
    if (open) {
      setMounted(true);
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setShown(true)));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    // With reduced motion the panel leaves at once, so the page behind must not stay inert for the slide's length.
    const timer = setTimeout(() => setMounted(false), prefersReducedMotion() ? 0 : durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs]);

  // The dialog stays modal while it slides out, so nothing behind it takes a stray click.
  useModalDialog(dialog, mounted, onClose);

  const t = useMessages(uiMessages);
  if (!mounted) return null;
  // A portal keeps the drawer out of the nav bar's layout and styles.
  return createPortal(
    <dialog
      ref={dialog}
      className={`drawer drawer-${side}${shown ? ' is-open' : ''}`}
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="drawer-backdrop"
      style={{ ['--drawer-duration' as string]: `${durationMs}ms`, ['--drawer-width' as string]: `${width}px` }}
    >
      <div className="drawer-panel">
        <button type="button" className="drawer-close" onClick={onClose} aria-label={t.close}>
          ✕
        </button>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
