/** Money display: prices are stored in hundredths (paise) and shown in rupees. */

/** Rupees text of an amount in paise, e.g. 24900 → '₹249', 24950 → '₹249.50'. */
export function rupees(paise: number): string {
  const value = Math.round(paise) / 100;
  return `₹${Number.isInteger(value) ? value.toLocaleString('en-IN') : value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
