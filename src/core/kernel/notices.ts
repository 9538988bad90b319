/**
 * Confirmations the app shows as toasts after a flow succeeds (not in the spec's catalogue;
 * written for a UK member). Kept apart from messages.ts, which is the spec's catalogue.
 */
export const notices = {
  eventOptedIn: 'You are opted in to this event.',
  /** The member gave up their place on an event's list. */
  rsvpCancelled:
    'Your place has been cancelled. You can say yes again at any time before it starts.',
  detailsSaved: 'Your details have been saved.',
  accountDeleted:
    'Your online account has been deleted. Your casino membership and its points have not changed.',
  verificationSent: 'We have sent you a new verification email. Please check your inbox.',
  emailVerified: 'Thank you, your email address is verified.',
} as const;
