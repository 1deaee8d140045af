/**
 * Tamil: the profile page's texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, the names of the languages (each in its own script) and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { profileMessages } from './en.ts';

export default {
  profile: {
    pageTitle: 'உங்கள் ப்ரொஃபைல்',
    pageDescription: 'உங்கள் பெயர், இமெயில், ஃபோன் எண், சேமித்த முகவரிகள், நீங்கள் சைன் இன் செய்துள்ள சாதனங்கள்.',
    signInPrompt: 'உங்கள் ப்ரொஃபைலைப் பார்க்க சைன் இன் செய்யவும்.',
    title: 'உங்கள் ப்ரொஃபைல்',
    name: 'பெயர்',
    email: 'இமெயில்',
    phone: 'ஃபோன் எண்',
    phoneNote: 'இந்த எண் மூலம் சைன் இன் செய்கிறீர்கள்; இதை இங்கே மாற்ற முடியாது.',
    saving: 'சேமிக்கப்படுகிறது…',
    save: 'சேமி',
    devices: 'சைன் இன் செய்துள்ள சாதனங்கள்',
    loadingDevices: 'உங்கள் சாதனங்கள் லோடு ஆகின்றன…',
    thisDevice: 'இந்தச் சாதனம்',
    signedIn: '{time} அன்று சைன் இன் செய்யப்பட்டது',
    logOutDevice: '{device}-இலிருந்து லாக் அவுட் செய், {time} அன்று சைன் இன் செய்யப்பட்டது',
    logOut: 'லாக் அவுட்',
    logOutOthers: 'மற்ற எல்லாச் சாதனங்களிலிருந்தும் லாக் அவுட் செய்',
    language: 'மொழி',
    languageNote: 'நீங்கள் தேர்ந்தெடுக்கும் மொழி உங்கள் அக்கவுண்ட்டில் சேமிக்கப்படும், இந்தச் சாதனத்தில் பக்கங்கள் அந்த மொழியில் திறக்கும்.',
  },
} satisfies CatalogueFile<typeof profileMessages>;
