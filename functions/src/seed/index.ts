export { seedState, demoUid } from './seedState';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demoMembers';
export { DEMO_GAME_IDS } from './demoGames';
export { DEMO_VENUES } from './demoVenues';
