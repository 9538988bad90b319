import { ApplyAppUpdate } from './ApplyAppUpdate';
import { DialogStore } from './DialogStore';
import { feature } from './feature';
import { NotificationsStore } from './NotificationsStore';
import { ProblemReporter } from './ProblemReporter';
import { DeviceCopy } from './query/DeviceCopy';
import { QueryCache } from './query/QueryCache';
import { WaitForCalmMoment } from './WaitForCalmMoment';
import { WatchAppUpdates } from './WatchAppUpdates';

/** What every feature may use: dialogs, toasts, problem reports and the query cache of reads. */
export const kernel = feature('kernel', [
  DeviceCopy,
  QueryCache,
  DialogStore,
  NotificationsStore,
  ProblemReporter,
  ApplyAppUpdate,
  WatchAppUpdates,
  WaitForCalmMoment,
]);
