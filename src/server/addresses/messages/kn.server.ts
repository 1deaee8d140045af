/**
 * Kannada: what the address endpoints tell a diner. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressServerMessages } from './en.ts';

export default {
  'server.addresses': {
    signIn: 'ನಿಮ್ಮ ವಿಳಾಸಗಳನ್ನು ನೋಡಲು ಸೈನ್ ಇನ್ ಮಾಡಿ',
  },
} satisfies CatalogueFile<typeof addressServerMessages>;
