/**
 * OPERATOR_SECRET: the key of the operators' signed calls (surge fees, reported reviews, help
 * requests). Each of those calls answers 404 while it is not set.
 */
import { OPERATOR_SECRET } from 'astro:env/server';

/** OPERATOR_SECRET (the operators' signed calls are on), or null. */
export function operatorSecret(): string | null {
  return OPERATOR_SECRET || null;
}
