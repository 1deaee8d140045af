/** The veg-only mode's texts in English (the spec's words); the other languages beside this file. */
import { count, defineMessages } from '#src/i18n/define.ts';

/** The veg-only mode: the header's toggle, the diet marks, and what a screen the mode left empty says. */
export const vegMessages = defineMessages('veg', {
  title: 'Veg mode',
  off: 'Off',
  offNote: 'Show every dish',
  veg: 'Veg',
  vegNote: 'Only veg dishes',
  egg: 'Veg + egg',
  eggNote: 'Veg dishes and dishes with egg',
  emptyMenuVeg: 'No veg dishes here',
  emptyMenuEgg: 'No veg or egg dishes here',
  emptyMenuNote: 'This restaurant has nothing in Veg mode. Turn Veg mode off to see its whole menu.',
  emptyListVeg: 'No restaurants with veg dishes here',
  emptyListEgg: 'No restaurants with veg or egg dishes here',
  emptyListNote: 'Turn Veg mode off to see them all.',
  showAll: 'Turn Veg mode off',
  hiddenFavourites: count({
    one: '{count} saved restaurant is hidden by Veg mode.',
    other: '{count} saved restaurants are hidden by Veg mode.',
  }),
  notSaved: 'We could not save Veg mode to your account. This browser keeps it.',
  markVeg: 'Veg',
  markEgg: 'Contains egg',
  markNonVeg: 'Non-veg',
});
