import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when browser storage holds this key (see src/lib/clientStoredDirective.ts). */
    'client:stored'?: string;
  }
}
