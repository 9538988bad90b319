import { useEffect } from 'react';
import type { AsyncStatus } from '../../core/kernel/AsyncStatus';
import { MemberStore } from '../../core/member/MemberStore';
import { useService } from '../di';

/** A store of the member's content (offers, events): what it has and how to fetch it. */
export interface MemberContent {
  status: AsyncStatus;
  load(): Promise<void>;
}

/**
 * `content`, fetched when a screen needs it: on arrival what was never fetched, or what failed
 * last time. A screen opened directly (a reload, a link, the app started at it) may arrive
 * before the member's data, which the fetch needs: it fetches once that data is there.
 * Call it from an observer view, which re-renders when the member arrives.
 */
export function useMemberContent<T extends MemberContent>(content: T): T {
  const memberKnown = useService(MemberStore).member !== null;
  useEffect(() => {
    if (!memberKnown) return;
    if (content.status === 'idle' || content.status === 'error') void content.load();
  }, [content, memberKnown]);
  return content;
}
