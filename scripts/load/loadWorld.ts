/**
 * The world `npm run load` runs against (loaded by scripts/load/world.mjs through Vite's module
 * runner, as bench/signedIn.mjs loads the seed): the demo world of functions/src/seed, plus
 * `count` load members written straight into the emulators, not made through the join and link
 * flow (a join makes a temporary membership, which most callables refuse): each a King-tier
 * member of the Mayfair (venue 6) like king@example.com, with a verified login in the Auth emulator
 * (uid load-001..., email load-001@example.com, the demo password) and a linked users/{uid}
 * profile, numbered by the customer-number counter from its first value, so the counter's
 * numbers stay gap-free. Everything is written in the production layout by the seed's own
 * seedFirestore.
 */
import { seedFirestore } from '../../functions/src/adapters/firestore/seedFirestore';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoMemberRecord,
} from '../../functions/src/seed/demoMembers';
import {
  emulatorFirestore,
  resetDemoLogins,
  type EmulatorWorld,
} from '../../functions/src/seed/emulatorWorld';
import { SeedCalendar } from '../../functions/src/seed/seedCalendar';
import { seedState } from '../../functions/src/seed/seedState';

export { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
export { DEMO_PASSWORD };

export interface LoadMember {
  uid: string;
  email: string;
  customerNumber: string;
  crmId: string;
  homeCasino: number;
}

/** The counter's first number (the Firestore directory's, when there is no counter yet). */
export { FIRST_CUSTOMER_NUMBER } from '../../functions/src/ports/MemberDirectory';

const pad = (index: number) => String(index + 1).padStart(3, '0');

/** Resets both emulators to the demo world plus `count` load members; answers the members. */
export async function seedLoadWorld(world: EmulatorWorld, count: number): Promise<LoadMember[]> {
  const now = new Date();
  const state = await seedState(now);
  const calendar = new SeedCalendar(now);
  const king = DEMO_ACCOUNTS.find((account) => account.key === 'king');
  if (!king) throw new Error('the demo world has no king@example.com');
  const first = state.nextCustomerNumber;
  const members: LoadMember[] = [];
  for (let index = 0; index < count; index += 1) {
    const customerNumber = String(first + index);
    const uid = `load-${pad(index)}`;
    const email = `load-${pad(index)}@example.com`;
    const record = {
      ...demoMemberRecord(king, calendar),
      id: `crm-${customerNumber}`,
      customer_number: customerNumber,
      email,
      first_name: 'Load',
      last_name: `Member ${pad(index)}`,
    };
    state.members[customerNumber] = record;
    state.users[uid] = {
      uid,
      email,
      emailVerified: true,
      country: 'gb',
      memberships: [customerNumber],
      gameOptin: [],
    };
    members.push({ uid, email, customerNumber, crmId: record.id, homeCasino: record.home_casino });
  }
  state.nextCustomerNumber = first + count;

  await resetDemoLogins(world);
  await batchCreateLogins(world, members);
  await clearFirestore(world);
  await seedFirestore(emulatorFirestore(world), state);
  return members;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

async function batchCreateLogins(world: EmulatorWorld, members: LoadMember[]): Promise<void> {
  const users = members.map((member) => ({
    localId: member.uid,
    email: member.email,
    rawPassword: DEMO_PASSWORD,
    emailVerified: true,
  }));
  await expectOk(
    await fetch(
      `http://${world.authHost}/identitytoolkit.googleapis.com/v1/projects/${world.projectId}/accounts:batchCreate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ users, allowOverwrite: true }),
      },
    ),
    'creating the load members’ logins',
  );
}

async function clearFirestore(world: EmulatorWorld): Promise<void> {
  await expectOk(
    await fetch(
      `http://${world.firestoreHost}/emulator/v1/projects/${world.projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    ),
    'clearing the Firestore emulator',
  );
}
