/** Control ids of the join form, in page order (the gender radios focus their first option). */
export const REGISTER_IDS = {
  title: 'register-title',
  firstName: 'register-firstName',
  lastName: 'register-lastName',
  gender: 'register-gender',
  dob: 'register-dob',
  email: 'register-email',
  mobilePhone: 'register-mobilePhone',
  homeCasino: 'register-homeCasino',
  over18: 'register-over18',
  termsAccepted: 'register-termsAccepted',
} as const;

export const REGISTER_TARGETS: Readonly<Record<string, string>> = {
  ...REGISTER_IDS,
  gender: `${REGISTER_IDS.gender}-0`,
};
