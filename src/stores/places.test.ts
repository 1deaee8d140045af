import { afterEach, describe, expect, it, vi } from 'vitest';

// The HTTP layer is replaced: `/address` answers with the test's results, `/search` with one place.
let addressResults: unknown[] = [];
const calls: string[] = [];
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn(async (path: string) => {
    calls.push(path);
    if (path === '/address') return { data: addressResults, csrfToken: 'token-9' };
    return { data: [{ place_id: 'p1', description: 'Koramangala, Bengaluru' }] };
  }),
}));
const assign = vi.fn();
const location = { assign, pathname: '/locate', search: '' };
vi.stubGlobal('window', { location, addEventListener() {}, removeEventListener() {} });

const { $placeChoice, chooseFirstPlace, choosePlace, locateByGps } = await import('./places');
const { $userAddress } = await import('./address');
const { $csrfToken } = await import('./paging');

const koramangala = {
  formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
  geometry: { location: { lat: 12.9352, lng: 77.6245 } },
  city: 'bangalore',
};

afterEach(() => {
  calls.length = 0;
  assign.mockClear();
  Object.assign(location, { pathname: '/locate', search: '' });
  $placeChoice.set({ busy: null, blocked: false });
});

describe('places store', () => {
  it('choosing a place names it busy, saves its address and the token, and goes home', async () => {
    addressResults = [koramangala];
    const chosen = choosePlace('p1');
    expect($placeChoice.get()).toEqual({ busy: 'p1', blocked: false });
    await chosen;
    expect($userAddress.get()).toMatchObject({ formatted_address: koramangala.formatted_address });
    expect($csrfToken.get()).toBe('token-9');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('a place without an address clears busy and shows the blocked banner', async () => {
    addressResults = [];
    await choosePlace('p2');
    expect($placeChoice.get()).toEqual({ busy: null, blocked: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it('a refused GPS shows the blocked banner; a new choice hides it while it runs', async () => {
    vi.stubGlobal('navigator', {
      geolocation: {
        getCurrentPosition: (_: unknown, fail: (e: { code: number; PERMISSION_DENIED: number }) => void) =>
          fail({ code: 1, PERMISSION_DENIED: 1 }),
      },
    });
    await locateByGps();
    expect($placeChoice.get()).toEqual({ busy: null, blocked: true });
    addressResults = [koramangala];
    const chosen = chooseFirstPlace('city:Bangalore', 'Bangalore');
    expect($placeChoice.get()).toEqual({ busy: 'city:Bangalore', blocked: false });
    await chosen;
    expect(calls).toEqual(['/search', '/address']);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('from /locate goes back to the page that sent the diner there, and only to a page of this site', async () => {
    addressResults = [koramangala];
    location.search = '?next=%2Frestaurants%2Fal-sultan-hsr-layout-bangalore-102029';
    await choosePlace('p1');
    expect(assign).toHaveBeenLastCalledWith('/restaurants/al-sultan-hsr-layout-bangalore-102029');
    location.search = '?next=%2F%2Fexample.com%2Frestaurants';
    await choosePlace('p1');
    expect(assign).toHaveBeenLastCalledWith('/');
  });

  it("from the header's panel loads the page the diner is on again, with its query", async () => {
    addressResults = [koramangala];
    Object.assign(location, { pathname: '/city/bangalore/koramangala', search: '' });
    await choosePlace('p1');
    expect(assign).toHaveBeenLastCalledWith('/city/bangalore/koramangala');
    Object.assign(location, { pathname: '/search', search: '?query=biryani' });
    await choosePlace('p1');
    expect(assign).toHaveBeenLastCalledWith('/search?query=biryani');
  });
});
