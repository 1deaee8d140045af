/** Text from outside that PostgreSQL can store and a diner's screen can show. */

/**
 * Whether `text` is plain: no control characters (a NUL cannot be stored at all; tabs and line
 * breaks only where `lines` allows them) and no half of a surrogate pair (UTF-8 cannot encode one).
 */
export function isPlainText(text: string, lines = false): boolean {
  if (!text.isWellFormed()) return false;
  return !(lines ? /[^\P{Cc}\t\n\r]/u : /\p{Cc}/u).test(text);
}

/** The message of a field that is not plain text. */
export const plainTextError = 'must be plain text without control characters';
