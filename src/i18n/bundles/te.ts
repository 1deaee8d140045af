/** Every island's texts in this language, as one chunk loaded by pages in it (src/i18n/client.ts). */
import type { Components } from '@nanostores/i18n';

const files = import.meta.glob<Components>('/src/**/messages/te.ts', { eager: true, import: 'default' });

export default Object.assign({}, ...Object.values(files)) as Components;
