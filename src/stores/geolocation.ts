/** Browser geolocation as a promise; a refusal or failure rejects with a reason. */

/** Why a position could not be had. */
export type GeolocationFailure = 'blocked' | 'unavailable';

/** Asks the browser for the current position (10 s timeout, a cached fix up to 5 min old is fine). */
export function currentPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject('unavailable' satisfies GeolocationFailure);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        reject((error.code === error.PERMISSION_DENIED ? 'blocked' : 'unavailable') satisfies GeolocationFailure),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
