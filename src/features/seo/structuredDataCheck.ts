/**
 * Checks JSON-LD against Google's documented required and recommended properties for the types
 * the storefront writes (Search Central: Local business for Restaurant, Review snippet for
 * AggregateRating, Review, Rating and the author's Person, Breadcrumb, Carousel for ItemList), and schema.org's Menu, MenuSection,
 * MenuItem and Offer. Pure: the unit tests, the browser crawl and `npm run crawl` share it.
 */

/** What Google documents for a type: properties it requires, and those it recommends. */
export interface TypeRule {
  required: readonly string[];
  recommended: readonly string[];
  /** Recommended properties the catalog has no data for, with the reason; not reported as missing. */
  notHeld?: Readonly<Record<string, string>>;
}

/** The rules by schema.org type. */
export const structuredDataRules: Readonly<Record<string, TypeRule>> = {
  Restaurant: {
    required: ['name', 'address'],
    recommended: [
      'aggregateRating',
      'geo',
      'menu',
      'priceRange',
      'servesCuisine',
      'url',
      'image',
      'openingHoursSpecification',
    ],
    notHeld: {
      telephone: 'diners order through the storefront; the catalog keeps no restaurant phone numbers',
      review: 'written only where diners of verified orders wrote one: a restaurant without any has none',
      department: 'restaurants have no departments',
    },
  },
  PostalAddress: {
    required: ['addressCountry'],
    recommended: ['streetAddress', 'addressLocality', 'addressRegion'],
    notHeld: { postalCode: 'the catalog keeps areas, not PIN codes' },
  },
  GeoCoordinates: { required: ['latitude', 'longitude'], recommended: [] },
  OpeningHoursSpecification: { required: ['opens', 'closes'], recommended: [] },
  AggregateRating: { required: ['ratingValue'], recommended: ['bestRating', 'worstRating'] },
  Review: { required: ['author', 'reviewRating'], recommended: ['datePublished', 'reviewBody'] },
  Rating: { required: ['ratingValue'], recommended: ['bestRating', 'worstRating'] },
  Person: { required: ['name'], recommended: [] },
  Menu: { required: ['hasMenuSection'], recommended: ['name', 'url'] },
  MenuSection: { required: ['name'], recommended: [] },
  MenuItem: { required: ['name', 'offers'], recommended: [] },
  Offer: { required: ['price', 'priceCurrency'], recommended: [] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ItemList: { required: ['itemListElement'], recommended: ['name', 'numberOfItems'] },
};

/** The diets `suitableForDiet` may name (schema.org's RestrictedDiet values). */
const restrictedDiets = new Set(
  [
    'Diabetic',
    'GlutenFree',
    'Halal',
    'Hindu',
    'Kosher',
    'LowCalorie',
    'LowFat',
    'LowLactose',
    'LowSalt',
    'Vegan',
    'Vegetarian',
  ].map((d) => `https://schema.org/${d}Diet`),
);

type Json = Record<string, unknown>;

const weekdays = new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

function isAbsoluteUrl(value: unknown): boolean {
  if (!isText(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function numberOf(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** Options of a check. */
export interface CheckOptions {
  /** The page's own URL: a Restaurant's `url` and a page's last breadcrumb must be this page. */
  pageUrl?: string;
}

class Checker {
  readonly problems: string[] = [];
  private readonly options: CheckOptions;
  constructor(options: CheckOptions) {
    this.options = options;
  }

  report(path: string, message: string) {
    this.problems.push(`${path}: ${message}`);
  }

  node(value: unknown, path: string) {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) this.node(item, `${path}[${i}]`);
      return;
    }
    if (!isObject(value)) return;
    const type = value['@type'];
    if (typeof type === 'string') {
      const rule = structuredDataRules[type];
      const where = `${path} (${type})`;
      if (rule) {
        for (const key of rule.required)
          if (!present(value[key])) this.report(where, `required property "${key}" is missing`);
        for (const key of rule.recommended)
          if (!present(value[key])) this.report(where, `recommended property "${key}" is missing`);
      }
      this.typeRules(type, value, where);
    }
    for (const [key, child] of Object.entries(value))
      if (key !== '@type' && key !== '@context') this.node(child, `${path}.${key}`);
  }

  typeRules(type: string, value: Json, where: string) {
    switch (type) {
      case 'Restaurant':
        if (present(value.url) && !isAbsoluteUrl(value.url)) this.report(where, '"url" must be an absolute URL');
        if (this.options.pageUrl && present(value.url) && value.url !== this.options.pageUrl)
          this.report(where, `"url" is ${String(value.url)}, not the page's own URL`);
        if (present(value.menu) && !isAbsoluteUrl(value.menu))
          this.report(where, '"menu" must be the menu\'s absolute URL');
        if (present(value.image) && !(Array.isArray(value.image) ? value.image : [value.image]).every(isAbsoluteUrl))
          this.report(where, '"image" must be absolute URLs');
        if (present(value.priceRange) && (!isText(value.priceRange) || value.priceRange.length >= 100))
          this.report(where, '"priceRange" must be text shorter than 100 characters');
        if (
          present(value.servesCuisine) &&
          !(Array.isArray(value.servesCuisine) ? value.servesCuisine : [value.servesCuisine]).every(isText)
        )
          this.report(where, '"servesCuisine" must be names');
        for (const key of ['address', 'geo', 'aggregateRating'] as const)
          if (present(value[key]) && !isObject(value[key])) this.report(where, `"${key}" must be an object`);
        if (present(value.review) && !(Array.isArray(value.review) ? value.review : [value.review]).every(isObject))
          this.report(where, '"review" must be Review objects');
        break;
      case 'PostalAddress':
        if (present(value.addressCountry) && !/^[A-Z]{2}$/.test(String(value.addressCountry)))
          this.report(where, '"addressCountry" must be a two-letter ISO 3166-1 code');
        break;
      case 'OpeningHoursSpecification':
        this.openingHours(value, where);
        break;
      case 'GeoCoordinates': {
        const lat = numberOf(value.latitude);
        const lng = numberOf(value.longitude);
        if (present(value.latitude) && (lat === undefined || Math.abs(lat) > 90))
          this.report(where, '"latitude" must be a number from -90 to 90');
        if (present(value.longitude) && (lng === undefined || Math.abs(lng) > 180))
          this.report(where, '"longitude" must be a number from -180 to 180');
        break;
      }
      case 'AggregateRating': {
        if (!present(value.ratingCount) && !present(value.reviewCount))
          this.report(where, 'required property "ratingCount" (or "reviewCount") is missing');
        const count = numberOf(value.ratingCount ?? value.reviewCount);
        if (count !== undefined && (count <= 0 || !Number.isInteger(count)))
          this.report(where, 'the rating count must be a whole number above 0');
        this.ratingValue(value, where);
        break;
      }
      case 'Rating':
        this.ratingValue(value, where);
        break;
      case 'Review':
        this.review(value, where);
        break;
      case 'Menu':
      case 'MenuSection':
        if (type === 'MenuSection' && !present(value.hasMenuItem) && !present(value.hasMenuSection))
          this.report(where, 'a section must hold "hasMenuItem" or "hasMenuSection"');
        break;
      case 'MenuItem':
        if (
          present(value.suitableForDiet) &&
          !(Array.isArray(value.suitableForDiet) ? value.suitableForDiet : [value.suitableForDiet]).every((d) =>
            restrictedDiets.has(String(d)),
          )
        ) {
          this.report(
            where,
            '"suitableForDiet" must name schema.org RestrictedDiet values such as https://schema.org/VegetarianDiet',
          );
        }
        break;
      case 'Offer': {
        const price = numberOf(value.price);
        if (present(value.price) && (price === undefined || price < 0))
          this.report(where, '"price" must be a number of 0 or more (no currency sign)');
        if (present(value.priceCurrency) && !/^[A-Z]{3}$/.test(String(value.priceCurrency)))
          this.report(where, '"priceCurrency" must be a three-letter ISO 4217 code');
        break;
      }
      case 'BreadcrumbList':
        this.breadcrumbs(value, where);
        break;
      case 'ItemList':
        this.itemList(value, where);
        break;
    }
  }

  /** A rating's value within its scale (1 to 5 unless it says otherwise). */
  ratingValue(value: Json, where: string) {
    const rating = numberOf(value.ratingValue);
    const best = numberOf(value.bestRating) ?? 5;
    const worst = numberOf(value.worstRating) ?? 1;
    if (present(value.ratingValue) && (rating === undefined || rating < worst || rating > best))
      this.report(where, `"ratingValue" must be a number from ${worst} to ${best}`);
  }

  /** Google's review snippet: a named author under 100 characters, a Rating, an ISO 8601 date, text for a body. */
  review(value: Json, where: string) {
    const author = value.author;
    const name = isObject(author) ? author.name : author;
    if (present(author) && (!isText(name) || name.length >= 100))
      this.report(where, '"author" must be a Person with a name shorter than 100 characters');
    if (present(value.reviewRating) && (!isObject(value.reviewRating) || value.reviewRating['@type'] !== 'Rating'))
      this.report(where, '"reviewRating" must be a Rating');
    if (
      present(value.datePublished) &&
      !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(String(value.datePublished))
    )
      this.report(where, '"datePublished" must be an ISO 8601 date');
    if (present(value.reviewBody) && !isText(value.reviewBody)) this.report(where, '"reviewBody" must be text');
  }

  /** Google's rules of hours: HH:MM times, schema.org day names, or a date range for special hours. */
  openingHours(value: Json, where: string) {
    for (const key of ['opens', 'closes'] as const)
      if (present(value[key]) && !/^([01]\d|2[0-3]):[0-5]\d$/.test(String(value[key])))
        this.report(where, `"${key}" must be a time written HH:MM`);
    const days = Array.isArray(value.dayOfWeek) ? value.dayOfWeek : present(value.dayOfWeek) ? [value.dayOfWeek] : [];
    if (days.some((d) => !weekdays.has(String(d).replace('https://schema.org/', ''))))
      this.report(where, '"dayOfWeek" must name days of the week (Monday … Sunday)');
    if (days.length === 0 && !present(value.validFrom))
      this.report(where, 'needs "dayOfWeek", or "validFrom" and "validThrough" for special hours');
  }

  listItems(value: Json, where: string): Json[] {
    const items = Array.isArray(value.itemListElement) ? value.itemListElement : [];
    items.forEach((item, i) => {
      if (!isObject(item) || item['@type'] !== 'ListItem')
        this.report(`${where}.itemListElement[${i}]`, 'must be a ListItem');
      else if (item.position !== i + 1) this.report(`${where}.itemListElement[${i}]`, `"position" must be ${i + 1}`);
    });
    return items.filter(isObject);
  }

  breadcrumbs(value: Json, where: string) {
    const items = this.listItems(value, where);
    if (items.length === 0) this.report(where, 'needs at least one ListItem');
    items.forEach((item, i) => {
      const at = `${where}.itemListElement[${i}]`;
      if (!isText(item.name)) this.report(at, 'required property "name" is missing');
      const last = i === items.length - 1;
      // Google lets the last crumb (the page itself) leave out `item`.
      if (!last && !isAbsoluteUrl(item.item)) this.report(at, 'required property "item" must be an absolute URL');
      if (present(item.item) && !isAbsoluteUrl(item.item)) this.report(at, '"item" must be an absolute URL');
      if (last && this.options.pageUrl && present(item.item) && item.item !== this.options.pageUrl)
        this.report(at, `the last crumb is ${String(item.item)}, not this page`);
    });
  }

  itemList(value: Json, where: string) {
    const items = this.listItems(value, where);
    if (items.length === 0) this.report(where, 'needs at least one ListItem');
    if (present(value.numberOfItems) && value.numberOfItems !== items.length)
      this.report(where, `"numberOfItems" is ${String(value.numberOfItems)} but the list holds ${items.length}`);
    const origin = this.options.pageUrl ? new URL(this.options.pageUrl).origin : undefined;
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const at = `${where}.itemListElement[${i}]`;
      // Summary-page form: each ListItem is a URL on this site (a full `item` is the all-in-one form).
      if (!present(item.url) && !isObject(item.item))
        this.report(at, 'required property "url" (or a full "item") is missing');
      if (present(item.url)) {
        if (!isAbsoluteUrl(item.url)) this.report(at, '"url" must be an absolute URL');
        else if (origin && new URL(String(item.url)).origin !== origin)
          this.report(at, '"url" must be on the same site as the list');
        if (seen.has(String(item.url))) this.report(at, `"url" ${String(item.url)} is listed twice`);
        seen.add(String(item.url));
      }
    });
  }
}

/** The problems of one JSON-LD document (an object or an array of them); [] when it passes. */
export function checkJsonLd(document: unknown, options: CheckOptions = {}): string[] {
  const checker = new Checker(options);
  const roots = Array.isArray(document) ? document : [document];
  for (const [i, root] of roots.entries()) {
    if (!isObject(root)) {
      checker.report(`[${i}]`, 'must be a JSON object');
      continue;
    }
    if (root['@context'] !== 'https://schema.org') checker.report(`[${i}]`, '"@context" must be "https://schema.org"');
    if (typeof root['@type'] !== 'string') checker.report(`[${i}]`, '"@type" is missing');
    checker.node(root, String(root['@type'] ?? `[${i}]`));
  }
  return checker.problems;
}

/** The `@type` of every JSON-LD root, for asserting which page types carry which data. */
export function jsonLdTypes(documents: unknown[]): string[] {
  return documents.map((d) => (isObject(d) && typeof d['@type'] === 'string' ? d['@type'] : ''));
}
