/**
 * Kannada: saved addresses' texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the address itself (flat, area, landmark), as typed.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressMessages } from './en.ts';

export default {
  addresses: {
    Home: 'ಮನೆ',
    Work: 'ಕಚೇರಿ',
    Other: 'ಇತರೆ',
    savedAddresses: 'ಉಳಿಸಿದ ವಿಳಾಸಗಳು',
    loading: 'ನಿಮ್ಮ ವಿಳಾಸಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
    editName: '{label} ಬದಲಿಸಿ',
    isDefault: 'ಡೀಫಾಲ್ಟ್',
    editAria: '{label} ಬದಲಿಸಿ: {address}',
    edit: 'ಬದಲಿಸಿ',
    makeDefaultAria: '{label} ಅನ್ನು ಡೀಫಾಲ್ಟ್ ಮಾಡಿ: {address}',
    makeDefault: 'ಡೀಫಾಲ್ಟ್ ಮಾಡಿ',
    deleteAria: '{label} ಅಳಿಸಿ: {address}',
    delete: 'ಅಳಿಸಿ',
    keep: 'ಉಳಿಸಿಕೊಳ್ಳಿ',
    addNew: 'ಹೊಸ ವಿಳಾಸ ಸೇರಿಸಿ',
    newAddress: 'ಹೊಸ ವಿಳಾಸ',
    saveAddress: 'ವಿಳಾಸ ಉಳಿಸಿ',
    saving: 'ಉಳಿಸಲಾಗುತ್ತಿದೆ…',
    cancel: 'ರದ್ದುಮಾಡಿ',
    area: 'ಪ್ರದೇಶ: {area}',
    change: 'ಬದಲಿಸಿ',
    saveAs: 'ಹೀಗೆ ಉಳಿಸಿ',
    flatLabel: 'ಫ್ಲ್ಯಾಟ್, ಮನೆ ಸಂಖ್ಯೆ ಮತ್ತು ಕಟ್ಟಡ',
    floorLabel: 'ಮಹಡಿ (ಐಚ್ಛಿಕ)',
    landmarkLabel: 'ಲ್ಯಾಂಡ್‌ಮಾರ್ಕ್ (ಐಚ್ಛಿಕ)',
    instructionsLabel: 'ಡೆಲಿವರಿ ಪಾರ್ಟ್‌ನರ್‌ಗೆ ಸೂಚನೆಗಳು (ಐಚ್ಛಿಕ)',
    chooseAreaLink: 'ನಿಮ್ಮ ಪ್ರದೇಶ ಆರಿಸಿ',
    chooseAreaText: 'ವಿಳಾಸ ಸೇರಿಸಲು {link}.',
    flatMissing: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಫ್ಲ್ಯಾಟ್, ಮನೆ ಸಂಖ್ಯೆ ಮತ್ತು ಕಟ್ಟಡ ನಮೂದಿಸಿ.',
    tooLong: 'ದಯವಿಟ್ಟು {what} {max} ಅಕ್ಷರಗಳೊಳಗೆ ಇರಲಿ.',
    saved: 'ನಿಮ್ಮ ವಿಳಾಸ ಉಳಿಸಲಾಗಿದೆ.',
    deleteQuestion: 'ಈ ವಿಳಾಸ ಅಳಿಸಬೇಕೇ?',
    removed: 'ವಿಳಾಸ ಅಳಿಸಲಾಗಿದೆ.',
    madeDefault: 'ಇನ್ನು ಮುಂದೆ ಅದೇ ನಿಮ್ಮ ಡೀಫಾಲ್ಟ್ ವಿಳಾಸ.',
    empty: 'ನೀವು ಇನ್ನೂ ಯಾವುದೇ ವಿಳಾಸ ಉಳಿಸಿಲ್ಲ.',
    noArea: 'ವಿಳಾಸ ಸೇರಿಸಲು ಮೊದಲು ನಿಮ್ಮ ಪ್ರದೇಶ ಆರಿಸಿ.',
    flat: 'ಫ್ಲ್ಯಾಟ್, ಮನೆ ಸಂಖ್ಯೆ ಮತ್ತು ಕಟ್ಟಡ',
    floor: 'ಮಹಡಿ',
    landmark: 'ಲ್ಯಾಂಡ್‌ಮಾರ್ಕ್',
    instructions: 'ಸೂಚನೆಗಳು',
  },
} satisfies CatalogueFile<typeof addressMessages>;
