/** A side drawer dialog: slides in, traps focus, closes on Escape or a click outside it. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';
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
  children: ReactNode;
}

/** Renders its children in a modal side panel while `open`. */
export function Drawer({ open, onClose, side, width, durationMs, label, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const [mounted, setMounted] = useState(open);

  useEffect(() => {
    if (open) {
      setMounted(true);
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setShown(true)));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = setTimeout(() => setMounted(false), durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs]);

  useFocusTrap(panel, open && mounted, onClose);

  if (!mounted) return null;
  // A portal keeps the drawer out of the nav bar's layout and styles.
  return createPortal(
    <div className={`drawer-root${shown ? ' is-open' : ''}`} style={{ ['--drawer-duration' as string]: `${durationMs}ms` }}>
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" data-testid="drawer-backdrop" />
      <div
        ref={panel}
        className={`drawer-panel drawer-${side}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        style={{ width: `min(${width}px, 100vw)` }}
      >
        <button type="button" className="drawer-close" onClick={onClose} aria-label="Close">
          ✕
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
