import { describe, expect, it } from 'vitest';
import { lineName } from './dishChoices.ts';

describe('a line named in one phrase', () => {
  it('puts its choices in brackets after the dish, so two lines of one dish read apart', () => {
    expect(lineName('Chicken Biryani', [{ name: 'Half' }, { name: 'Extra Raita' }])).toBe(
      'Chicken Biryani (Half, Extra Raita)',
    );
    expect(lineName('Idli', [])).toBe('Idli');
  });
});
