import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { HighlightedText } from './HighlightedText';

describe('HighlightedText', () => {
  it('marks the part between the double braces', () => {
    expect(renderToStaticMarkup(<HighlightedText highlighted="Chicken {{Biry}}ani" text="Chicken Biryani" />)).toBe(
      '<span>Chicken </span><mark>Biry</mark><span>ani</span>',
    );
  });
  it('renders markup in the text as text, never as HTML', () => {
    const html = renderToStaticMarkup(<HighlightedText highlighted={'{{<img src=x onerror="alert(1)">}}'} text="x" />);
    expect(html).toBe('<mark>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</mark>');
    expect(html).not.toContain('<img');
  });
  it('falls back to the plain text when there is no highlight', () => {
    expect(renderToStaticMarkup(<HighlightedText highlighted="" text="Idli" />)).toBe('<span>Idli</span>');
  });
});
