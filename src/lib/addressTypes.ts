/**
 * Shapes of the location endpoints: `GET /api/search` (place suggestions) and `GET /api/address`
 * (address resolution), shared by the server and the client islands. Types only.
 */
import type { SavedAddress } from './savedAddress.ts';

// One definition of the stored address: savedAddress.ts owns it, this module re-exports it.
export type { SavedAddress } from './savedAddress.ts';

/** One suggestion of `GET /api/search`: an opaque id and the texts the location panel shows. */
export interface PlaceSuggestion {
  place_id: string;
  /** The whole address in one line, e.g. 'Koramangala, Bengaluru, Karnataka, India'. */
  description: string;
  structured_formatting: {
    /** The bold part, e.g. 'Koramangala'. */
    main_text: string;
    /** The rest, e.g. 'Bengaluru, Karnataka, India'. */
    secondary_text: string;
  };
}

/** Body of `GET /api/search?search=…`: at most 8 suggestions, best first; empty for no match. */
export interface PlaceSuggestionsResponse {
  data: PlaceSuggestion[];
}

/**
 * One address of `GET /api/address`, a SavedAddress with what the server knows about service:
 * `serviceable` is false (and `city` null, `place_id` absent) when no served city is near;
 * the coordinates are then still the asked-for point, so the listing shows the unserviceable screen.
 */
export interface ResolvedAddress extends SavedAddress {
  place_id?: string;
  serviceable: boolean;
  /** Slug of the city whose restaurants deliver here (as in /city/{slug}), or null. */
  city: string | null;
}

/** Body of `GET /api/address`: the first entry is what the client stores as user_address. */
export interface AddressResponse {
  data: ResolvedAddress[];
  csrfToken: string;
}
