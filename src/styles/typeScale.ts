/** The storefront's type scale: the only font sizes (px) and weights a stylesheet may use. */
export const typeScale = {
  /** Font sizes in CSS pixels. */
  sizes: [12, 13, 14, 16, 18, 22, 28, 34, 56],
  /** Font weights: regular and bold. */
  weights: [400, 700],
} as const;
