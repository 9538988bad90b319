import { describe, expect, it } from 'vitest';
import { CreateLoginStore } from '../../../src/core/account/CreateLoginStore';
import { LinkMembership } from '../../../src/core/account/LinkMembership';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { messages } from '../../../src/core/kernel/messages';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';
import { FixedClock } from '../../doubles/FixedClock';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';

const STRONG = 'violet-Harbour-tractor-91';
/** What the server answers once a membership's details have been guessed too often. */
const CODE_MAILED = new FunctionError(
  'resource-exhausted',
  'To keep this membership safe, we need to check it is you.',
  { ownerCode: 'required' },
);

describe('the code mailed to the membership when its details were guessed too often', () => {
  it('creating a login: says a code was emailed, shows the code field, and sends the code on the next try', async () => {
    const core = coreWithDoubles();
    core.callables.failOnce('users-createUser', CODE_MAILED);
    core.callables.answer('users-createUser', { success: true });
    const create = core.get(CreateLoginStore);
    create.detailsForm.fill({
      firstName: 'Alex',
      lastName: 'Morgan',
      dob: '1980-05-17',
      email: 'alex@example.com',
      customerNumber: '10012345',
    });
    create.passwordForm.fill({ password: STRONG, confirmPassword: STRONG });

    await create.submitPassword();
    const askedFor = create.codeRequested;
    const dialog = core.get(DialogStore).current?.message;
    create.setOwnerCode(' 123 456 ');
    await create.submitPassword();

    expect(askedFor).toBe(true);
    expect(dialog).toBe(messages.errors.ownerCodeMailed);
    expect(core.callables.callsTo('users-createUser').at(-1)).toMatchObject({
      ownerCode: '123456',
    });
    expect(core.callables.callsTo('users-createUser')[0]).not.toHaveProperty('ownerCode');
    expect(core.get(NavigationStore).pending?.path).toBe('/account/pending');
  });

  it('creating a login: another rate limit shows no code field', async () => {
    const core = coreWithDoubles();
    core.callables.fail(
      'users-createUser',
      new FunctionError('resource-exhausted', 'Too many email requests'),
    );
    const create = core.get(CreateLoginStore);
    create.detailsForm.fill({
      firstName: 'Alex',
      lastName: 'Morgan',
      dob: '1980-05-17',
      email: 'alex@example.com',
      customerNumber: '10012345',
    });
    create.passwordForm.fill({ password: STRONG, confirmPassword: STRONG });

    await create.submitPassword();

    expect(create.codeRequested).toBe(false);
  });

  it('linking a membership: sends the typed code with the number and date of birth', async () => {
    const callables = new ScriptedCallables()
      .failOnce('members-linkMembership', CODE_MAILED)
      .answer('members-linkMembership', { success: true });
    const link = new LinkMembership(callables, new FixedClock());
    const form = { membershipNumber: '10012345', dob: '1980-05-17' };

    const first = await link.execute('gb', form).catch((error: unknown) => error);
    await link.execute('gb', { ...form, ownerCode: '654321' });

    expect(first).toMatchObject({ key: 'ownerCodeMailed' });
    expect(callables.callsTo('members-linkMembership')).toEqual([
      { location: 'gb', ...form },
      { location: 'gb', ...form, ownerCode: '654321' },
    ]);
  });
});
