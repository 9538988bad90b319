/**
 * The users-* callables' requests: a login for a membership, its address and password mail, and
 * its deletion.
 */
import * as yup from 'yup';
import {
  dateOfBirth,
  email,
  empty,
  membershipNumber,
  nothing,
  ownerCode,
  sentAsText,
  text,
  trimmed,
} from '../requestFields';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../rules/limits';

/** An origin: a scheme, a host name of at most 253 characters and a port. */
const DEV_DOMAIN_MAX_LENGTH = 300;

const devLinkOptions = {
  devMode: yup.boolean().typeError('devMode must be true or false').default(false),
  devDomain: yup
    .string()
    .typeError('devDomain must be text')
    .test(...sentAsText('devDomain must be text'))
    .transform(trimmed)
    .max(DEV_DOMAIN_MAX_LENGTH, `devDomain must be at most ${DEV_DOMAIN_MAX_LENGTH} characters`)
    .default(''),
};

const password = () =>
  yup
    .string()
    .typeError('Password must be text')
    .test(...sentAsText('Password must be text'))
    .required('Password is required')
    .min(
      PASSWORD_MIN_LENGTH,
      `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    )
    .max(
      PASSWORD_MAX_LENGTH,
      `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    );

export const usersRequests = {
  'users-sendPasswordReset': yup.object({ email: email(), ...devLinkOptions }),
  'users-resendVerificationEmail': yup.object({ email: email(), ...devLinkOptions }),
  'users-createUser': yup.object({
    firstName: text('First name', NAME_MAX_LENGTH),
    lastName: text('Last name', NAME_MAX_LENGTH),
    dob: dateOfBirth(),
    email: email(),
    customerNumber: membershipNumber(),
    password: password(),
    ownerCode: ownerCode(),
    ...devLinkOptions,
  }),
  'users-setVerifiedEmail': nothing(),
  // Our extension: always the caller's own login's deletion.
  'users-prepareDeletion': empty(),
};
