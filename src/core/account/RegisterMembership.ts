import { inject, injectable } from 'inversify';
import type { RegistrationValues } from '@met/scheme/contract';
import { DEFAULT_COUNTRY } from '../kernel/constants';
import type { Gender } from '../kernel/formOptions';
import { messages } from '../kernel/messages';
import { CallablesPort } from '../ports/CallablesPort';
import { ClockPort } from '../ports/ClockPort';
import { InvalidFormError } from '../kernel/InvalidFormError';
import { loadFormSchemas } from '../kernel/formValidation';
import { mailLimitRefusal } from '../kernel/mailLimitRefusal';

/** What /account/register (join the rewards scheme) asks for. */
export interface RegisterForm {
  title: string;
  firstName: string;
  lastName: string;
  gender: string;
  dob: string;
  email: string;
  mobilePhone: string;
  over18: boolean;
  termsAccepted: boolean;
  marketingOptIn: boolean;
  /** The venue chosen as home casino; null until one is chosen. */
  homeCasino: number | null;
}

/** The form's wording of gender to the wire's codes. */
const WIRE_GENDER: Readonly<Record<Gender, RegistrationValues['gender']>> = {
  Male: 'male',
  Female: 'female',
  Other: 'non-binary',
  'Prefer not to say': 'prefer-not-to-say',
};

const HOME_CASINO_LABEL = 'Home casino';

/** Joins the rewards scheme (members-registerAccount); then /account/register/success. */
@injectable()
export class RegisterMembership {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  /**
   * Answers the new customer number.
   * @throws InvalidFormError; FunctionError, MalformedResponseError.
   */
  async execute(form: RegisterForm): Promise<string> {
    const schemas = await loadFormSchemas();
    const checked = schemas.validateForm(schemas.makeRegisterSchema(this.clock.now()), form);
    const homeCasino = form.homeCasino;
    const casinoChosen = homeCasino !== null && Number.isInteger(homeCasino) && homeCasino > 0;
    // The home casino is marked together with the other fields, not only once they are right.
    if (!checked.ok || !casinoChosen) {
      throw new InvalidFormError(
        {
          ...(checked.ok ? {} : checked.fieldErrors),
          ...(casinoChosen
            ? {}
            : { homeCasino: messages.validation.chooseFromList(HOME_CASINO_LABEL) }),
        },
        checked.ok ? messages.validation.completeHighlighted : checked.summary,
      );
    }
    const values = checked.value;
    const response = await this.callables
      .call('members-registerAccount', {
        location: DEFAULT_COUNTRY,
        values: {
          title: values.title,
          firstName: values.firstName,
          lastName: values.lastName,
          gender: WIRE_GENDER[values.gender],
          dob: values.dob,
          email: values.email,
          mobilePhone: values.mobilePhone,
          over18: values.over18,
          termsAccepted: values.termsAccepted,
          marketingOptIn: values.marketingOptIn,
          homeCasino,
        },
      })
      .catch((error: unknown) => {
        throw mailLimitRefusal(error);
      });
    return response.data.customerNumber;
  }
}
