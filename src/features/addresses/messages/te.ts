/**
 * Telugu: saved addresses' texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the address itself (flat, area, landmark), as typed.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressMessages } from './en.ts';

export default {
  addresses: {
    Home: 'ఇల్లు',
    Work: 'ఆఫీస్',
    Other: 'ఇతర',
    savedAddresses: 'సేవ్ చేసిన చిరునామాలు',
    loading: 'మీ చిరునామాలు లోడ్ అవుతున్నాయి…',
    editName: '{label} మార్చండి',
    isDefault: 'డిఫాల్ట్',
    editAria: '{label} మార్చండి: {address}',
    edit: 'మార్చండి',
    makeDefaultAria: '{label}ని డిఫాల్ట్ చేయండి: {address}',
    makeDefault: 'డిఫాల్ట్ చేయండి',
    deleteAria: '{label} తొలగించండి: {address}',
    delete: 'తొలగించండి',
    keep: 'ఉంచండి',
    addNew: 'కొత్త చిరునామా జోడించండి',
    newAddress: 'కొత్త చిరునామా',
    saveAddress: 'చిరునామా సేవ్ చేయండి',
    saving: 'సేవ్ అవుతోంది…',
    cancel: 'రద్దు చేయండి',
    area: 'ప్రాంతం: {area}',
    change: 'మార్చండి',
    saveAs: 'ఇలా సేవ్ చేయండి',
    flatLabel: 'ఫ్లాట్, ఇంటి నంబర్, బిల్డింగ్',
    floorLabel: 'అంతస్తు (ఐచ్ఛికం)',
    landmarkLabel: 'ల్యాండ్‌మార్క్ (ఐచ్ఛికం)',
    instructionsLabel: 'డెలివరీ పార్ట్‌నర్‌కు సూచనలు (ఐచ్ఛికం)',
    chooseAreaLink: 'మీ ప్రాంతాన్ని ఎంచుకోండి',
    chooseAreaText: 'చిరునామా జోడించడానికి {link}.',
    flatMissing: 'దయచేసి మీ ఫ్లాట్, ఇంటి నంబర్, బిల్డింగ్ ఇవ్వండి.',
    tooLong: 'దయచేసి {what}ని {max} అక్షరాల లోపు ఉంచండి.',
    saved: 'మీ చిరునామా సేవ్ అయింది.',
    deleteQuestion: 'ఈ చిరునామాను తొలగించాలా?',
    removed: 'చిరునామా తొలగించబడింది.',
    madeDefault: 'ఇకపై అదే మీ డిఫాల్ట్ చిరునామా.',
    empty: 'మీకు ఇంకా సేవ్ చేసిన చిరునామాలు లేవు.',
    noArea: 'చిరునామా జోడించడానికి ముందు మీ ప్రాంతాన్ని ఎంచుకోండి.',
    flat: 'ఫ్లాట్, ఇంటి నంబర్, బిల్డింగ్',
    floor: 'అంతస్తు',
    landmark: 'ల్యాండ్‌మార్క్',
    instructions: 'సూచనలు',
  },
} satisfies CatalogueFile<typeof addressMessages>;
