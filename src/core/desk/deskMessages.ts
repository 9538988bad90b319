import { redeemedWhenAndWhere, formatBreakEnd } from '@met/scheme';
import type { DeskMember } from './DeskReading';
import { FunctionError } from '../kernel/FunctionError';
import { isNetworkFailure } from '../kernel/networkFailure';

/** The desk's own words; the backend's refusals come worded for the desk already. */
export const deskMessages = {
  staffOnly: 'This page is for the casino’s staff.',
  signInAsStaff: 'Sign in as staff',
  offline:
    "This desk is offline, so the code can't be checked. What you typed is kept: try again when the desk is back online.",
  unreadable: 'Something went wrong checking this code. What you typed is kept: try again.',
  emptyCode: 'Type or paste a code first.',
  codeLabel: 'Or type or paste the code',
  codeHint: 'A voucher’s code starts MR2. A membership number works too.',
  checkCode: 'Check code',
  cameraDenied:
    'The camera is not allowed for this page, so it cannot scan. Type or paste the code below instead, or allow the camera in the browser’s settings.',
  cameraMissing:
    'This device has no camera we can use, so it cannot scan. Type or paste the code below instead.',
  cameraFailed: 'The camera could not be started. Type or paste the code below instead.',
  cameraView: 'Camera view: hold the code up to the camera',
  cameraStarting: 'Starting the camera…',
  cameraScanning: 'Scanning: hold the code inside the frame.',
} as const;

/** 'Redeemed at 9:04pm at The Metropolitan Mayfair' (the scheme's wording, London clock). */
export function redeemedAt(redemption: { at: string; venueName: string }, now: Date): string {
  return `Redeemed at ${redeemedWhenAndWhere(redemption, now)}`;
}

/** A break or exclusion in force, for the desk to see at once; null when neither. */
export function restrictionNote(member: DeskMember): string | null {
  const restriction = member.restriction;
  if (restriction === null) return null;
  if (restriction.kind === 'excluded') {
    return `${member.name} is self-excluded: no vouchers may be used. Speak to a manager.`;
  }
  return `${member.name} is taking a break until ${formatBreakEnd(new Date(restriction.until))}: no vouchers may be used until then.`;
}

/**
 * What the desk is told when a code cannot be read or redeemed: the backend's own refusal, or
 * 'unreadable' for anything else (an answer of the wrong shape, the backend's internal error).
 */
export function deskProblem(error: unknown): string {
  if (isNetworkFailure(error)) return deskMessages.offline;
  if (error instanceof FunctionError && error.code !== 'internal' && error.code !== 'unknown') {
    return error.message;
  }
  return deskMessages.unreadable;
}
