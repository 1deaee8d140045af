import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onDemandFolders, onDemandRoutes, servedOnDemand } from './onDemandRoutes.mjs';

const root = join(import.meta.dirname, '..', '..');

async function modulesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|js|astro)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
}

/** The route's `prerender` after Astro's `astro:route:setup` hook; it arrives with the output's default (true) or the module's own. */
function setUp(component: string, prerender = true): boolean | undefined {
  const route = { component, prerender };
  const hook = onDemandRoutes().hooks['astro:route:setup'];
  if (!hook) throw new Error('no astro:route:setup hook');
  void hook({ route, logger: undefined as never });
  return route.prerender;
}

describe('onDemandRoutes', () => {
  it('serves every /api and /v1 route on demand, and no module there says so itself', async () => {
    const modules = (await Promise.all(onDemandFolders.map((folder) => modulesUnder(folder)))).flat();
    expect(modules.length).toBeGreaterThan(40);
    for (const component of modules) {
      expect(setUp(component), component).toBe(false);
      expect(await readFile(join(root, component), 'utf8'), component).not.toMatch(/export\s+const\s+prerender/);
    }
  });

  it('leaves every other route as it came: its own export or the output default', () => {
    expect(servedOnDemand('src/pages/index.astro')).toBe(false);
    expect(setUp('src/pages/media/[imageId].ts', false)).toBe(false);
    expect(setUp('src/pages/city/[slug].astro')).toBe(true);
    expect(setUp('src/pages/apis.astro')).toBe(true);
  });
});
