/**
 * Hindi: availability's, opening hours' and surge fees' texts.
 * Before launch, a native Hindi copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant and dish names; times and dates come from Intl.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { availabilityMessages, hoursMessages } from './en.ts';

export default {
  availability: {
    closed: 'बंद',
    minimumOrder: 'न्यूनतम ऑर्डर {amount}',
    soldOut: 'स्टॉक खत्म',
    forOrderAhead: '{when} · आपके पहले से किए ऑर्डर के लिए',
    aheadDish: '{dish}: {note}। आप पहले से ऑर्डर कर सकते हैं: अभी डिश जोड़ें और चेकआउट पर डिलीवरी का समय चुनें।',
    aheadClosed: '{restaurant} अभी बंद है ({when})। आप पहले से ऑर्डर कर सकते हैं: अभी डिश जोड़ें और चेकआउट पर डिलीवरी का समय चुनें।',
    removeIt: 'हटाएँ',
    addMore: 'और डिश जोड़ें',
    orderAhead: 'पहले से ऑर्डर करें',
    aheadTitle: 'पहले से ऑर्डर करें?',
    notNow: 'अभी नहीं',
  },
  'availability.hours': {
    open: 'खुला है',
    closed: 'बंद',
    closesIn: '{minutes} मिनट में बंद होगा',
    closedOpensAt: 'बंद · {time} पर खुलेगा',
    opensTomorrowAt: 'कल {time} पर खुलेगा',
    opensDayAt: '{day} को {time} पर खुलेगा',
    atTime: '{time} पर',
    tomorrowAt: 'कल {time} पर',
    onDayAt: '{day} को {time} पर',
    dateAt: '{date} को {time} पर',
    today: 'आज',
    tomorrow: 'कल',
    slot: '{day}, {from} – {to}',
    availableFrom: '{time} से उपलब्ध',
    availableTomorrowFrom: 'कल {time} से उपलब्ध',
    hoursVary: 'समय हर दिन अलग है',
    hours: 'समय: {hours}',
    hoursDaysOff: 'समय: {hours} · {days} को बंद',
    mondays: 'सोमवार',
    tuesdays: 'मंगलवार',
    wednesdays: 'बुधवार',
    thursdays: 'गुरुवार',
    fridays: 'शुक्रवार',
    saturdays: 'शनिवार',
    sundays: 'रविवार',
    daysAnd: '{days} और {day}',
    openTill: '{time} तक खुला',
    openTillMidnight: 'आधी रात तक खुला',
    rainFee: 'बारिश शुल्क',
    lateNightFee: 'देर रात शुल्क',
    highDemandFee: 'ज़्यादा माँग शुल्क',
    arriving: 'पहुँचेगा: {slot}',
    kitchenStarts: 'किचन इसे बनाना शुरू करेगा: {when}',
    freeCancel: 'तब तक कैंसल करना मुफ़्त है।',
    kitchenStarted: 'किचन ने इसे बनाना शुरू कर दिया: {when}',
  },
} satisfies CatalogueFile<typeof availabilityMessages | typeof hoursMessages>;
