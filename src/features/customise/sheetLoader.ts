/**
 * Fetches the customisation sheet's code the first time it is wanted (a diner reaching for ADD
 * on a dish with choices, or the sheet opening), so a menu page carries none of it until then.
 */
import type { ComponentType } from 'react';

let sheet: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/** Loads the sheet's module once; a failed load may be tried again. */
export function loadSheet(): Promise<ComponentType> {
  loading ??= import('./CustomiseSheet').then(
    (module) => {
      sheet = module.default;
      return sheet;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The sheet's component once loaded, else null. */
export function loadedSheet(): ComponentType | null {
  return sheet;
}
