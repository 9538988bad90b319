import type { Prize } from '@met/scheme/contract';

/** A four-segment wheel: two prizes and two 'no prize' segments. */
export function somePrizes(): Prize[] {
  return [
    { name: '£5 Free Play', win: true },
    { name: 'No prize', win: false },
    { name: 'Free Dessert', win: true },
    { name: 'No prize', win: false },
  ];
}
