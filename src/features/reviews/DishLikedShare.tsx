/** A dish's "86% liked (23)" under its price, on menu rows and search dish cards; nothing below enough votes. */
import type { DishLikes } from '#src/lib/reviewTypes.ts';
import { dishLikesText } from '#src/lib/reviewRules.ts';

/** The liked share of a dish, when the catalog sends one. */
export function DishLikedShare({ likes }: { likes: DishLikes | undefined }) {
  if (!likes) return null;
  return <p className="dish-likes">{dishLikesText(likes)}</p>;
}
