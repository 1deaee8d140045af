import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when browser storage holds this key (see src/lib/clientStoredDirective.ts). */
    'client:stored'?: string;
    /** Hydrate when storage holds one of these keys, else on first pointer, touch or focus (src/lib/clientInteractionDirective.ts). */
    'client:interaction'?: string;
  }
}
