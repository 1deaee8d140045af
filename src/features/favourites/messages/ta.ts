/**
 * Tamil: the favourites' texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant names ({name}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { favouritesMessages } from './en.ts';

export default {
  favourites: {
    signIn: 'உங்களுக்குப் பிடித்த உணவகங்களைச் சேமிக்க உள்நுழையவும்.',
    notFavourite: 'இந்த உணவகம் உங்கள் ஃபேவரைட்டுகளில் இல்லை.',
    tooMany: 'அதிகபட்சம் 200 பிடித்த உணவகங்களைச் சேமிக்கலாம். புதியதைச் சேர்க்க ஒன்றை நீக்கவும்.',
    saved: 'ஃபேவரைட்டுகளில் சேமிக்கப்பட்டது',
    removed: 'ஃபேவரைட்டுகளிலிருந்து நீக்கப்பட்டது',
    heartSave: '{name}-ஐ ஃபேவரைட்டுகளில் சேமி',
    heartRemove: '{name}-ஐ ஃபேவரைட்டுகளிலிருந்து நீக்கு',
    thisRestaurant: 'இந்த உணவகம்',
    listLabel: 'உங்களுக்குப் பிடித்த உணவகங்கள்',
    gone: 'இந்த உணவகம் இப்போது தளத்தில் இல்லை.',
    signInToSee: 'நீங்கள் சேமித்த உணவகங்களைப் பார்க்க உள்நுழையவும்.',
    title: 'உங்கள் ஃபேவரைட்டுகள்',
    description: 'நீங்கள் சேமித்த உணவகங்கள், உங்கள் முகவரிக்கான ரேட்டிங் மற்றும் டெலிவரி நேரத்துடன்.',
    cannotShow: 'இப்போது உங்கள் ஃபேவரைட்டுகளைக் காட்ட முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலவும்.',
    empty: 'நீங்கள் இன்னும் எந்த உணவகத்தையும் சேமிக்கவில்லை. ஒரு உணவகத்தை இங்கே வைத்திருக்க அதன் இதயக் குறியைத் தட்டவும்.',
    seeNearYou: 'அருகிலுள்ள உணவகங்களைப் பாருங்கள்',
  },
} satisfies CatalogueFile<typeof favouritesMessages>;
