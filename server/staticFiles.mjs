// Serves every prebuilt page and asset of the build's client folder, from its build-time `.br`/`.gz`
// copy (scripts/lib/precompress.mjs) by content negotiation, or as it is to a client that takes
// neither: no prebuilt file is compressed per request, and no request that is not for a file
// touches the disk (the API, the pages rendered per request).
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { acceptedEncodings } from '../src/lib/acceptedEncodings.mjs';

/** Content types of the files the build writes; anything else is served as bytes. */
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
  '.png': 'image/png',
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

/** Size, ETag and time of one file on disk, for one encoding of a prebuilt file. */
function copyOf(path, encoding) {
  const info = statSync(path);
  return {
    path,
    size: info.size,
    etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}-${encoding}"`,
    modified: info.mtime.toUTCString(),
  };
}

/**
 * Every prebuilt file: URL path to its type and copies (`identity`, and `br`/`gzip` where the build
 * wrote them), and the URL paths of the folders (a folder's path with a trailing slash redirects).
 * An `index.html` answers its folder's path and its own.
 */
export function scanClientDir(root) {
  const files = new Map();
  const folders = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        folders.add(urlPathOf(relative(root, path)));
        walk(path);
        continue;
      }
      if (entry.name.endsWith('.br') || entry.name.endsWith('.gz')) continue;
      const copies = { identity: copyOf(path, 'identity') };
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ]) {
        try {
          copies[encoding] = copyOf(`${path}${suffix}`, encoding);
        } catch {
          // No copy of this encoding (too small, or compression did not help).
        }
      }
      const file = { type: types[extname(entry.name)] ?? 'application/octet-stream', copies };
      const rel = relative(root, path);
      files.set(urlPathOf(rel), file);
      if (entry.name === 'index.html') files.set(`/${rel.split(sep).join('/')}`, file);
    }
  };
  walk(root);
  return { files, folders };
}

/**
 * A request handler for `root` (dist/client): answers a GET or HEAD for a prebuilt file, in the
 * best encoding the client takes, and redirects a folder's path with a trailing slash to the path
 * without (the build's `trailingSlash: 'never'`). Returns false for anything else (other methods,
 * paths that are no file), which the caller hands to the framework. A Range is answered with the
 * whole file, as HTTP allows: nothing prebuilt is large enough to be fetched in parts.
 */
export function staticFiles(root) {
  let index;
  try {
    index = scanClientDir(root);
  } catch {
    index = { files: new Map(), folders: new Set() };
  }
  const { files, folders } = index;
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const raw = query >= 0 ? url.slice(0, query) : url;
    let path = raw;
    try {
      path = decodeURI(raw);
    } catch {
      return false;
    }
    const file = files.get(path);
    if (!file) {
      if (path.length > 1 && path.endsWith('/') && folders.has(path.slice(0, -1))) {
        res.statusCode = 301;
        res.setHeader('location', `${raw.slice(0, -1)}${query >= 0 ? url.slice(query) : ''}`);
        res.end();
        return true;
      }
      return false;
    }
    const encoding = acceptedEncodings(req.headers['accept-encoding']).find((name) => file.copies[name]) ?? 'identity';
    // A file with compressed copies answers differently by Accept-Encoding: caches must tell them apart.
    if (file.copies.br || file.copies.gzip) res.setHeader('vary', 'Accept-Encoding');
    const copy = file.copies[encoding];
    res.setHeader('content-type', file.type);
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
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
