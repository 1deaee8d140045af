import { describe, expect, it } from 'vitest';
import { hoursSummary } from '#src/lib/hoursText.ts';
import { offerText } from '#src/lib/offerTerms.ts';
import { openStateText } from '#src/lib/openingHours.ts';
import { messagesFor } from '#src/server/i18n/catalogues.ts';
import { cartMessages } from '../cart/messages/en.ts';
import { catalogWords } from '../menu/menuRules';
import { menuMessages, offerMessages } from '../menu/messages/en.ts';
import { aheadQuestion, dishNote, minimumText } from './availabilityRules';
import { availabilityMessages, hoursMessages } from './messages/en.ts';

const closedMonday = {
  days: [[], ...Array.from({ length: 6 }, () => [{ open: 660, close: 1380 }])],
  holidays: [],
};

describe('availability, the menu and the cart in Hindi', () => {
  it('words hours, states and minimums with the same rules as English', () => {
    expect(hoursSummary(closedMonday, messagesFor(hoursMessages, 'hi'))).toBe('समय: 11 am – 11 pm · सोमवार को बंद');
    expect(openStateText({ open: true, changesAt: 20 * 60_000 }, 0, messagesFor(hoursMessages, 'hi'))).toBe(
      '20 मिनट में बंद होगा',
    );
    expect(minimumText(19_900, messagesFor(availabilityMessages, 'hi'))).toBe('न्यूनतम ऑर्डर ₹199');
    expect(dishNote('Available tomorrow from 7 am', messagesFor(hoursMessages, 'hi'))).toBe('कल 7 am से उपलब्ध');
    expect(dishNote('Available from 12 pm')).toBe('Available from 12 pm');
  });

  it('drops "closed" from a closed restaurant\'s note in the order-ahead question', () => {
    const note = messagesFor(hoursMessages, 'hi').closedOpensAt({ time: '6 pm' });
    expect(aheadQuestion('Spice Route', 'Dosa', note, false, messagesFor(availabilityMessages, 'hi'))).toMatch(
      /^Spice Route अभी बंद है \(6 pm पर खुलेगा\)। /,
    );
  });

  it('chooses plural forms by the language', () => {
    expect(messagesFor(menuMessages, 'hi').found(1)).toBe('1 डिश मिली');
    expect(messagesFor(menuMessages, 'hi').found(3)).toBe('3 डिश मिलीं');
    expect(messagesFor(cartMessages, 'ta').inCart(2)).toBe('கார்ட்டில் 2 பொருட்கள்');
  });

  it("rewords the catalog's delivery time, ratings and cost for two", () => {
    const hi = messagesFor(menuMessages, 'hi');
    expect(catalogWords('25-30 mins', hi)).toBe('25-30 मिनट');
    expect(catalogWords('1K+ ratings', hi)).toBe('1K+ रेटिंग');
    expect(catalogWords('₹300 for two', hi)).toBe('दो लोगों के लिए ₹300');
    expect(catalogWords('₹300 for two')).toBe('₹300 for two');
  });

  it("writes an offer's words from its terms", () => {
    const terms = { kind: 'percent', value: 50, cap: 10_000, minimum: 14_900, code: 'SAVE50' } as const;
    expect(offerText(terms, messagesFor(offerMessages, 'hi'))).toEqual({
      header: '50% छूट',
      subHeader: '₹100 तक | ₹149 से ऊपर',
    });
    expect(offerText(terms)).toEqual({ header: '50% OFF', subHeader: 'UPTO ₹100 | ABOVE ₹149' });
  });
});
