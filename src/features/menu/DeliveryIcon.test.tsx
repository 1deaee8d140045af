import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DeliveryIcon } from './DeliveryIcon';

const icon = (minutes: number) => renderToStaticMarkup(<DeliveryIcon minutes={minutes} />);

describe('delivery-time icons', () => {
  it('are 60 distinct icons, chosen by delivery minutes minus 1', () => {
    const all = Array.from({ length: 60 }, (_, i) => icon(i + 1));
    expect(new Set(all).size).toBe(60);
    expect(icon(25)).toContain('data-icon-index="24"');
  });
  it('reuse the first and the last icon outside 1..60 minutes', () => {
    expect(icon(0)).toBe(icon(1));
    expect(icon(90)).toBe(icon(60));
  });
  it('are decorative: the delivery-time text beside them says the time', () => {
    expect(icon(30)).toContain('aria-hidden="true"');
  });
});
