/** Entities for the characters that end text or a quoted attribute value in HTML and XML. */
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` made safe as HTML or XML text or a quoted attribute value (SVG, sitemaps, hand-written HTML). */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}
