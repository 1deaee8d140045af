/** The spec's text limits, one meaning each, for the inputs and the endpoints that read them. */

/** Location text (the delivery-location box and /api/places): at most 30 characters. */
export const maxLocationLength = 30;

/** Search text (the search page, a menu's dish search, /api/suggestions and friends): at most 200 characters. */
export const maxSearchLength = 200;
