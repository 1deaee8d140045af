/** The grey placeholder of the menu page while its menu loads. */
import { useMessages } from '#src/i18n/useMessages.ts';
import { menuMessages } from './messages/en.ts';

/** Header and dish-row shaped grey blocks, announced as loading. */
export function MenuSkeleton() {
  const t = useMessages(menuMessages);
  return (
    <div className="menu-skeleton" role="status" aria-busy="true" data-testid="menu-skeleton">
      <span className="visually-hidden">{t.loading}</span>
      <div className="skeleton sk-line sk-title" />
      <div className="skeleton sk-line sk-short" />
      <div className="skeleton sk-line sk-short" />
      <div className="skeleton sk-box" />
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of placeholders that never reorders
        <div key={i} className="sk-dish">
          <div className="sk-dish-text">
            <div className="skeleton sk-line sk-short" />
            <div className="skeleton sk-line" />
            <div className="skeleton sk-line sk-short" />
          </div>
          <div className="skeleton sk-image" />
        </div>
      ))}
    </div>
  );
}
