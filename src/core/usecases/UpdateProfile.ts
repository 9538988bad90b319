import { inject, injectable } from 'inversify';
import type {
  CommunicationPreferences,
  MemberData,
  ProfileChanges,
} from '../../../functions/src/contract/callables';
import type { CommunicationChannel, Interest } from '../domain/formOptions';
import { communicationsSchema, interestsSchema, profileSchema } from '../domain/schemas';
import { CallablesPort } from '../ports/CallablesPort';
import { validated } from './InvalidFormError';

/** One of the three settings forms (/profile, /settings/interests, /settings/communications). */
export type ProfileChange =
  | { kind: 'phone'; mobilePhone: string }
  | { kind: 'interests'; interests: Interest[] }
  | { kind: 'communications'; channels: CommunicationChannel[] };

/** Saves phone, interests or communication choices (members-updateProfile, spec-decisions 18, 20). */
@injectable()
export class UpdateProfile {
  readonly #callables: CallablesPort;

  constructor(@inject(CallablesPort) callables: CallablesPort) {
    this.#callables = callables;
  }

  /** Answers the updated member. @throws InvalidFormError; FunctionError, MalformedResponseError. */
  async execute(location: string, crmId: string, change: ProfileChange): Promise<MemberData> {
    const response = await this.#callables.call('members-updateProfile', {
      location,
      crmId,
      values: toProfileChanges(change),
    });
    return response.result;
  }
}

function toProfileChanges(change: ProfileChange): ProfileChanges {
  switch (change.kind) {
    case 'phone':
      return { phone_mobile: validated(profileSchema, change).mobilePhone };
    case 'interests':
      return { interests: validated(interestsSchema, change).interests };
    case 'communications':
      return { communications: preferences(validated(communicationsSchema, change).channels) };
  }
}

function preferences(channels: readonly string[]): CommunicationPreferences {
  return {
    email: channels.includes('email'),
    sms: channels.includes('sms'),
    push: channels.includes('push'),
    post: channels.includes('post'),
  };
}
