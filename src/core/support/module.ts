import { feature } from '../kernel/feature';
import { SubmitSupportTicket } from './SubmitSupportTicket';
import { SupportStore } from './SupportStore';

/** Support tickets, signed in or not. */
export const support = feature('support', [SupportStore, SubmitSupportTicket]);
