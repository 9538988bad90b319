import { feature } from '../kernel/feature';
import { CardStore } from './CardStore';
import { LoadWalletOffer } from './LoadWalletOffer';
import { RemoveCardEverywhere } from './RemoveCardEverywhere';

/** The membership card and its Apple and Google Wallet passes. */
export const card = feature('card', [CardStore, LoadWalletOffer, RemoveCardEverywhere]);
