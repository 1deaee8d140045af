/**
 * The wire contract of SPEC.md section 7, driven against the built server by a client that
 * knows only the spec: every call with the spec's own payloads, every answer read through the
 * fields the spec names (section 3 for the entities, section 8 for error toasts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server.mjs';
import { cardById, SpecClient, type Answer } from './specClient.ts';

interface RunningServer {
  origin: string;
  stop(): Promise<void>;
  log(): string;
}

const sharedSecret = 'contract-suite-secret-0123456789abcdef';
let server: RunningServer;

beforeAll(async () => {
  server = (await startServer({
    env: { THALIFY_TEST_OUTBOX: '1', SESSION_SECRET: sharedSecret, OTP_MAX_REQUESTS_PER_IP: '1000' },
  })) as unknown as RunningServer;
});

afterAll(async () => {
  await server?.stop();
});

let phoneSeq = 0;
/** A +91 number of its own per call (the spec's prefix). */
function nextPhone(): string {
  phoneSeq += 1;
  return `+917${String(process.pid % 10000).padStart(4, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(2, '0')}`;
}

/** Expects a failing answer the spec's client can toast: a non-empty `message` (and `error`, the same text). */
function expectToastable(answer: Answer, status: number): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(typeof answer.body?.message, JSON.stringify(answer.body)).toBe('string');
  expect(answer.body.message.length).toBeGreaterThan(0);
  expect(answer.body.error).toBe(answer.body.message);
}

/** The spec's point: the saved address's geometry.location. */
interface Point {
  lat: number;
  lng: number;
}

/** Chooses a place the way the location panel does and stores user_address and csrfToken. */
async function locate(client: SpecClient, text = 'Koramangala'): Promise<Point> {
  const suggestions = await client.call('GET', '/api/search', { query: { search: text } });
  const placeId = suggestions.body.data[0].place_id;
  const address = await client.call('GET', '/api/address', { query: { place_id: placeId } });
  client.storage.set('user_address', JSON.stringify(address.body.data[0]));
  client.storage.set('csrfToken', address.body.csrfToken);
  return address.body.data[0].geometry.location;
}

/** The OTP steps of the sign-in panel, on the spec's identity paths: the verified session object. */
async function verifyPhone(client: SpecClient, phone: string): Promise<any> {
  const token = await client.identity('POST', '/account/sessions/phone', { userId: 'unique()', phone });
  expect(token.status, JSON.stringify(token.body)).toBe(201);
  const outbox = await client.call('GET', '/v1/test/outbox', { query: { phone } });
  const session = await client.identity('PUT', '/account/sessions/phone', {
    userId: token.body.userId,
    secret: outbox.body.code,
  });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  return session.body;
}

/**
 * The `updatedUser` of a sign-up or login: the verified session itself (the spec's payload), or
 * `{ jwt }` from the identity service's POST /account/jwt (so that the cart and error tests do
 * not depend on the session path).
 */
async function proof(client: SpecClient, phone: string, via: 'session' | 'jwt'): Promise<unknown> {
  const session = await verifyPhone(client, phone);
  if (via === 'session') return session;
  const minted = await client.identity('POST', '/account/jwt');
  expect(minted.status, JSON.stringify(minted.body)).toBe(201);
  return { jwt: minted.body.jwt };
}

