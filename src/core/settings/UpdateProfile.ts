import { inject, injectable } from 'inversify';
import type { CommunicationPreferences, ProfileChanges } from '@met/scheme/contract';
import type { Interest } from '@met/scheme';
import type { CommunicationChannel } from '../kernel/formOptions';
import type { Member } from '../member/Member';
import { memberQuery } from '../member/queries';
import { CallablesPort } from '../ports/CallablesPort';
import { QueryCache } from '../kernel/query/QueryCache';
import { validated } from '../kernel/formValidation';

/** One of the three settings forms (/profile, /settings/interests, /settings/communications). */
export type ProfileChange =
  | { kind: 'phone'; mobilePhone: string }
  | { kind: 'interests'; interests: Interest[] }
  | { kind: 'communications'; channels: CommunicationChannel[] }
  /** PECR's right to object: every marketing channel off in one call. */
  | { kind: 'stop-all' };

/**
 * Saves phone, interests or communication choices (members-updateProfile, spec-decisions 18, 20).
 * The server answers the whole updated member, which becomes the member's read: on screen at once
 * and kept on the device, so a reload never shows the old phone number or choices first.
 */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(QueryCache) private readonly queries: QueryCache,
  ) {}

  /** Answers the updated member. @throws InvalidFormError; FunctionError, MalformedResponseError. */
  async execute(location: string, crmId: string, change: ProfileChange): Promise<Member> {
    const values = await toProfileChanges(change);
    const response = await this.callables.call('members-updateProfile', {
      location,
      crmId,
      values,
    });
    const read = this.queries.query(memberQuery, location);
    read.answer(response);
    return (read.value ?? memberQuery.map(response, location)).member;
  }
}

async function toProfileChanges(change: ProfileChange): Promise<ProfileChanges> {
  switch (change.kind) {
    case 'phone': {
      const { mobilePhone } = await validated((schemas) => schemas.profileSchema, change);
      return { phone_mobile: mobilePhone };
    }
    case 'interests': {
      const { interests } = await validated((schemas) => schemas.interestsSchema, change);
      return { interests };
    }
    case 'communications': {
      const { channels } = await validated((schemas) => schemas.communicationsSchema, change);
      return { communications: preferences(channels) };
    }
    case 'stop-all':
      return { stopAllMarketing: true };
  }
}

function preferences(channels: readonly string[]): CommunicationPreferences {
  return {
    email: channels.includes('email'),
    sms: channels.includes('sms'),
    phone: channels.includes('phone'),
    post: channels.includes('post'),
  };
}
