/**
 * Saved addresses the tests share (unit tests and browser tests alike): the shape the
 * storefront keeps in storage and in its address cookie. Not used by the storefront itself.
 */

/** Koramangala, Bengaluru: restaurants of the sample catalog deliver there. */
export const koramangalaAddress = {
  formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
  geometry: { location: { lat: 12.9352, lng: 77.6245 } },
  city: 'bangalore',
};
