import { feature } from '../kernel/feature';
import { DeskStore } from './DeskStore';
import { ReadDeskCode } from './ReadDeskCode';
import { RedeemAtDesk } from './RedeemAtDesk';

/**
 * The casino's desk (issue 30): loaded with the /desk page's own chunk, never with the member's
 * or a visitor's start.
 */
export const desk = feature('desk', [ReadDeskCode, RedeemAtDesk, DeskStore]);
