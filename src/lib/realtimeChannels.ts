/** Channel names of the realtime service, in Appwrite's style; one declaration for the server and the browser. */

/** The database and collection of orders in Appwrite's channel names. */
export const ordersCollectionChannel = 'databases.thalify.collections.orders.documents';

/** The channel of one order: `databases.thalify.collections.orders.documents.<orderId>`. */
export function orderChannel(orderId: string): string {
  return `${ordersCollectionChannel}.${orderId}`;
}
