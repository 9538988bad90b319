import { feature } from '../kernel/feature';
import { CameraStore } from './CameraStore';
import { DeskStore } from './DeskStore';
import { ReadDeskCode } from './ReadDeskCode';
import { RedeemAtDesk } from './RedeemAtDesk';

/**
 * The casino's desk: loaded with the /desk page's own chunk, never with the member's or a
 * visitor's start. Its camera (CodeScannerPort) is the browser module's, bound at every start.
 */
export const desk = feature('desk', [ReadDeskCode, RedeemAtDesk, DeskStore, CameraStore]);
