// Plain JavaScript: the production server (server/server.mjs, server/staticFiles.mjs) imports it
// without a build, and the page cache through the build.

/**
 * The encodings a request accepts, of `br` and `gzip`, best first (brotli wins a tie); an
 * encoding with `q=0` is refused. Follows RFC 9110's Accept-Encoding, `*` included.
 * @param {string | string[] | null | undefined} header the Accept-Encoding header
 * @returns {('br' | 'gzip')[]}
 */
export function acceptedEncodings(header) {
  if (!header) return [];
  const q = new Map();
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  /** @param {string} name */
  const of = (name) => q.get(name) ?? q.get('*') ?? 0;
  return /** @type {const} */ (['br', 'gzip']).filter((name) => of(name) > 0).sort((a, b) => of(b) - of(a));
}