/** Signs a new phone up: OTP, verify, POST /api/create_user. */
async function signUp(client: SpecClient, phone = nextPhone(), via: 'session' | 'jwt' = 'jwt'): Promise<any> {
  const updatedUser = await proof(client, phone, via);
  const answer = await client.call('POST', '/api/create_user', {
    body: { name: 'Asha Rao', email: 'asha@example.in', phone, updatedUser },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  client.storage.set('user_data', JSON.stringify(answer.body.user));
  return answer.body.user;
}

describe('location: GET /api/search, GET /api/address', () => {
  it('suggestions: data holds place_id and structured_formatting (main_text, secondary_text)', async () => {
    const client = new SpecClient(server.origin);
    const answer = await client.call('GET', '/api/search', { query: { search: 'Koramangala' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
    for (const place of answer.body.data) {
      expect(place.place_id).toEqual(expect.any(String));
      expect(place.structured_formatting.main_text).toEqual(expect.any(String));
      expect(place.structured_formatting.secondary_text).toEqual(expect.any(String));
    }
  });

  it('address by place_id and by lat and lng: data[0] formatted_address and geometry.location, and csrfToken', async () => {
    const client = new SpecClient(server.origin);
    const point = await locate(client);
    expect(point.lat).toEqual(expect.any(Number));
    expect(point.lng).toEqual(expect.any(Number));
    const byPoint = await client.call('GET', '/api/address', { query: { lat: point.lat, lng: point.lng } });
    expect(byPoint.status).toBe(200);
    expect(byPoint.body.data[0].formatted_address).toEqual(expect.any(String));
    expect(byPoint.body.data[0].geometry.location).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(byPoint.body.csrfToken).toEqual(expect.any(String));
  });
});

describe('home listing: GET /api/restaurants, POST /api/update', () => {
  /** The first page's inputs: lat, lng, the SEO-homepage flag, the page type. */
  function firstPage(client: SpecClient, point: Point): Promise<Answer> {
    return client.call('GET', '/api/restaurants', {
      query: { lat: point.lat, lng: point.lng, 'is-seo-homepage-enabled': 'true', page_type: 'DESKTOP_WEB_LISTING' },
    });
  }

  /** The further-page payload of the spec's screen-level inputs, with `_csrf` as given. */
  function nextPage(client: SpecClient, point: Point, pageOffset: any, csrf: string | undefined): Promise<Answer> {
    return client.call('POST', '/api/update', {
      body: {
        lat: point.lat,
        lng: point.lng,
        _csrf: csrf,
        nextOffset: pageOffset.nextOffset,
        widgetOffset: pageOffset.widgetOffset,
        page_type: 'DESKTOP_WEB_LISTING',
        filters: {},
        seoParams: { seoUrl: `${server.origin}/`, pageType: 'FOOD_HOMEPAGE', apiName: 'FoodHomePage' },
      },
    });
  }

  it('first page: data.cards with restaurant cards of the spec fields, and data.pageOffset', async () => {
    const client = new SpecClient(server.origin);
    const answer = await firstPage(client, await locate(client));
    expect(answer.status).toBe(200);
    const grid = cardById(answer.body.data.cards, 'restaurant_grid_listing');
    expect(grid.header.title).toEqual(expect.any(String));
    const restaurants = grid.gridElements.infoWithStyle.restaurants;
    expect(restaurants.length).toBeGreaterThan(0);
    for (const r of restaurants) {
      expect(r.info).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        cloudinaryImageId: expect.any(String),
        avgRating: expect.any(Number),
        areaName: expect.any(String),
        locality: expect.any(String),
      });
      expect(Array.isArray(r.info.cuisines)).toBe(true);
      expect(r.info.sla.deliveryTime).toEqual(expect.any(Number));
      expect(r.cta.link).toEqual(expect.any(String));
    }
    expect(answer.body.data.pageOffset.nextOffset).toEqual(expect.any(String));
  });

  it('[item 1] the next page accepts the csrfToken the address call handed out (localStorage.csrfToken)', async () => {
    const client = new SpecClient(server.origin);
    const point = await locate(client);
    const first = await firstPage(client, point);
    const next = await nextPage(client, point, first.body.data.pageOffset, client.storage.get('csrfToken'));
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(
      cardById(next.body.data.cards, 'restaurant_grid_listing').gridElements.infoWithStyle.restaurants.length,
    ).toBeGreaterThan(0);
  });

  it('the next page accepts the csrfToken of the listing too, and refuses a forged one with a message', async () => {
    const client = new SpecClient(server.origin);
    const point = await locate(client);
    const first = await firstPage(client, point);
    expect((await nextPage(client, point, first.body.data.pageOffset, first.body.csrfToken)).status).toBe(200);
    const token = client.storage.get('csrfToken') ?? '';
    expectToastable(await nextPage(client, point, first.body.data.pageOffset, `${token.slice(0, -2)}xx`), 403);
    expectToastable(await nextPage(client, point, first.body.data.pageOffset, crypto.randomUUID()), 403);
  });

  it('a token handed out by one server process is accepted by another sharing SESSION_SECRET', async () => {
    const other = (await startServer({ env: { SESSION_SECRET: sharedSecret } })) as unknown as RunningServer;
    try {
      const here = new SpecClient(server.origin);
      const point = await locate(here);
      const first = await firstPage(here, point);
      const there = new SpecClient(other.origin);
      const next = await nextPage(there, point, first.body.data.pageOffset, here.storage.get('csrfToken'));
      expect(next.status, JSON.stringify(next.body)).toBe(200);
    } finally {
      await other.stop();
    }
  });
});

describe('search: pre_search, search_restaurants, single_restaurant, searched_restaurant', () => {
  it('pre-search answers data.cards; suggestions data.suggestions and data.query', async () => {
    const client = new SpecClient(server.origin);
    const point = await locate(client);
    const pre = await client.call('GET', '/api/pre_search', { query: { lat: point.lat, lng: point.lng } });
    expect(pre.status).toBe(200);
    expect(pre.body.data.cards.length).toBeGreaterThan(0);

    const suggestions = await client.call('GET', '/api/search_restaurants', {
      query: { lat: point.lat, lng: point.lng, str: 'biryani' },
    });
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.data.query).toBe('biryani');
    expect(suggestions.body.data.suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions.body.data.suggestions) {
      expect(s).toMatchObject({
        text: expect.any(String),
        cloudinaryId: expect.any(String),
        subCategory: expect.any(String),
      });
      expect(s.highlightedText).toMatch(/\{\{.+\}\}/);
    }
  });

  it('single search answers the RESTAURANT and DISH card lists; searched_restaurant takes the id minus its first four characters', async () => {
    const client = new SpecClient(server.origin);
    const point = await locate(client);
    const suggestions = await client.call('GET', '/api/search_restaurants', {
      query: { lat: point.lat, lng: point.lng, str: 'biryani' },
    });
    const chosen = suggestions.body.data.suggestions[0].text;
    const single = await client.call('GET', '/api/single_restaurant', {
      query: { lat: point.lat, lng: point.lng, str: chosen },
    });
    expect(single.status).toBe(200);
    const groups = single.body.data.cards.map((c: any) => c.groupedCard?.cardGroupMap).find(Boolean);
    const restaurants = groups.RESTAURANT?.cards ?? [];
    const dishes = groups.DISH?.cards ?? [];
    expect(restaurants.length + dishes.length).toBeGreaterThan(0);

    const restaurantId = String(dishes[0]?.card.card.restaurant.info.id ?? restaurants[0].card.card.info.id);
    // The client's restaurant id carries a four-character prefix that it drops before sending.
    const held = `rest${restaurantId}`;
    const searched = await client.call('GET', '/api/searched_restaurant', {
      query: { lat: point.lat, lng: point.lng, restaurantId: held.slice(4), query: 'a' },
    });
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
    expect(Array.isArray(searched.body.data.cards)).toBe(true);
  });
});

describe('restaurant menu and collection (the spec names their inputs, this server their paths)', () => {
  it('menu: first card info, sla, and the REGULAR cards with dishes priced in hundredths', async () => {
    const client = new SpecClient(server.origin);
    const point = await locate(client);
    const listing = await client.call('GET', '/api/restaurants', { query: { lat: point.lat, lng: point.lng } });
    const id = cardById(listing.body.data.cards, 'restaurant_grid_listing').gridElements.infoWithStyle.restaurants[0]
      .info.id;
    const menu = await client.call('GET', '/api/menu', {
      query: { lat: point.lat, lng: point.lng, restaurantId: id, query: '' },
    });
    expect(menu.status).toBe(200);
    const info = menu.body.data.cards[0].card.card.info;
    expect(info).toMatchObject({
      name: expect.any(String),
      areaName: expect.any(String),
      avgRating: expect.any(Number),
      totalRatingsString: expect.any(String),
    });
    expect(info.sla).toMatchObject({
      restaurantId: id,
      deliveryTime: expect.any(Number),
      slaString: expect.any(String),
    });
    const regular = menu.body.data.cards.map((c: any) => c.groupedCard?.cardGroupMap?.REGULAR?.cards).find(Boolean);
    expect(regular.length).toBeGreaterThan(0);
  });

  it('collection: the first card has title and description, later cards info.id and cta.text', async () => {
    const client = new SpecClient(server.origin);
    const point = await locate(client);
    const answer = await client.call('GET', '/api/collection', {
      query: {
        lat: point.lat,
        lng: point.lng,
        collection: 'biryani',
        tags: '',
        type: 'rcv2',
        offset: 0,
        page_type: 'null',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [first, ...rest] = answer.body.data.cards.map((c: any) => c.card.card);
    expect(first).toMatchObject({ title: expect.any(String), description: expect.any(String) });
    expect(rest.length).toBeGreaterThan(0);
    for (const card of rest)
      expect(card).toMatchObject({ info: { id: expect.any(String) }, cta: { text: expect.any(String) } });
  });
});

describe('[item 4] signup and login with updatedUser = the verified session', () => {
  it('the session cookie of the OTP step reaches /api', async () => {
    const client = new SpecClient(server.origin);
    await verifyPhone(client, nextPhone());
    expect(client.cookieNamesFor('/api/create_user')).toContain('a_session_thalify');
  });

  it('signs up: user with success, phone, database and userId', async () => {
    const client = new SpecClient(server.origin);
    const phone = nextPhone();
    const updatedUser = await verifyPhone(client, phone);
    expect(updatedUser).toMatchObject({
      $id: expect.any(String),
      userId: expect.any(String),
      provider: 'phone',
      providerUid: phone,
      expire: expect.any(String),
    });
    const answer = await client.call('POST', '/api/create_user', {
      body: { name: 'Asha Rao', email: 'asha@example.in', phone, updatedUser },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    expect(answer.body.user).toMatchObject({
      success: true,
      phone,
      database: expect.any(String),
      userId: updatedUser.userId,
    });
  });

  it('logs in again with a new verified session: the same user', async () => {
    const first = new SpecClient(server.origin);
    const phone = nextPhone();
    const user = await signUp(first, phone, 'session');
    const again = new SpecClient(server.origin);
    const updatedUser = await verifyPhone(again, phone);
    const answer = await again.call('POST', '/api/login', { body: { phone, updatedUser } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.user).toMatchObject({ success: true, phone, database: user.database, userId: user.userId });
  });

  it("refuses someone else's session object (without its cookie) with 401 and a message", async () => {
    const victim = new SpecClient(server.origin);
    const phone = nextPhone();
    const session = await verifyPhone(victim, phone);
    const attacker = new SpecClient(server.origin);
    expectToastable(
      await attacker.call('POST', '/api/create_user', {
        body: { name: 'X', email: 'x@example.in', phone, updatedUser: session },
      }),
      401,
    );
    expectToastable(await attacker.call('POST', '/api/login', { body: { phone, updatedUser: session } }), 401);
  });

  it('a failing signup or login answers the message the toast shows', async () => {
    const client = new SpecClient(server.origin);
    const phone = nextPhone();
    await signUp(client, phone);
    const again = new SpecClient(server.origin);
    expectToastable(
      await again.call('POST', '/api/create_user', {
        body: { name: 'Asha Rao', email: 'asha@example.in', phone, updatedUser: await proof(again, phone, 'jwt') },
      }),
      409,
    );
    const stranger = new SpecClient(server.origin);
    const strangerPhone = nextPhone();
    expectToastable(
      await stranger.call('POST', '/api/login', {
        body: { phone: strangerPhone, updatedUser: await proof(stranger, strangerPhone, 'jwt') },
      }),
      404,
    );
  });
});

describe('[item 2] cart: the documents of the answer under cart', () => {
  /** A restaurant near the diner and the dish fields of one of its dishes, from the menu. */
  async function aDish(client: SpecClient, point: Point): Promise<{ restaurantId: string; dish: any }> {
    const listing = await client.call('GET', '/api/restaurants', { query: { lat: point.lat, lng: point.lng } });
    const restaurantId = cardById(listing.body.data.cards, 'restaurant_grid_listing').gridElements.infoWithStyle
      .restaurants[0].info.id;
    const menu = await client.call('GET', '/api/menu', {
      query: { lat: point.lat, lng: point.lng, restaurantId, query: '' },
    });
    const sections = menu.body.data.cards.map((c: any) => c.groupedCard?.cardGroupMap?.REGULAR?.cards).find(Boolean);
    const section = sections.map((c: any) => c.card.card).find((c: any) => c.itemCards?.length || c.categories?.length);
    const itemCards = section.itemCards ?? section.categories[0].itemCards;
    return { restaurantId, dish: itemCards[0].card.info };
  }

  /** Quantities by dish id, read as the spec says: cart.documents, each with a quantity. */
  async function quantities(client: SpecClient, user: any): Promise<Map<string, number>> {
    const answer = await client.call('GET', '/api/getcart', { query: { database: user.database } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Array.isArray(answer.body.cart.documents), JSON.stringify(answer.body)).toBe(true);
    return new Map(answer.body.cart.documents.map((d: any) => [String(d.id), d.quantity]));
  }

  it('getcart answers cart with a documents list; add and remove change the quantities', async () => {
    const client = new SpecClient(server.origin);
    const point = await locate(client);
    const user = await signUp(client);
    expect((await quantities(client, user)).size).toBe(0);

    const { restaurantId, dish } = await aDish(client, point);
    const add = { number: user.phone, cart: { ...dish, restaurantId }, database: user.database, userId: user.userId };
    expect((await client.call('POST', '/api/addToCart', { body: add })).status).toBe(200);
    expect((await client.call('POST', '/api/addToCart', { body: add })).status).toBe(200);
    expect((await quantities(client, user)).get(String(dish.id))).toBe(2);

    expect(
      (
        await client.call('POST', '/api/removeCart', {
          body: { number: user.phone, id: dish.id, database: user.database },
        })
      ).status,
    ).toBe(200);
    expect((await quantities(client, user)).get(String(dish.id))).toBe(1);
  });

  it('every cart call answers cart.documents (add, remove)', async () => {
    const client = new SpecClient(server.origin);
    const point = await locate(client);
    const user = await signUp(client);
    const { restaurantId, dish } = await aDish(client, point);
    const added = await client.call('POST', '/api/addToCart', {
      body: { number: user.phone, cart: { ...dish, restaurantId }, database: user.database, userId: user.userId },
    });
    expect(added.body.cart.documents.map((d: any) => d.quantity)).toEqual([1]);
    const removed = await client.call('POST', '/api/removeCart', {
      body: { number: user.phone, id: dish.id, database: user.database },
    });
    expect(removed.body.cart.documents).toEqual([]);
  });

  it('[also] adding takes a restaurant id with the four-character prefix the menu endpoints accept', async () => {
    const client = new SpecClient(server.origin);
    const point = await locate(client);
    const user = await signUp(client);
    const { restaurantId, dish } = await aDish(client, point);
    const prefixed = `rest${restaurantId}`;
    expect(
      (
        await client.call('GET', '/api/menu', {
          query: { lat: point.lat, lng: point.lng, restaurantId: prefixed, query: '' },
        })
      ).status,
    ).toBe(200);
    const added = await client.call('POST', '/api/addToCart', {
      body: {
        number: user.phone,
        cart: { ...dish, restaurantId: prefixed },
        database: user.database,
        userId: user.userId,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await quantities(client, user)).get(String(dish.id))).toBe(1);
  });

  it('[item 3] a failing cart call answers the message the toast shows', async () => {
    const client = new SpecClient(server.origin);
    const user = await signUp(client);
    expectToastable(
      await client.call('POST', '/api/removeCart', {
        body: { number: user.phone, id: '123456', database: user.database },
      }),
      404,
    );
    const signedOut = new SpecClient(server.origin);
    expectToastable(await signedOut.call('GET', '/api/getcart', { query: { database: user.database } }), 401);
    expectToastable(
      await signedOut.call('POST', '/api/addToCart', {
        body: {
          number: user.phone,
          cart: { id: '1', restaurantId: '1' },
          database: user.database,
          userId: user.userId,
        },
      }),
      401,
    );
  });
});

describe('[item 3] every /api error body carries message', () => {
  it('bad input, unknown paths, wrong methods and refused writes all answer { message, error }', async () => {
    const client = new SpecClient(server.origin);
    expectToastable(await client.call('GET', '/api/restaurants'), 400);
    expectToastable(await client.call('GET', '/api/search'), 400);
    expectToastable(await client.call('GET', '/api/address', { query: { place_id: 'no-such-place' } }), 404);
    expectToastable(
      await client.call('GET', '/api/search_restaurants', { query: { lat: 12.9, lng: 77.6, str: 'x'.repeat(201) } }),
      400,
    );
    expectToastable(
      await client.call('GET', '/api/menu', { query: { lat: 12.9, lng: 77.6, restaurantId: '999999999', query: '' } }),
      404,
    );
    expectToastable(await client.call('GET', '/api/no_such_call'), 404);
    expectToastable(await client.call('DELETE', '/api/getcart'), 405);
    expectToastable(await client.call('POST', '/api/login', { body: { phone: '+919876543210' } }), 401);
    expectToastable(
      await client.call('POST', '/api/update', {
        body: { lat: 12.9, lng: 77.6, nextOffset: null },
        headers: { origin: 'https://elsewhere.example' },
      }),
      403,
    );
  });
});
