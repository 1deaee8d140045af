/**
 * Tamil: saved addresses' texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the address itself (flat, area, landmark), as typed.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressMessages } from './en.ts';

export default {
  addresses: {
    Home: 'வீடு',
    Work: 'அலுவலகம்',
    Other: 'மற்றவை',
    savedAddresses: 'சேமித்த முகவரிகள்',
    loading: 'உங்கள் முகவரிகள் லோடு ஆகின்றன…',
    editName: '{label}-ஐத் திருத்து',
    isDefault: 'இயல்புநிலை',
    editAria: '{label}-ஐத் திருத்து: {address}',
    edit: 'திருத்து',
    makeDefaultAria: '{label}-ஐ இயல்புநிலையாக்கு: {address}',
    makeDefault: 'இயல்புநிலையாக்கு',
    deleteAria: '{label}-ஐ நீக்கு: {address}',
    delete: 'நீக்கு',
    keep: 'வைத்திரு',
    addNew: 'புதிய முகவரியைச் சேர்',
    newAddress: 'புதிய முகவரி',
    saveAddress: 'முகவரியைச் சேமி',
    saving: 'சேமிக்கிறது…',
    cancel: 'ரத்து செய்',
    area: 'பகுதி: {area}',
    change: 'மாற்று',
    saveAs: 'இப்படிச் சேமி',
    flatLabel: 'ஃபிளாட், வீட்டு எண் மற்றும் கட்டடம்',
    floorLabel: 'தளம் (விருப்பத்தேர்வு)',
    landmarkLabel: 'அடையாளம் (விருப்பத்தேர்வு)',
    instructionsLabel: 'டெலிவரி பார்ட்னருக்கான குறிப்புகள் (விருப்பத்தேர்வு)',
    chooseAreaLink: 'உங்கள் பகுதியைத் தேர்ந்தெடுங்கள்',
    chooseAreaText: 'முகவரியைச் சேர்க்க {link}.',
    flatMissing: 'உங்கள் ஃபிளாட், வீட்டு எண் மற்றும் கட்டடத்தை உள்ளிடுங்கள்.',
    tooLong: '{what} {max} எழுத்துகளுக்குள் இருக்கட்டும்.',
    saved: 'உங்கள் முகவரி சேமிக்கப்பட்டது.',
    deleteQuestion: 'இந்த முகவரியை நீக்கவா?',
    removed: 'முகவரி நீக்கப்பட்டது.',
    madeDefault: 'இனி அந்த முகவரிதான் உங்கள் இயல்புநிலை முகவரி.',
    empty: 'இன்னும் சேமித்த முகவரிகள் இல்லை.',
    noArea: 'முகவரியைச் சேர்க்க முதலில் உங்கள் பகுதியைத் தேர்ந்தெடுங்கள்.',
    flat: 'ஃபிளாட், வீட்டு எண் மற்றும் கட்டடம்',
    floor: 'தளம்',
    landmark: 'அடையாளம்',
    instructions: 'குறிப்புகள்',
  },
} satisfies CatalogueFile<typeof addressMessages>;
