import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ChoiceGroup } from '#src/lib/dishChoices.ts';
import { ChoiceFieldset } from './ChoiceFieldset';

const option = (id: string, name: string, price: number, extra: Partial<ChoiceGroup['options'][number]> = {}) => ({
  id,
  name,
  price,
  veg: 'VEG' as const,
  inStock: true,
  isDefault: false,
  ...extra,
});
const size: ChoiceGroup = {
  id: 'size',
  name: 'Size',
  kind: 'variant',
  min: 1,
  max: 1,
  options: [option('s-r', 'Regular', 0), option('s-l', 'Large', 20000, { inStock: false })],
};
const toppings: ChoiceGroup = {
  id: 'top',
  name: 'Toppings',
  kind: 'addon',
  min: 0,
  max: 2,
  priceBy: 'size',
  options: [
    option('t-c', 'Cheese', 4000, { prices: { 's-r': 4000, 's-l': 8500 } }),
    option('t-o', 'Olives', 3000),
    option('t-k', 'Chicken Tikka', 5000, { veg: 'NONVEG' }),
  ],
};
const draw = (group: ChoiceGroup, picks: string[], problem: string | null = null) =>
  renderToStaticMarkup(
    <ChoiceFieldset group={group} picks={picks} problem={problem} onChange={() => {}} first fieldsetRef={null} />,
  );

/** The `<input>` tag of an option, whatever the order of its attributes. */
const input = (html: string, value: string) => new RegExp(`<input[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? '';

describe('a group of the customisation sheet', () => {
  it('is a fieldset named by its legend: radio buttons for a variant group, with its rule and "Required"', () => {
    const html = draw(size, ['s-r']);
    expect(html).toMatch(/^<fieldset[^>]*><legend class="choice-legend">Size<\/legend>/);
    expect(html).toContain('<span>Choose 1 size</span><span class="choice-required">Required</span>');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    // The chosen option takes focus when the sheet opens.
    expect(input(html, 's-r')).toContain('checked=""');
    expect(input(html, 's-r')).toContain('data-autofocus=""');
  });

  it('shows a sold-out choice disabled with "Sold out" instead of its price', () => {
    const html = draw(size, ['s-r']);
    expect(input(html, 's-l')).toContain('disabled=""');
    expect(html).toContain('<span class="choice-price">Sold out</span>');
    expect(html).not.toContain('+₹200');
  });

  it('prices add-ons by the chosen size, and says each choice’s diet class after its name', () => {
    expect(draw(toppings, ['s-l'])).toContain('+₹85');
    expect(draw(toppings, ['s-r'])).toContain('+₹40');
    expect(draw(toppings, [])).toContain('<span class="choice-name">Chicken Tikka</span>');
    expect(draw(toppings, [])).toContain('<span class="visually-hidden">, Non-veg</span>');
    expect(draw(toppings, [])).not.toContain('Required');
  });

  it('at its maximum, disables the boxes not ticked and says why', () => {
    const html = draw(toppings, ['t-c', 't-o']);
    expect(input(html, 't-k')).toContain('disabled=""');
    expect(input(html, 't-c')).not.toContain('disabled');
    expect(input(html, 't-c')).toContain('type="checkbox"');
    expect(html).toContain('Up to 2 toppings: uncheck one to choose another.');
    expect(draw(toppings, ['t-c'])).not.toContain('uncheck one');
  });

  it('shows why it stops the add as an alert the fieldset is described by', () => {
    const html = draw(toppings, [], 'Choose 1 to 2 toppings');
    const id = /<p id="([^"]+)" class="choice-problem" role="alert">Choose 1 to 2 toppings<\/p>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<fieldset[^>]*aria-describedby="[^"]*${id}"`));
  });
});
