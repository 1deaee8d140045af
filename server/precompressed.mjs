// Serves the prebuilt pages and assets from their build-time `.br`/`.gz` copies
// (scripts/lib/precompress.mjs) by content negotiation: no prebuilt file is compressed per request.
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { acceptedEncodings } from '../src/lib/acceptedEncodings.mjs';

export { acceptedEncodings };

/** Content types of the files that have compressed copies. */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The URL path a file of the client folder answers with the build's `trailingSlash: 'never'`
 * and `format: 'directory'`: `city/pune/index.html` is `/city/pune`, `index.html` is `/`.
 */
export function urlPathOf(file) {
  const path = `/${file.split(sep).join('/')}`;
  if (path === '/index.html') return '/';
  return path.endsWith('/index.html') ? path.slice(0, -'/index.html'.length) : path;
}

/** Every prebuilt file with compressed copies: URL path to its type and copies (size, ETag, time). */
export function scanClientDir(root) {
  const index = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      const type = types[extname(entry.name)];
      if (!type) continue;
      const copies = {};
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ]) {
        try {
          const info = statSync(`${path}${suffix}`);
          copies[encoding] = {
            path: `${path}${suffix}`,
            size: info.size,
            etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}-${encoding}"`,
            modified: info.mtime.toUTCString(),
          };
        } catch {
          // No copy of this encoding (too small, or compression did not help).
        }
      }
      if (Object.keys(copies).length) index.set(urlPathOf(relative(root, path)), { type, copies });
    }
  };
  walk(root);
  return index;
}

/**
 * A request handler for `root` (dist/client): answers a GET or HEAD for a prebuilt file from its
 * compressed copy when the client accepts one, and returns false for anything else (other
 * methods, ranges, unknown paths, clients that accept neither), which the caller serves.
 */
export function precompressedFiles(root) {
  let index;
  try {
    index = scanClientDir(root);
  } catch {
    index = new Map();
  }
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    let path = query >= 0 ? url.slice(0, query) : url;
    try {
      path = decodeURI(path);
    } catch {
      return false;
    }
    const file = index.get(path);
    if (!file) return false;
    const encoding = acceptedEncodings(req.headers['accept-encoding']).find((name) => file.copies[name]);
    // Clients that take neither get the plain file from the adapter; caches must still tell them apart.
    res.setHeader('vary', 'Accept-Encoding');
    if (!encoding) return false;
    const copy = file.copies[encoding];
    res.setHeader('content-type', file.type);
    res.setHeader('content-encoding', encoding);
    res.setHeader('etag', copy.etag);
    res.setHeader('last-modified', copy.modified);
    const tags = String(req.headers['if-none-match'] ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (tags.includes(copy.etag) || tags.includes('*')) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('content-length', copy.size);
    res.statusCode = 200;
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(copy.path)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  };
}
