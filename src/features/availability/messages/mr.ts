/**
 * Marathi: availability's, opening hours' and surge fees' texts.
 * Before launch, a native Marathi copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant and dish names; times and dates come from Intl.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { availabilityMessages, hoursMessages } from './en.ts';

export default {
  availability: {
    closed: 'बंद',
    minimumOrder: 'किमान ऑर्डर {amount}',
    soldOut: 'संपले',
    forOrderAhead: '{when} · तुमच्या आगाऊ ऑर्डरसाठी',
    aheadDish: '{dish}: {note}. तुम्ही आधीच ऑर्डर करू शकता: आत्ताच डिश जोडा आणि चेकआउटला डिलिव्हरीची वेळ निवडा.',
    aheadClosed:
      '{restaurant} सध्या बंद आहे ({when}). तुम्ही आधीच ऑर्डर करू शकता: आत्ताच डिश जोडा आणि चेकआउटला डिलिव्हरीची वेळ निवडा.',
    removeIt: 'काढा',
    addMore: 'आणखी डिश जोडा',
    orderAhead: 'आधीच ऑर्डर करा',
    aheadTitle: 'आधीच ऑर्डर करायची?',
    notNow: 'आत्ता नको',
  },
  'availability.hours': {
    open: 'सुरू आहे',
    closed: 'बंद',
    closesIn: '{minutes} मिनिटांत बंद होईल',
    closedOpensAt: 'बंद · {time} वाजता उघडेल',
    opensTomorrowAt: 'उद्या {time} वाजता उघडेल',
    opensDayAt: '{day} {time} वाजता उघडेल',
    atTime: '{time} वाजता',
    tomorrowAt: 'उद्या {time} वाजता',
    onDayAt: '{day} {time} वाजता',
    dateAt: '{date} रोजी {time} वाजता',
    today: 'आज',
    tomorrow: 'उद्या',
    slot: '{day}, {from} – {to}',
    availableFrom: '{time} पासून उपलब्ध',
    availableTomorrowFrom: 'उद्या {time} पासून उपलब्ध',
    hoursVary: 'वेळ दिवसानुसार बदलते',
    hours: 'वेळ: {hours}',
    hoursDaysOff: 'वेळ: {hours} · {days} बंद',
    mondays: 'सोमवारी',
    tuesdays: 'मंगळवारी',
    wednesdays: 'बुधवारी',
    thursdays: 'गुरुवारी',
    fridays: 'शुक्रवारी',
    saturdays: 'शनिवारी',
    sundays: 'रविवारी',
    daysAnd: '{days} आणि {day}',
    openTill: '{time} पर्यंत सुरू',
    openTillMidnight: 'मध्यरात्रीपर्यंत सुरू',
    rainFee: 'पावसाचे शुल्क',
    lateNightFee: 'रात्री उशिराचे शुल्क',
    highDemandFee: 'जास्त मागणीचे शुल्क',
    arriving: 'पोहोचेल: {slot}',
    kitchenStarts: 'किचन हे बनवायला सुरुवात करेल: {when}',
    freeCancel: 'तोपर्यंत रद्द करणे मोफत आहे.',
    kitchenStarted: 'किचनने हे बनवायला सुरुवात केली: {when}',
  },
} satisfies CatalogueFile<typeof availabilityMessages | typeof hoursMessages>;
