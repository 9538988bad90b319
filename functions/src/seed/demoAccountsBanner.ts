import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoMembers';
import { DEMO_STAFF } from './demoStaff';

/**
 * The demo accounts as `npm start` and `npm run start:emulators` print them under the app's
 * address: the members, then the desk's staff login (/desk). Both worlds are seeded from here.
 */
export function demoAccountsBanner(heading: string, footer: string): string {
  const accounts = [...DEMO_ACCOUNTS, ...DEMO_STAFF];
  const width = Math.max(...accounts.map((account) => account.email.length));
  const rows = accounts.map((account) => `    ${account.email.padEnd(width)}  ${account.role}`);
  return ['', `  ${heading}: demo accounts (password ${DEMO_PASSWORD})`, ...rows, footer, ''].join(
    '\n',
  );
}
