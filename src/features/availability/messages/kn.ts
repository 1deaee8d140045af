/**
 * Kannada: availability's, opening hours' and surge fees' texts.
 * Before launch, a native Kannada copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant and dish names; times and dates come from Intl.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { availabilityMessages, hoursMessages } from './en.ts';

export default {
  availability: {
    closed: 'ಮುಚ್ಚಿದೆ',
    minimumOrder: 'ಕನಿಷ್ಠ ಆರ್ಡರ್ {amount}',
    soldOut: 'ಖಾಲಿಯಾಗಿದೆ',
    forOrderAhead: '{when} · ನಿಮ್ಮ ಮುಂಗಡ ಆರ್ಡರ್‌ಗಾಗಿ',
    aheadDish: '{dish}: {note}. ನೀವು ಮುಂಚಿತವಾಗಿ ಆರ್ಡರ್ ಮಾಡಬಹುದು: ಈಗಲೇ ಖಾದ್ಯಗಳನ್ನು ಸೇರಿಸಿ, ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಡೆಲಿವರಿ ಸಮಯವನ್ನು ಆರಿಸಿ.',
    aheadClosed:
      '{restaurant} ಈಗ ಮುಚ್ಚಿದೆ ({when}). ನೀವು ಮುಂಚಿತವಾಗಿ ಆರ್ಡರ್ ಮಾಡಬಹುದು: ಈಗಲೇ ಖಾದ್ಯಗಳನ್ನು ಸೇರಿಸಿ, ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಡೆಲಿವರಿ ಸಮಯವನ್ನು ಆರಿಸಿ.',
    removeIt: 'ತೆಗೆದುಹಾಕಿ',
    addMore: 'ಇನ್ನಷ್ಟು ಖಾದ್ಯಗಳನ್ನು ಸೇರಿಸಿ',
    orderAhead: 'ಮುಂಚಿತವಾಗಿ ಆರ್ಡರ್ ಮಾಡಿ',
    aheadTitle: 'ಮುಂಚಿತವಾಗಿ ಆರ್ಡರ್ ಮಾಡಬೇಕೆ?',
    notNow: 'ಈಗ ಬೇಡ',
  },
  'availability.hours': {
    open: 'ತೆರೆದಿದೆ',
    closed: 'ಮುಚ್ಚಿದೆ',
    closesIn: '{minutes} ನಿಮಿಷದಲ್ಲಿ ಮುಚ್ಚುತ್ತದೆ',
    closedOpensAt: 'ಮುಚ್ಚಿದೆ · {time}ಕ್ಕೆ ತೆರೆಯುತ್ತದೆ',
    opensTomorrowAt: 'ನಾಳೆ {time}ಕ್ಕೆ ತೆರೆಯುತ್ತದೆ',
    opensDayAt: '{day} {time}ಕ್ಕೆ ತೆರೆಯುತ್ತದೆ',
    atTime: '{time}ಕ್ಕೆ',
    tomorrowAt: 'ನಾಳೆ {time}ಕ್ಕೆ',
    onDayAt: '{day} {time}ಕ್ಕೆ',
    dateAt: '{date} ರಂದು {time}ಕ್ಕೆ',
    today: 'ಇಂದು',
    tomorrow: 'ನಾಳೆ',
    slot: '{day}, {from} – {to}',
    availableFrom: '{time}ರಿಂದ ಲಭ್ಯ',
    availableTomorrowFrom: 'ನಾಳೆ {time}ರಿಂದ ಲಭ್ಯ',
    hoursVary: 'ಸಮಯ ದಿನದಿಂದ ದಿನಕ್ಕೆ ಬದಲಾಗುತ್ತದೆ',
    hours: 'ಸಮಯ: {hours}',
    hoursDaysOff: 'ಸಮಯ: {hours} · {days} ರಜೆ',
    mondays: 'ಸೋಮವಾರ',
    tuesdays: 'ಮಂಗಳವಾರ',
    wednesdays: 'ಬುಧವಾರ',
    thursdays: 'ಗುರುವಾರ',
    fridays: 'ಶುಕ್ರವಾರ',
    saturdays: 'ಶನಿವಾರ',
    sundays: 'ಭಾನುವಾರ',
    daysAnd: '{days} ಮತ್ತು {day}',
    openTill: '{time}ವರೆಗೆ ತೆರೆದಿರುತ್ತದೆ',
    openTillMidnight: 'ಮಧ್ಯರಾತ್ರಿವರೆಗೆ ತೆರೆದಿರುತ್ತದೆ',
    rainFee: 'ಮಳೆ ಶುಲ್ಕ',
    lateNightFee: 'ತಡರಾತ್ರಿ ಶುಲ್ಕ',
    highDemandFee: 'ಹೆಚ್ಚಿನ ಬೇಡಿಕೆ ಶುಲ್ಕ',
    arriving: 'ತಲುಪುವುದು: {slot}',
    kitchenStarts: 'ಅಡುಗೆಮನೆ ಇದನ್ನು ಶುರು ಮಾಡುವ ಸಮಯ: {when}',
    freeCancel: 'ಅಲ್ಲಿಯವರೆಗೆ ರದ್ದುಗೊಳಿಸುವುದು ಉಚಿತ.',
    kitchenStarted: 'ಅಡುಗೆಮನೆ ಇದನ್ನು ಶುರು ಮಾಡಿದ ಸಮಯ: {when}',
  },
} satisfies CatalogueFile<typeof availabilityMessages | typeof hoursMessages>;
