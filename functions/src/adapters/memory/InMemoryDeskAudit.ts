import type { DeskAudit, DeskAuditEntry } from '../../ports/DeskAudit';
import type { MemoryState } from './MemoryState';

/** The desk's audit trail in the in-memory state, oldest first. */
export class InMemoryDeskAudit implements DeskAudit {
  constructor(private readonly state: MemoryState) {}

  async append(entry: DeskAuditEntry): Promise<void> {
    (this.state.deskAudit ??= []).push({ ...entry });
  }

  async ofMember(customerNumber: string): Promise<DeskAuditEntry[]> {
    return (this.state.deskAudit ?? [])
      .filter((entry) => entry.customerNumber === customerNumber)
      .map((entry) => ({ ...entry }));
  }
}
