/**
 * Bengali: availability's, opening hours' and surge fees' texts.
 * Before launch, a native Bengali copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant and dish names; times and dates come from Intl.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { availabilityMessages, hoursMessages } from './en.ts';

export default {
  availability: {
    closed: 'বন্ধ',
    minimumOrder: 'ন্যূনতম অর্ডার {amount}',
    soldOut: 'শেষ হয়ে গেছে',
    forOrderAhead: '{when} · আপনার আগাম অর্ডারের জন্য',
    aheadDish: '{dish}: {note}। আপনি আগে থেকে অর্ডার করতে পারেন: এখনই ডিশ যোগ করুন, আর চেকআউটে ডেলিভারির সময় বেছে নিন।',
    aheadClosed:
      '{restaurant} এখন বন্ধ ({when})। আপনি আগে থেকে অর্ডার করতে পারেন: এখনই ডিশ যোগ করুন, আর চেকআউটে ডেলিভারির সময় বেছে নিন।',
    removeIt: 'সরান',
    addMore: 'আরও ডিশ যোগ করুন',
    orderAhead: 'আগে থেকে অর্ডার করুন',
    aheadTitle: 'আগে থেকে অর্ডার করবেন?',
    notNow: 'এখন নয়',
  },
  'availability.hours': {
    open: 'খোলা',
    closed: 'বন্ধ',
    closesIn: '{minutes} মিনিটে বন্ধ হবে',
    closedOpensAt: 'বন্ধ · খুলবে {time}-এ',
    opensTomorrowAt: 'কাল {time}-এ খুলবে',
    opensDayAt: '{day} {time}-এ খুলবে',
    atTime: '{time}-এ',
    tomorrowAt: 'কাল {time}-এ',
    onDayAt: '{day} {time}-এ',
    dateAt: '{date} তারিখে {time}-এ',
    today: 'আজ',
    tomorrow: 'আগামীকাল',
    slot: '{day}, {from} – {to}',
    availableFrom: '{time} থেকে পাওয়া যাবে',
    availableTomorrowFrom: 'কাল {time} থেকে পাওয়া যাবে',
    hoursVary: 'সময় দিন অনুযায়ী আলাদা',
    hours: 'সময়: {hours}',
    hoursDaysOff: 'সময়: {hours} · {days} বন্ধ',
    mondays: 'সোমবার',
    tuesdays: 'মঙ্গলবার',
    wednesdays: 'বুধবার',
    thursdays: 'বৃহস্পতিবার',
    fridays: 'শুক্রবার',
    saturdays: 'শনিবার',
    sundays: 'রবিবার',
    daysAnd: '{days} ও {day}',
    openTill: '{time} পর্যন্ত খোলা',
    openTillMidnight: 'মাঝরাত পর্যন্ত খোলা',
    rainFee: 'বৃষ্টির ফি',
    lateNightFee: 'গভীর রাতের ফি',
    highDemandFee: 'বেশি চাহিদার ফি',
    arriving: 'পৌঁছাবে: {slot}',
    kitchenStarts: 'রান্নাঘরে এটি শুরু হবে: {when}',
    freeCancel: 'ততক্ষণ পর্যন্ত বাতিল করা ফ্রি।',
    kitchenStarted: 'রান্নাঘরে এটি শুরু হয়েছে: {when}',
  },
} satisfies CatalogueFile<typeof availabilityMessages | typeof hoursMessages>;
