/** The restaurant a menu's dish rows belong to, as they need it: its name and whether it is open. */
import { createContext } from 'react';
import type { ShownState } from '../availability/availabilityRules';

/** What a dish row knows of its restaurant. */
export interface MenuRestaurant {
  name: string;
  state: ShownState;
}

/** The menu's restaurant; without a provider a dish row takes it as open. */
export const MenuRestaurantContext = createContext<MenuRestaurant>({ name: '', state: { open: true, text: null } });
