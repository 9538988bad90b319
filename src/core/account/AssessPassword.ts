import { injectable } from 'inversify';
import { loadPasswordEstimator } from './loadPasswordEstimator';
import {
  assessPassword,
  passwordUserInputs,
  type PasswordAssessment,
  type PersonalDetails,
} from '../kernel/password';

/** The strength meter's reading of a new password (spec-decisions 17). */
@injectable()
export class AssessPassword {
  /** @throws Error only when the estimator's code cannot be loaded (offline on first use). */
  async execute(password: string, details: PersonalDetails): Promise<PasswordAssessment> {
    const estimator = await loadPasswordEstimator();
    return assessPassword(estimator, password, passwordUserInputs(details));
  }
}
