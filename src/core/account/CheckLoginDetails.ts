import { inject, injectable } from 'inversify';
import type { CreateLoginValues } from '../kernel/schemas';
import { ClockPort } from '../ports/ClockPort';
import { validated } from '../kernel/formValidation';

/** What /account/create asks for; the membership number may be left blank. */
export interface CreateLoginForm {
  firstName: string;
  lastName: string;
  dob: string;
  email: string;
  customerNumber: string;
}

/** First step of creating a login: the details are checked, then /account/password follows. */
@injectable()
export class CheckLoginDetails {
  constructor(@inject(ClockPort) private readonly clock: ClockPort) {}

  /** @throws InvalidFormError. */
  async execute(form: CreateLoginForm): Promise<CreateLoginValues> {
    return validated((schemas) => schemas.makeCreateLoginSchema(this.clock.now()), form);
  }
}
