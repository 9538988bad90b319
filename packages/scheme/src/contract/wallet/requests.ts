/**
 * The wallet-* callables' requests (our extension): both are always about the caller's own card.
 */
import { empty } from '../requestFields';

export const walletRequests = {
  // Our extension of the spec's table: the pass is always the caller's own card.
  'wallet-getPassLinks': empty(),
  // Our extension: 'remove my card from other devices' is always about the caller's own card.
  'wallet-removeCardEverywhere': empty(),
};
