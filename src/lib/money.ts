/** Money display: prices are stored in hundredths (paise) and shown in rupees. One formatter for every screen. */

const rupeeFormats = {
  whole: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
  paise: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** Rupees text of an amount in paise, e.g. 24900 → '₹249', 24950 → '₹249.50', 12345600 → '₹1,23,456'. */
export function rupees(paise: number): string {
  const rounded = Math.round(paise);
  return `₹${(rounded % 100 === 0 ? rupeeFormats.whole : rupeeFormats.paise).format(rounded / 100)}`;
}
