/** Channel names of the realtime service, in Appwrite's style; one declaration for the server and the browser. */

/** The database and collection of orders in Appwrite's channel names. */
export const ordersCollectionChannel = 'databases.thalify.collections.orders.documents';

/** The channel of one order: `databases.thalify.collections.orders.documents.<orderId>`. */
export function orderChannel(orderId: string): string {
  return `${ordersCollectionChannel}.${orderId}`;
}

/** The database and collection of restaurants in Appwrite's channel names: menus follow their dishes' stock here. */
export const restaurantsCollectionChannel = 'databases.thalify.collections.restaurants.documents';

/** The channel of one restaurant's stock: `databases.thalify.collections.restaurants.documents.<restaurantId>`. */
export function restaurantChannel(restaurantId: string): string {
  return `${restaurantsCollectionChannel}.${restaurantId}`;
}

/** The payload of a stock change on a restaurant's channel: a dish or a choice of one went out of or back in stock. */
export interface StockChange {
  restaurantId: string;
  /** A dish id, or a choice id (a variation's or an add-on's). */
  itemId: string;
  inStock: boolean;
}
