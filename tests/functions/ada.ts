import { aMember } from './builders';
import { TEST_PASSWORD } from './world';

/** Ada Lovelace, born 12/04/1985: the member who creates her login in the users-createUser suites. */
export function adaMember(customerNumber = '100200') {
  return aMember()
    .withCustomerNumber(customerNumber)
    .withEmail('ada@example.com')
    .withDob('1985-04-12')
    .build();
}

/** The users-createUser request Ada's form sends, with `changes` over it. */
export function adaCreatesHerLogin(
  changes: Record<string, unknown> = {},
  customerNumber = '100200',
) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dob: '1985-04-12',
    email: 'ada@example.com',
    customerNumber,
    password: TEST_PASSWORD,
    devMode: false,
    devDomain: '',
    ...changes,
  };
}
