import { describe, expect, it } from 'vitest';
import { createLocalBackend } from './backend.ts';
import { catalog, gridOf, koramangala } from './fixtures/catalogFixture.ts';
import { menuQuerySchema } from './params.ts';
import { createUpstreamBackend } from './upstreamBackend.ts';

/** An upstream speaking the embedded catalog's menus, recording the queries it was sent. */
function fakeUpstream() {
  const local = createLocalBackend(catalog, 'upstream-test-secret');
  const asked: Record<string, string>[] = [];
  const fetchMenu: typeof fetch = async (input) => {
    const query = Object.fromEntries(new URL(String(input)).searchParams);
    asked.push(query);
    try {
      return Response.json(await local.menu(menuQuerySchema.parse(query)));
    } catch (error) {
      return Response.json({ error: (error as Error).message }, { status: 404 });
    }
  };
  return { local, asked, upstream: createUpstreamBackend({ baseUrl: 'http://upstream.test', fetch: fetchMenu }) };
}

describe('the upstream backend', () => {
  const id = gridOf(catalog.home(koramangala).cards)[0]?.info.id ?? '';

  it('reads a restaurant’s facts and card from its menu at the point it was given', async () => {
    const { local, asked, upstream } = fakeUpstream();
    expect(await upstream.restaurantFacts(id, koramangala)).toEqual(await local.restaurantFacts(id, koramangala));
    expect(asked).toEqual([{ lat: '12.9352', lng: '77.6245', restaurantId: id, query: '' }]);
    const card = await upstream.restaurant(id, koramangala);
    expect(card?.info).toMatchObject({ id, name: (await local.restaurant(id, koramangala))?.info.name });
  });

  it('knows nothing of a restaurant the upstream does not', async () => {
    const { upstream } = fakeUpstream();
    expect(await upstream.restaurantFacts('42', koramangala)).toBeUndefined();
    expect(await upstream.restaurant('42', koramangala)).toBeUndefined();
    expect(await upstream.dish('42', '4200001')).toBeUndefined();
  });
});
