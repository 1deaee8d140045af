/** Reading a request's Cookie header: split once into each name's values, in the order they came. */

/** Each cookie name of a header with its values (a name may come twice), names and values trimmed. */
export type CookieJar = ReadonlyMap<string, readonly string[]>;

/** The jar of `cookieHeader` (absent: empty); a part without `=` is no cookie. */
export function cookieJar(cookieHeader: string | null | undefined): CookieJar {
  const jar = new Map<string, string[]>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const values = jar.get(name) ?? [];
    values.push(part.slice(eq + 1).trim());
    jar.set(name, values);
  }
  return jar;
}

/** A jar from either a header or a jar already made, so a caller holding one splits the header once. */
export function jarOf(cookies: string | null | undefined | CookieJar): CookieJar {
  return typeof cookies === 'object' && cookies !== null ? cookies : cookieJar(cookies);
}
