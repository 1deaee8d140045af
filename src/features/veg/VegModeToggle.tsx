/**
 * The header's veg-only mode: a button with the veg mark that says the mode ("Veg mode: Off"),
 * opening a small panel of three radio buttons (Off, Veg, Veg + egg). A change applies at once
 * everywhere (src/stores/vegMode.ts). The panel is a disclosure: Tab reaches it after the button,
 * arrows move between the modes, Escape closes it and focus returns to the button, and focus
 * leaving it closes it.
 */
import { useDisclosure } from '#src/components/ui/useDisclosure.ts';
import { useStore } from '@nanostores/react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { vegModes, vegModeTextsIn } from '#src/lib/vegRules.ts';
import { vegMessages } from './messages/en.ts';
import { $vegMode, setVegMode } from '#src/stores/vegMode.ts';
import { VegMark } from './VegMark';
import './veg.css';

/** One panel per page, so one id. */
const panelId = 'veg-mode-panel';

/**
 * The toggle. Before it wakes, the page's `data-veg-mode` (set by the head script) picks which of
 * the three state words shows, so the server's HTML is right for every diner without knowing the mode.
 */
export default function VegModeToggle() {
  const mode = useStore($vegMode);
  const { open, setOpen, button, containerProps } = useDisclosure();
  const t = useMessages(vegMessages);
  const vegModeTexts = vegModeTextsIn(t);
  return (
    <div className="veg-toggle" {...containerProps}>
      <button
        ref={button}
        type="button"
        className="veg-toggle-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="veg-toggle-mark" aria-hidden="true">
          <VegMark veg="VEG" />
        </span>
        <span className="veg-toggle-text">
          <span className="veg-toggle-name">{t.title}:</span>
          <span className="veg-toggle-state">
            {vegModes.map((m) => (
              <span key={m} data-when={m}>
                {vegModeTexts[m].label}
              </span>
            ))}
          </span>
        </span>
      </button>
      <div id={panelId} className="veg-toggle-panel" hidden={!open}>
        <fieldset>
          <legend>{t.title}</legend>
          {vegModes.map((m) => (
            // The mode's name names the radio button; the line under it describes it.
            <label key={m} className="veg-option">
              <input
                type="radio"
                name="veg-mode"
                value={m}
                checked={mode === m}
                aria-labelledby={`${panelId}-${m}`}
                aria-describedby={`${panelId}-${m}-note`}
                onChange={() => void setVegMode(m)}
              />
              <span className="veg-option-text">
                <span id={`${panelId}-${m}`} className="veg-option-label">
                  {vegModeTexts[m].label}
                </span>
                <span id={`${panelId}-${m}-note`} className="veg-option-note">
                  {vegModeTexts[m].note}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
