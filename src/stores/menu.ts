/**
 * A restaurant page's menu. The server draws the page with the menu for the address cookie's
 * point; the menu is asked for again only when the diner's saved address is elsewhere (after a
 * location change), into the `menu` area the island shows instead of the server's.
 */
import { api } from '../lib/browser/apiClient';
import type { MenuResponse } from '../lib/catalogTypes';
import type { LatLng } from '../lib/geo';
import { createDataArea } from './dataArea';

/** One restaurant's menu for the diner's point (`GET /api/menu`); idle and empty while the page shows the server's. */
export const $menu = createDataArea<MenuResponse>();

/** Asks for `restaurantId`'s menu at `at` (the spec's call: lat, lng, the restaurant id and an empty query). */
export function loadMenu(restaurantId: string, at: LatLng): Promise<MenuResponse | undefined> {
  return $menu.run((signal) =>
    api<MenuResponse>('/menu', { query: { lat: at.lat, lng: at.lng, restaurantId, query: '' }, signal }),
  );
}
