/** One data area of the spec's section 4: `{ isLoading, error, data }` with its transitions. */
import { atom, type WritableAtom } from 'nanostores';
import { dinerMessage } from '../lib/dinerMessages';

/** The state every data area holds. */
export interface DataAreaState<T> {
  isLoading: boolean;
  error: string | null;
  data: T | null;
}

/** How a request treats the data already held. */
export interface RunOptions {
  /** Keep showing the last answer until a new one arrives (a bill recomputed for a new choice). */
  keepData?: boolean;
}

/** A data area: a store plus the spec's request, success and failure actions. */
export type DataArea<T> = WritableAtom<DataAreaState<T>> & {
  /** A request: loading true, data and error cleared. */
  request(): void;
  /** Success: the payload stored, loading false. */
  success(data: T): void;
  /** Failure: the message stored, data emptied. */
  failure(message: string): void;
  /** Empties the data without a request (the cart's reset actions). */
  reset(): void;
  /**
   * Runs a request through the three transitions. A response that arrives after a newer
   * request started is dropped, so a slow old answer never overwrites a newer one. With
   * `keepData`, the data shown stays while the request is on its way and after it failed.
   */
  run(fetcher: (signal: AbortSignal) => Promise<T>, options?: RunOptions): Promise<T | undefined>;
  /** Stops a request on its way (its answer is dropped) and leaves the area idle, without an error. */
  cancel(): void;
};

/** The diner's text for anything thrown by a call (see lib/dinerMessages). */
export function errorMessage(error: unknown): string {
  return dinerMessage(error);
}

/** Builds a data area; `initial` is the data it starts with (signup and login start from the saved user). */
export function createDataArea<T>(initial: T | null = null): DataArea<T> {
  const $area = atom<DataAreaState<T>>({ isLoading: false, error: null, data: initial });
  let generation = 0;
  let controller: AbortController | undefined;
  const area = Object.assign($area, {
    request() {
      $area.set({ isLoading: true, error: null, data: null });
    },
    success(data: T) {
      $area.set({ isLoading: false, error: null, data });
    },
    failure(message: string) {
      $area.set({ isLoading: false, error: message, data: null });
    },
    reset() {
      $area.set({ ...$area.get(), data: null });
    },
    async run(fetcher: (signal: AbortSignal) => Promise<T>, options: RunOptions = {}) {
      const mine = ++generation;
      controller?.abort();
      controller = new AbortController();
      const kept = options.keepData ? $area.get().data : null;
      $area.set({ isLoading: true, error: null, data: kept });
      try {
        const data = await fetcher(controller.signal);
        if (mine !== generation) return undefined;
        area.success(data);
        return data;
      } catch (error) {
        if (mine !== generation) return undefined;
        $area.set({ isLoading: false, error: errorMessage(error), data: kept });
        return undefined;
      }
    },
    cancel() {
      generation++;
      controller?.abort();
      controller = undefined;
      $area.set({ ...$area.get(), isLoading: false, error: null });
    },
  });
  return area;
}
