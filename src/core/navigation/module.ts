import { feature } from '../kernel/feature';
import { NavigationStore } from './NavigationStore';

/** Where the member is and where they may go (spec section 4's guard, redirects, routes). */
export const navigation = feature('navigation', [NavigationStore]);
