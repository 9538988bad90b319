import { PASSWORD_MAX_LENGTH } from '@met/scheme';
import { PASSWORD_MIN_SCORE } from './constants';
import { messages } from './messages';

/** Password policy of spec-decisions 17: zxcvbn score >= 3 of 4, at most 128 characters. */

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** A strength estimator (zxcvbn in production, see loadPasswordEstimator). */
export type PasswordEstimator = (
  password: string,
  userInputs: string[],
) => { score: PasswordScore; warning: string; suggestions: string[] };

export interface PasswordAssessment {
  strongEnough: boolean;
  score: PasswordScore;
  label: string;
  /** The estimator's warning first, then its suggestions; shown under the strength meter. */
  advice: string[];
}

export function assessPassword(
  estimator: PasswordEstimator,
  password: string,
  userInputs: string[],
): PasswordAssessment {
  if (password.length > PASSWORD_MAX_LENGTH) {
    return {
      strongEnough: false,
      score: 0,
      label: messages.passwordStrength[0],
      advice: [messages.validation.passwordTooLong(PASSWORD_MAX_LENGTH)],
    };
  }
  const estimate = estimator(password, userInputs);
  const advice = [estimate.warning, ...estimate.suggestions].filter((line) => line.trim() !== '');
  return {
    strongEnough: password.length > 0 && estimate.score >= PASSWORD_MIN_SCORE,
    score: estimate.score,
    label: messages.passwordStrength[estimate.score],
    advice,
  };
}

export interface PersonalDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/**
 * The member's own words, for the estimator to penalise. zxcvbn only matches whole inputs, so
 * the email is also given as its local part and the pieces of it ('jane.smith' -> 'jane', 'smith').
 */
export function passwordUserInputs(details: PersonalDetails): string[] {
  const inputs = new Set<string>();
  const add = (value: string | undefined): void => {
    const word = value?.trim().toLowerCase();
    if (word) inputs.add(word);
  };
  add(details.firstName);
  add(details.lastName);
  const email = details.email?.trim().toLowerCase() ?? '';
  add(email);
  const localPart = email.split('@')[0];
  add(localPart);
  // Stryker disable next-line ArrayDeclaration,OptionalChaining,Regex: split always gives a first part, and add skips the empty pieces that splitting on one separator at a time leaves
  for (const piece of localPart?.split(/[._+-]+/) ?? []) add(piece);
  return [...inputs];
}
