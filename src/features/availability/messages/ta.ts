/**
 * Tamil: availability's, opening hours' and surge fees' texts.
 * Before launch, a native Tamil copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant and dish names; times and dates come from Intl.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { availabilityMessages, hoursMessages } from './en.ts';

export default {
  availability: {
    closed: 'மூடப்பட்டுள்ளது',
    minimumOrder: 'குறைந்தபட்ச ஆர்டர் {amount}',
    soldOut: 'தீர்ந்துவிட்டது',
    forOrderAhead: '{when} · உங்கள் முன்கூட்டிய ஆர்டருக்கு',
    aheadDish:
      '{dish}: {note}. முன்கூட்டியே ஆர்டர் செய்யலாம்: இப்போதே உணவுகளைச் சேர்த்து, செக்அவுட்டில் டெலிவரி நேரத்தைத் தேர்ந்தெடுங்கள்.',
    aheadClosed:
      '{restaurant} இப்போது மூடப்பட்டுள்ளது ({when}). முன்கூட்டியே ஆர்டர் செய்யலாம்: இப்போதே உணவுகளைச் சேர்த்து, செக்அவுட்டில் டெலிவரி நேரத்தைத் தேர்ந்தெடுங்கள்.',
    removeIt: 'நீக்கு',
    addMore: 'மேலும் உணவுகளைச் சேர்க்கவும்',
    orderAhead: 'முன்கூட்டியே ஆர்டர் செய்யுங்கள்',
    aheadTitle: 'முன்கூட்டியே ஆர்டர் செய்யவா?',
    notNow: 'இப்போது வேண்டாம்',
  },
  'availability.hours': {
    open: 'திறந்துள்ளது',
    closed: 'மூடப்பட்டுள்ளது',
    closesIn: '{minutes} நிமிடத்தில் மூடப்படும்',
    closedOpensAt: 'மூடப்பட்டுள்ளது · {time} மணிக்குத் திறக்கும்',
    opensTomorrowAt: 'நாளை {time} மணிக்குத் திறக்கும்',
    opensDayAt: '{day} {time} மணிக்குத் திறக்கும்',
    atTime: '{time} மணிக்கு',
    tomorrowAt: 'நாளை {time} மணிக்கு',
    onDayAt: '{day} {time} மணிக்கு',
    dateAt: '{date} அன்று {time} மணிக்கு',
    today: 'இன்று',
    tomorrow: 'நாளை',
    slot: '{day}, {from} – {to}',
    availableFrom: '{time} முதல் கிடைக்கும்',
    availableTomorrowFrom: 'நாளை {time} முதல் கிடைக்கும்',
    hoursVary: 'நேரம் நாளுக்கு நாள் மாறும்',
    hours: 'நேரம்: {hours}',
    hoursDaysOff: 'நேரம்: {hours} · {days} விடுமுறை',
    mondays: 'திங்கள்',
    tuesdays: 'செவ்வாய்',
    wednesdays: 'புதன்',
    thursdays: 'வியாழன்',
    fridays: 'வெள்ளி',
    saturdays: 'சனி',
    sundays: 'ஞாயிறு',
    daysAnd: '{days}, {day}',
    openTill: '{time} வரை திறந்திருக்கும்',
    openTillMidnight: 'நள்ளிரவு வரை திறந்திருக்கும்',
    rainFee: 'மழைக் கட்டணம்',
    lateNightFee: 'இரவு நேரக் கட்டணம்',
    highDemandFee: 'அதிக தேவைக் கட்டணம்',
    arriving: 'வந்து சேரும்: {slot}',
    kitchenStarts: 'சமையலறை இதைத் தொடங்கும் நேரம்: {when}',
    freeCancel: 'அதுவரை ரத்து செய்வது இலவசம்.',
    kitchenStarted: 'சமையலறை இதைத் தொடங்கிய நேரம்: {when}',
  },
} satisfies CatalogueFile<typeof availabilityMessages | typeof hoursMessages>;
