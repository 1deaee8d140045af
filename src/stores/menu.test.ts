import { describe, expect, it, vi } from 'vitest';

const asked: { path: string; query: unknown }[] = [];
const answers: ((menu: object) => void)[] = [];

// The HTTP layer is replaced: each menu call waits until the test answers it.
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn((path: string, options: { query: unknown }) => {
    asked.push({ path, query: options.query });
    return new Promise((resolve) => answers.push(resolve));
  }),
}));

const { $menu, loadMenu } = await import('./menu');

describe('loadMenu', () => {
  it("asks for the restaurant's menu at the point with an empty query, and shows loading until it comes", async () => {
    const loading = loadMenu('102029', { lat: 12.93, lng: 77.62 });
    expect(asked).toEqual([{ path: '/menu', query: { lat: 12.93, lng: 77.62, restaurantId: '102029', query: '' } }]);
    expect($menu.get()).toEqual({ isLoading: true, error: null, data: null });
    answers[0]?.({ data: { cards: [] } });
    await loading;
    expect($menu.get()).toEqual({ isLoading: false, error: null, data: { data: { cards: [] } } });
  });

  it('drops the menu of a point the diner has moved away from', async () => {
    answers.length = 0;
    const first = loadMenu('102029', { lat: 12.93, lng: 77.62 });
    const second = loadMenu('102029', { lat: 19.07, lng: 72.87 });
    answers[1]?.({ data: { cards: ['Mumbai'] } });
    await second;
    answers[0]?.({ data: { cards: ['Bengaluru'] } });
    await first;
    expect($menu.get().data).toEqual({ data: { cards: ['Mumbai'] } });
  });
});
