/** Availability's texts in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** A restaurant's or a dish's availability where dishes are added, and the cart's ways out of a problem. */
export const availabilityMessages = defineMessages('availability', {
  closed: 'Closed',
  minimumOrder: params('Minimum order {amount}'),
  soldOut: 'Sold out',
  forOrderAhead: params('{when} · for your order ahead'),
  aheadDish: params('{dish}: {note}. You can order ahead: add dishes now and choose a delivery time at checkout.'),
  aheadClosed: params(
    '{restaurant} is closed now ({when}). You can order ahead: add dishes now and choose a delivery time at checkout.',
  ),
  removeIt: 'Remove it',
  addMore: 'Add more dishes',
  orderAhead: 'Order ahead',
  aheadTitle: 'Order ahead?',
  notNow: 'Not now',
});

/** Opening hours, delivery slots, surge fees and an order ahead's times, in words (src/lib/openingHours.ts, hoursText.ts, surgeFees.ts). */
export const hoursMessages = defineMessages('availability.hours', {
  open: 'Open',
  closed: 'Closed',
  closesIn: params('Closes in {minutes} min'),
  closedOpensAt: params('Closed · opens at {time}'),
  opensTomorrowAt: params('Opens tomorrow at {time}'),
  opensDayAt: params('Opens {day} at {time}'),
  atTime: params('at {time}'),
  tomorrowAt: params('tomorrow at {time}'),
  onDayAt: params('on {day} at {time}'),
  dateAt: params('{date} at {time}'),
  today: 'Today',
  tomorrow: 'Tomorrow',
  slot: params('{day}, {from} – {to}'),
  availableFrom: params('Available from {time}'),
  availableTomorrowFrom: params('Available tomorrow from {time}'),
  hoursVary: 'Hours vary by day',
  hours: params('Hours: {hours}'),
  hoursDaysOff: params('Hours: {hours} · Closed on {days}'),
  mondays: 'Mondays',
  tuesdays: 'Tuesdays',
  wednesdays: 'Wednesdays',
  thursdays: 'Thursdays',
  fridays: 'Fridays',
  saturdays: 'Saturdays',
  sundays: 'Sundays',
  daysAnd: params('{days} and {day}'),
  openTill: params('Open till {time}'),
  openTillMidnight: 'Open till midnight',
  rainFee: 'Rain fee',
  lateNightFee: 'Late night fee',
  highDemandFee: 'High demand fee',
  arriving: params('Arriving {slot}'),
  kitchenStarts: params('The kitchen starts on it at {when}'),
  freeCancel: 'Cancelling is free until then.',
  kitchenStarted: params('The kitchen started on it at {when}'),
});
