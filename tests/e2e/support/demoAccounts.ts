/** The password of every demo login (the fake world's seed). */
export { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
