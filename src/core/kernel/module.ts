import { ApplyAppUpdate } from './ApplyAppUpdate';
import { DialogStore } from './DialogStore';
import { feature } from './feature';
import { LastSeen } from './LastSeen';
import { NotificationsStore } from './NotificationsStore';
import { ProblemReporter } from './ProblemReporter';
import { WatchAppUpdates } from './WatchAppUpdates';

/** What every feature may use: dialogs, toasts, problem reports and the device copy of answers. */
export const kernel = feature('kernel', [
  LastSeen,
  DialogStore,
  NotificationsStore,
  ProblemReporter,
  ApplyAppUpdate,
  WatchAppUpdates,
]);
