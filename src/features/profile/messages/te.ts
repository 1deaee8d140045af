/**
 * Telugu: the profile page's texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, the names of the languages (each in its own script) and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { profileMessages } from './en.ts';

export default {
  profile: {
    pageTitle: 'మీ ప్రొఫైల్',
    pageDescription: 'మీ పేరు, ఈమెయిల్, ఫోన్ నంబర్, సేవ్ చేసిన అడ్రస్‌లు, మీరు సైన్ ఇన్ అయిన డివైజ్‌లు.',
    signInPrompt: 'మీ ప్రొఫైల్ చూడటానికి సైన్ ఇన్ చేయండి.',
    title: 'మీ ప్రొఫైల్',
    name: 'పేరు',
    email: 'ఈమెయిల్',
    phone: 'ఫోన్ నంబర్',
    phoneNote: 'మీరు ఈ నంబర్‌తో సైన్ ఇన్ చేస్తారు; దీన్ని ఇక్కడ మార్చలేరు.',
    saving: 'సేవ్ చేస్తోంది…',
    save: 'సేవ్ చేయండి',
    devices: 'సైన్ ఇన్ అయిన డివైజ్‌లు',
    loadingDevices: 'మీ డివైజ్‌లు లోడ్ అవుతున్నాయి…',
    thisDevice: 'ఈ డివైజ్',
    signedIn: '{time}న సైన్ ఇన్ అయింది',
    logOutDevice: '{device} నుంచి లాగ్ అవుట్ చేయండి, {time}న సైన్ ఇన్ అయింది',
    logOut: 'లాగ్ అవుట్',
    logOutOthers: 'మిగతా అన్ని డివైజ్‌ల నుంచి లాగ్ అవుట్ చేయండి',
    language: 'భాష',
    languageNote: 'మీరు ఎంచుకున్న భాష మీ అకౌంట్‌లో సేవ్ అవుతుంది, ఈ డివైజ్‌లో పేజీలు ఆ భాషలోనే తెరుచుకుంటాయి.',
  },
} satisfies CatalogueFile<typeof profileMessages>;
