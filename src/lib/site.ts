/** Brand and site-wide constants: one place for every name, link and year the pages show. */
export const site = {
  /** Product name, used in visible texts such as the geolocation banner. */
  name: 'Thalify',
  /** Brand paths of the three services whose names carry the brand. */
  brandLinks: [
    { href: '/thalify-one', label: 'Thalify One' }, // text-check: not a diner's text (a brand name in every language)
    { href: '/thalify-mart', label: 'Thalify Mart' }, // text-check: not a diner's text (a brand name in every language)
    { href: '/thalify-genie', label: 'Thalify Genie' }, // text-check: not a diner's text (a brand name in every language)
  ],
  /** Outbound links of the footer. */
  external: {
    blog: 'https://blog.thalify.in',
    corporate: 'https://corporate.thalify.in',
    partner: 'https://partner.thalify.in',
    rider: 'https://ride.thalify.in',
    ios: 'https://apps.apple.com/in/app/thalify/id0000000001',
    android: 'https://play.google.com/store/apps/details?id=in.thalify.app',
  },
  /** Social profiles, in the footer's order. */
  social: [
    { name: 'facebook', href: 'https://www.facebook.com/thalify' },
    { name: 'pinterest', href: 'https://www.pinterest.com/thalify' },
    { name: 'instagram', href: 'https://www.instagram.com/thalify' },
    { name: 'twitter', href: 'https://twitter.com/thalify' },
  ],
} as const;

/**
 * The footer's copyright year: the year in India when the page is built (prebuilt pages) or
 * rendered (the others). The spec's 2023 was the year it was written, not a year to keep showing.
 */
export function copyrightYear(now: Date = new Date()): string {
  return yearInIndia.format(now);
}

const yearInIndia = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The internal links of the footer, in order (paths of the spec's section 2); `text` names the link's words in the footer's catalogue. */
export const footerInfoLinks = [
  { href: '/about', text: 'about' },
  { href: '/team', text: 'team' },
  { href: '/careers', text: 'careers' },
  { href: '/bug-bounty', text: 'bugBounty' },
  { href: '/support', text: 'support' },
  { href: '/terms-and-conditions', text: 'terms' },
  { href: '/refund-policy', text: 'refunds' },
  { href: '/privacy-policy', text: 'privacy' },
  { href: '/cookie-policy', text: 'cookies' },
  { href: '/offer-terms', text: 'offerTerms' },
  { href: '/beware-of-phishing-and-fraud', text: 'phishing' },
  { href: '/tnc-corporate-sm', text: 'corporateTerms' },
  { href: '/tnc-corporate-discount', text: 'corporateDiscounts' },
] as const;
