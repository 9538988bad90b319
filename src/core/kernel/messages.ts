import { GATE_MESSAGES, passwordResetLinkLifetimeText } from '@met/scheme';

/**
 * The user-facing strings several features share (dialogs, forms, login, errors, titles), in one
 * typed catalogue for the core and the UI. A feature's own words are its `<feature>Messages.ts`
 * (gamesMessages, pointsMessages, cardMessages...), loaded with its code. Strings quoted by spec
 * section 5 and the login errors of section 8 are kept word for word; the rest are written for a
 * UK member.
 */
export const messages = {
  dialog: {
    /** All errors show in one dialog with this title (spec section 8, spec-decisions 15). */
    problemTitle: 'Problem',
    ok: 'OK',
    retry: 'Try again',
  },

  validation: {
    requiredInformation: 'Please provide all the required information',
    required: (label: string): string => `${label} is required`,
    invalidEmail: 'Invalid email address',
    passwordTooWeak: 'The chosen password is too weak',
    completeHighlighted: 'Please complete the errors highlighted in red',
    selectGender: 'Please select a gender',
    confirmOver18: 'Please confirm you are over the age of 18',
    acceptTerms: 'Please accept the Terms & Conditions to create an account',
    under18: 'You must be 18 or over to join the rewards scheme',
    invalidDate: 'Please enter a valid date of birth',
    futureDate: 'Your date of birth cannot be in the future',
    /** A date typed in part (GOV.UK wording): 'Date of birth must include a month and year'. */
    dateMissing: (missing: string): string => `Date of birth must include a ${missing}`,
    yearDigits: 'Year must include 4 numbers',
    passwordsDoNotMatch: 'The passwords do not match',
    passwordTooLong: (max: number): string => `Your password can be at most ${max} characters long`,
    invalidMobile: 'Please enter a valid UK mobile number, for example 07700 900123',
    digitsOnly: (label: string): string => `${label} must contain digits only`,
    tooLong: (label: string, max: number): string => `${label} can be at most ${max} characters`,
    lengthBetween: (label: string, min: number, max: number): string =>
      `${label} must be ${min} to ${max} digits`,
    chooseFromList: (label: string): string =>
      `Please choose a ${label.toLowerCase()} from the list`,
    confirmDelete: 'Please confirm that you want to delete your account',
  },

  /** Labels used in '{label} is required' and next to the fields. */
  fieldLabels: {
    email: 'Email address',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    title: 'Title',
    firstName: 'First name',
    lastName: 'Last name',
    dob: 'Date of birth',
    dobHint: 'For example, 12 4 1985',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    mobilePhone: 'Mobile phone number',
    customerNumber: 'Membership number',
    membershipNumber: 'Membership number',
    name: 'Name',
    topic: 'Topic',
    message: 'Message',
  },

  /** Login errors by reason (spec section 8), word for word, and the passkey button. */
  login: {
    userNotFound: 'No account found with this email',
    wrongPassword: 'Incorrect password, please try again',
    missingPassword: 'Please enter a password',
    invalidCredential: 'Invalid credentials, please try again',
    /** The way on offered by the wrong-password dialog. */
    forgottenPassword: 'Forgotten password?',
    invalidEmail: 'The email address is not valid',
    userDisabled: 'This account has been disabled',
    tooManyRequests: 'Too many failed attempts, try again later',
    network: 'Network error, check your connection',
    /**
     * The login page's and the phone landing's button. The rest of what members read about
     * passkeys is src/core/passkeys/passkeyMessages.ts, loaded with the member module.
     */
    passkeySignIn: 'Sign in with a passkey',
  },

  /** Messages shown when the app signs the member out or refuses a flow (spec section 8). */
  app: {
    offline:
      'You appear to be offline, so we have signed you out. Please check your connection and log in again.',
    // The membership gates: the scheme holds their wording, so the backend's refusals match.
    suspended: GATE_MESSAGES.suspended,
    updateRequired: GATE_MESSAGES['update-required'],
    executiveRequired: GATE_MESSAGES['executive-required'],
    accountRequired: GATE_MESSAGES['account-required'],
    temporaryMembership: GATE_MESSAGES.temporary,
    invalidResetLink:
      'This password reset link is invalid or has expired. Please request a new link from the forgotten password page.',
    // Where the backend's signed reset link sends the member when it cannot be used (ResetLinks).
    resetLinkExpired: `That password reset link has expired: a link works for ${passwordResetLinkLifetimeText()}, and only until the password is changed. Enter your email address to get a new one.`,
    resetLinkUnusable:
      "That password reset link can't be used. Enter your email address to get a new one.",
    emailAlreadyVerified: 'Your email address is already verified. Please log in.',
    /** A member whose login already has its membership opens /account/link. */
    alreadyLinked: 'Your membership is already linked to this login, so there is nothing to do.',
    // A verification link is applied only with the password of the login it was issued to
    // (DECISIONS.md "Account and mail: guessing limits and the planted login").
    verificationLinkOtherMember:
      'This link confirms the email address of a different login from the one signed in on this device. To confirm it, enter that login’s email address and password: you will be logged in as that login.',
    verificationLinkOtherLogin:
      'This link confirms the email address of a different login. Please enter the email address the link was sent to and that login’s password.',
    profileMismatch:
      'The date of birth and email address must match the details on your membership. Please check them and try again.',
  },

  /** Other errors of spec section 8 and the generic fallbacks of spec-decisions 14. */
  errors: {
    gameData: 'We are unable to get the game details right now. Please try again later.',
    spin: 'We are unable to spin the wheel right now. Please try again.',
    parseResult:
      'We could not read the result of your spin, so no prize is shown. Please contact support if this keeps happening.',
    prizeFeed: 'We are unable to load the prizes right now. Please try again later.',
    optIn: 'We are unable to submit your opt-in request right now. Please try again.',
    /** promotions-cancelRsvp (our extension) failed for a reason the server did not word. */
    cancelRsvp: 'We are unable to cancel your place right now. Please try again.',
    supportTicket:
      'We are unable to send your support request right now. Your message has been kept, so please try again.',
    supportTicketsLimited:
      'We have received several support requests from you in the last hour and will answer them. Please wait an hour before sending another; your message has been kept.',
    notSignedIn: 'You are not signed in. Please log in and try again.',
    profileNotFound: 'We could not find your profile. Please log in again.',
    memberNotFound: 'We could not find your membership. Please contact support.',
    venueNotFound: 'We are unable to find your casino details right now. Please try again later.',
    homeCasinoNotFound: 'We could not find your home casino. Please contact support.',
    setEmailVerified:
      'We are unable to confirm your email address right now, so we have signed you out. Please log in again.',
    linkMembershipTitle: 'Unable to Link Membership',
    generic: 'Something went wrong, please try again',
    genericWithReference: (reference: string): string =>
      `Something went wrong, please try again. If it keeps happening, contact support quoting reference ${reference}.`,
    network: 'Network error, check your connection',
    rateLimited: 'Too many failed attempts, try again later',
    tooManyEmails:
      'We sent an email a few minutes ago. Please check your inbox (and spam folder), or try again in a few minutes',
    ownerCodeMailed:
      'To keep this membership safe, we need to check it is you. If these details are right, we have emailed a 6-digit code to the email address on the membership: enter it below and try again',
  },

  /**
   * Terms on every incentive (Gambling Commission SR code 5.1.1; ../shared/SAFER-GAMBLING.md):
   * the scheme's standard terms, shown where a record carries none of its own.
   */
  incentives: {
    termsHeading: 'Terms',
    freeToPlay: 'Free to play, no purchase needed',
    /** An offer whose record has no terms (the Terms & Conditions' "Offers and vouchers"). */
    standardOfferTerms:
      'For your membership only, until the expiry date shown. It has no cash alternative and cannot be exchanged or sold.',
    fullTermsLead: 'Full terms: ',
    fullTerms: 'Met Rewards Terms & Conditions',
    /** Spin To Win: the wire's games carry no terms, so every game has these. */
    spinToWin: {
      adultsOnly: 'For Met Rewards members aged 18 and over.',
      when: (optInFrom: string, optInTo: string, playFrom: string, playTo: string): string =>
        `Opt in from ${optInFrom} to ${optInTo}, then spin once a day (UK time) from ${playFrom} to ${playTo}.`,
      oneSpinADay: 'One spin a day per membership, whichever device or login you use.',
      result: 'The result shown after your spin is final.',
      /** The wheel's odds as the server draws them (`prizeOdds` in the scheme), one per outcome. */
      oddsHeading: 'Odds on each spin',
      oddsOutcome: 'Outcome',
      oddsChance: 'Chance',
      chance: (chance: number, outOf: number): string => `${chance} in ${outOf}`,
      noPrize: 'No prize',
      prizes:
        'Prizes are as shown on the wheel, have no cash alternative and cannot be exchanged or sold. Claim a prize at the cash desk with your membership number.',
    },
  },

  /**
   * The safer gambling page (DECISIONS.md "Safer gambling"). Checked against
   * ../shared/SAFER-GAMBLING.md and the schemes' own sites (senseselfexclusion.com, gamstop.co.uk).
   */
  saferGambling: {
    title: 'Safer gambling',
    /** Beside Spin To Win and on the Responsible Gaming page. */
    link: 'Safer gambling: tools and help',
    lead: 'Gambling should be fun. If it stops being fun, or you want to stop, free and confidential help is here.',
    helplineHeading: 'National Gambling Helpline',
    helplineText: 'Free and confidential, 24 hours a day, 7 days a week.',
    helplineNumber: '0808 8020 133',
    helplineHref: 'tel:08088020133',
    callHelpline: 'Call 0808 8020 133',
    excludeHeading: 'Exclude yourself from gambling',
    sense: 'SENSE',
    senseHref: 'https://www.senseselfexclusion.com',
    senseText:
      'The national self-exclusion scheme for casinos: one application excludes you from every licensed land-based casino in Great Britain, for at least six months. Enrol online, or ask a manager at any casino’s reception.',
    /** A member SENSE already excludes: what it covers, with no invitation to enrol. */
    excludedHeading: 'Your self-exclusion',
    senseEnrolledText:
      'Your self-exclusion covers every licensed land-based casino in Great Britain, for at least six months from when you enrolled.',
    gamstop: 'GAMSTOP',
    gamstopHref: 'https://www.gamstop.co.uk',
    gamstopText:
      'A free service that stops you using gambling websites and apps run by companies licensed in Great Britain, for a period you choose.',
    contactHeading: 'Talk to us',
    contactText: (venueName: string): string =>
      `Call ${venueName}, or ask any of our team in private: a manager can help you take a break or exclude yourself.`,
    contactNoVenue:
      'Ask any of our team in private: a manager can help you take a break or exclude yourself.',
    contactExcluded: (venueName: string | null): string =>
      `${venueName === null ? 'Ask' : `Call ${venueName}, or ask`} any of our team in private.`,
    inAppHeading: 'In this app',
    supportLink: 'Send us a support ticket',
    supportText:
      'Ask us anything about your membership or gambling safely; our team replies by email.',
    infoLink: 'Responsible Gaming',
    infoText: 'Signs to look out for, and more organisations that can help.',
  },

  /** App update texts (spec section 8: update.updateApplied, update.updateMessage, update.updateButton). */
  update: {
    updateApplied: 'Update Applied',
    updateMessage:
      'An updated version of the app has been installed. The page will now refresh to use it.',
    updateButton: 'OK',
  },

  /**
   * With no network (DECISIONS.md "Offline and the device copy"): what the app says instead of
   * failing quietly.
   */
  offline: {
    // Not "nothing was sent": the connection may have dropped after the request left.
    needsConnection:
      "You're offline. This needs a connection: please try again when you're back online. Nothing is kept to send later, and anything you entered is still here.",
    gameTitle: 'Spin To Win needs a connection',
    /** Games are never kept on the device (playing needs the server); the page reloads itself. */
    game: "You're offline, so games can't load or be played. This screen will finish loading by itself when you're back online.",
    notSavedTitle: 'Not saved on this device yet',
    /** `what` is lower case with its article: 'the restaurant', 'your offers' (so no "it" after). */
    notSaved: (what: string): string =>
      `You're offline, so ${what} can't load. This screen will finish loading by itself when you're back online.`,
    /** A screen whose code was never downloaded (first visit, no service worker yet). */
    screenNotSaved:
      "You're offline, and this screen hasn't been saved on this device yet. It will open by itself when you're back online.",
    /**
     * After "You're offline." in the one offline banner, when the screen's saved time is known.
     * No promise of a refresh: most screens' saved data stays until the app is opened again.
     */
    bannerSavedAt: (when: string): string => `Showing what you last saw, saved ${when}.`,
    /** A voucher whose code was never fetched on this device: no retry can work offline. */
    voucherCodeNotSaved:
      "You're offline, and this voucher's code hasn't been saved on this device yet. It will appear by itself when you're back online.",
    /** Under a screen's title, online, when the server did not answer in time (SavedDataNote). */
    savedAt: (when: string): string => `No connection: showing what you last saw, saved ${when}.`,
  },

  /** Screen titles of spec section 2. */
  titles: {
    spinTheWheel: 'Spin The Wheel',
    offers: 'My Exclusive Offers',
    benefits: 'My Benefits',
    eventsAt: (venueName: string): string => `What's On at ${venueName}`,
    /** The membership card (DECISIONS.md "Card and wallets: the membership card in the app"). */
    card: 'Your card',
    pointsActivity: 'Points activity',
    /** Deleting the online login: the receipt page (its copy: settings/deletionMessages). */
    accountDeleted: 'Online account deleted',
    /** The browser tab's title (history, tabs, screen readers): the screen first, then the app. */
    document: (screenTitle: string): string => `${screenTitle} – Met Rewards`,
  },

  /** Strength meter labels by zxcvbn score 0..4. */
  passwordStrength: ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'],
} as const;
