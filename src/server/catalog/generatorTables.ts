/** The generator's tables of taste: which cuisines share a menu, and how often a state's restaurants are pure veg. */

/** Cuisines that often share a menu with a main cuisine. */
export const companions: Readonly<Record<string, readonly string[]>> = {
  'north-indian': ['punjabi', 'mughlai', 'chinese', 'tandoor', 'biryani', 'desserts', 'beverages'],
  punjabi: ['north-indian', 'tandoor', 'beverages', 'desserts'],
  mughlai: ['north-indian', 'biryani', 'kebabs', 'awadhi'],
  'south-indian': ['beverages', 'chinese', 'north-indian', 'desserts', 'snacks'],
  biryani: ['hyderabadi', 'mughlai', 'north-indian', 'kebabs', 'chinese', 'desserts'],
  hyderabadi: ['biryani', 'mughlai', 'chinese', 'haleem'],
  chinese: ['asian', 'oriental', 'fast-food', 'tibetan', 'thai'],
  pizzas: ['italian', 'fast-food', 'pastas', 'desserts', 'beverages'],
  italian: ['pizzas', 'pastas', 'continental', 'desserts'],
  burgers: ['fast-food', 'american', 'beverages', 'desserts'],
  'fast-food': ['burgers', 'snacks', 'beverages', 'chinese'],
  cafe: ['beverages', 'bakery', 'continental', 'desserts', 'italian'],
  bakery: ['desserts', 'cafe', 'snacks'],
  desserts: ['ice-cream', 'bakery', 'beverages', 'waffle'],
  sweets: ['snacks', 'chaat', 'desserts'],
  'street-food': ['chaat', 'snacks', 'fast-food', 'beverages'],
  chaat: ['street-food', 'snacks', 'sweets'],
  kerala: ['seafood', 'arabian', 'south-indian', 'chinese'],
  andhra: ['biryani', 'south-indian', 'chinese'],
  chettinad: ['south-indian', 'biryani', 'seafood'],
  bengali: ['chinese', 'mughlai', 'sweets', 'biryani'],
  gujarati: ['jain', 'thalis', 'snacks', 'sweets'],
  rajasthani: ['thalis', 'jain', 'snacks', 'sweets'],
  maharashtrian: ['street-food', 'snacks', 'konkan', 'thalis'],
  goan: ['seafood', 'coastal', 'portuguese', 'continental'],
  arabian: ['lebanese', 'middle-eastern', 'turkish', 'beverages'],
  lebanese: ['arabian', 'middle-eastern', 'mediterranean'],
  tibetan: ['chinese', 'nepalese', 'north-eastern'],
  thai: ['asian', 'chinese', 'pan-asian'],
  japanese: ['sushi', 'asian', 'pan-asian'],
  'ice-cream': ['desserts', 'ice-cream-cakes', 'beverages'],
  juices: ['beverages', 'healthy-food', 'desserts'],
  'healthy-food': ['salads', 'juices', 'keto'],
};
/** Companions of a main cuisine the table does not list. */
export const defaultCompanions = ['north-indian', 'chinese', 'desserts', 'beverages', 'fast-food', 'snacks'];

/** Share of restaurants that are pure veg where nothing pushes either way. */
export const pureVegShare: Readonly<Record<string, number>> = { Gujarat: 0.45, Rajasthan: 0.32 };
/** Share of pure-veg restaurants in a state the table does not list. */
export const defaultPureVegShare = 0.22;
