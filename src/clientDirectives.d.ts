import 'astro';
import type { InteractionOptions } from './lib/browser/clientInteractionDirective';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate, when the browser is next idle, only if storage holds this key (see src/lib/browser/clientStoredDirective.ts). */
    'client:stored'?: string;
    /** Hydrate on first pointer, touch or focus, and when idle if asked or storage holds a key (src/lib/browser/clientInteractionDirective.ts). */
    'client:interaction'?: InteractionOptions;
  }
}
