/**
 * The process-wide catalog and the backend the endpoints use. The only module of the catalog
 * that reads astro:env, so everything else can be imported by plain Node (bench, scripts).
 */
import { CATALOG_UPSTREAM, HOURS_FILE, SESSION_SECRET } from 'astro:env/server';
import { createLocalBackend, type CatalogBackend } from './backend.ts';
import { createUpstreamBackend } from './upstreamBackend.ts';
import { loadCatalog, type Catalog } from './catalog.ts';
import { catalogVersion } from './catalogVersion.ts';
import { issueCsrfToken, randomSecret } from './csrf.ts';

let catalog: Catalog | undefined;
let backend: CatalogBackend | undefined;
let override: CatalogBackend | undefined;
let processSecret: string | undefined;

/** This process's random CSRF secret, for when SESSION_SECRET is not set (one per process). */
function processCsrfSecret(): string {
  processSecret ??= randomSecret();
  return processSecret;
}

/**
 * The key that signs every CSRF token this server hands out (GET /api/address and
 * GET /api/restaurants) and that POST /api/update checks: SESSION_SECRET, so every process
 * sharing it accepts every other's tokens without storing any.
 */
export function csrfSecret(env: { SESSION_SECRET?: string | undefined } = { SESSION_SECRET }): string {
  return env.SESSION_SECRET || processCsrfSecret();
}

/** A fresh CSRF token signed with `csrfSecret()`. */
export function issueStorefrontCsrfToken(): string {
  return issueCsrfToken(csrfSecret());
}

/** The embedded catalog, built once per process from the data files under the working directory. */
export function getCatalog(): Catalog {
  if (!catalog) {
    const started = performance.now();
    catalog = loadCatalog(process.cwd(), { hoursFile: HOURS_FILE || undefined });
    const ms = Math.round(performance.now() - started);
    console.info(
      `[catalog] ${catalog.data.count} restaurants in ${catalog.inputs.cities.length} cities built in ${ms} ms`,
    );
  }
  return catalog;
}

/** Picks the backend for an environment: CATALOG_UPSTREAM forwards, otherwise the embedded catalog. */
export function backendFromEnv(
  env: { CATALOG_UPSTREAM?: string | undefined; SESSION_SECRET?: string | undefined },
  local: () => Catalog = getCatalog,
): CatalogBackend {
  const upstream = env.CATALOG_UPSTREAM?.trim();
  if (upstream) return createUpstreamBackend({ baseUrl: upstream });
  // Without SESSION_SECRET the CSRF tokens are valid only in this process: fine for one server.
  const catalog = local();
  return createLocalBackend(catalog, csrfSecret(env), catalogVersion(process.cwd(), catalog.data.seed).id);
}

/** The backend the catalog endpoints call (created once). */
export function getCatalogBackend(): CatalogBackend {
  if (override) return override;
  if (!backend) {
    backend = backendFromEnv({ CATALOG_UPSTREAM, SESSION_SECRET });
  }
  return backend;
}

/** Replaces the backend (tests; embedding); undefined restores the configured one. */
export function useCatalogBackend(replacement: CatalogBackend | undefined): void {
  override = replacement;
}
