import { inject, injectable } from 'inversify';
import { DomainError } from '../kernel/DomainError';
import { DocumentStorePort, type UserProfile } from '../ports/DocumentStorePort';

/** Reads users/{uid} again (after linking a membership, spec section 4). */
@injectable()
export class LoadProfile {
  constructor(@inject(DocumentStorePort) private readonly documents: DocumentStorePort) {}

  /** @throws DomainError profileNotFound; FunctionError from the document store. */
  async execute(uid: string): Promise<UserProfile> {
    const profile = await this.documents.readUserProfile(uid);
    if (profile === null) throw new DomainError('profileNotFound');
    return profile;
  }
}
