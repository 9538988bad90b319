/** A small backend world for tests: empty state, fixed clock, predictable random, real signer. */
import { expect } from 'vitest';
import {
  type Benefits,
  type CallableName,
  type CallableResponse,
  type Game,
  type Prize,
  type PromotionEvent,
  type Restaurant,
  type Venue,
  type CallContext,
  CallableError,
  parseResponse,
} from '@met/scheme/contract';
import {
  createMemoryBackend,
  type MemoryBackend,
} from '../../functions/src/adapters/memory/createMemoryBackend';
import { FixedClock } from './doubles/FixedClock';
import {
  emptyMemoryState,
  type MemoryState,
} from '../../functions/src/adapters/memory/MemoryState';
import { SequenceRandom } from './doubles/SequenceRandom';
import { WebCryptoSigner } from '../../functions/src/adapters/webcrypto/WebCryptoSigner';
import type { MemberRecord } from '../../functions/src/ports/MemberDirectory';
import type { VoucherRecord } from '../../functions/src/ports/OfferCatalogue';

export const PRODUCTION_ORIGIN = 'https://rewards.example.com';
export const TEST_PASSWORD = 'Correct-Horse-Battery-9';

export interface SignedIn {
  uid: string;
  ctx: CallContext;
}

export class TestWorld {
  readonly state: MemoryState = emptyMemoryState();
  readonly clock: FixedClock;
  readonly signer = new WebCryptoSigner('test-secret');
  readonly backend: MemoryBackend;

  constructor(now: string, randomValues: number[]) {
    this.clock = new FixedClock(now);
    this.backend = createMemoryBackend(this.state, {
      clock: this.clock,
      random: new SequenceRandom(randomValues),
      signer: this.signer,
      productionOrigin: PRODUCTION_ORIGIN,
      allowedDevOrigins: ['https://preview.example.com'],
      developmentBackend: true,
    });
  }

  get now(): Date {
    return this.clock.now();
  }

  withMember(member: MemberRecord): this {
    this.state.members[member.customer_number] = structuredClone(member);
    return this;
  }

  withVenue(venue: Venue, restaurant?: Restaurant): this {
    this.state.venues[String(venue.id)] = venue;
    if (restaurant) this.state.restaurants[String(venue.id)] = restaurant;
    return this;
  }

  withVoucher(voucher: VoucherRecord): this {
    this.state.vouchers[voucher.id] = voucher;
    return this;
  }

  withGame(game: Game, prizes: Prize[]): this {
    this.state.games[game.id] = game;
    this.state.prizes[game.id] = prizes;
    return this;
  }

  withEvent(event: PromotionEvent): this {
    this.state.events[event.id] = event;
    return this;
  }

  withBenefits(benefits: Benefits): this {
    this.state.benefits.push(benefits);
    return this;
  }

  /** A login with a users/{uid} profile, optionally verified and linked to a membership. */
  async login(
    email: string,
    options: { verified?: boolean; memberships?: string[] } = {},
  ): Promise<SignedIn> {
    const verified = options.verified ?? true;
    const user = await this.backend.identity.createUser({
      email,
      password: TEST_PASSWORD,
      emailVerified: verified,
    });
    await this.backend.appData.saveProfile({
      uid: user.uid,
      email: user.email,
      emailVerified: verified,
      country: 'gb',
      memberships: options.memberships ?? [],
      gameOptin: [],
    });
    return {
      uid: user.uid,
      ctx: {
        auth: {
          uid: user.uid,
          email: user.email,
          emailVerified: verified,
          authTime: this.clock.now().toISOString(),
        },
      },
    };
  }

  /** The member, stored, with a verified login linked to it. */
  async signedInMember(member: MemberRecord): Promise<SignedIn> {
    this.withMember(member);
    return this.login(member.email, { memberships: [member.customer_number] });
  }

  /** Calls a handler and checks the answer against the contract's response schema. */
  async call<K extends CallableName>(
    name: K,
    request: unknown,
    ctx: CallContext = {},
  ): Promise<CallableResponse<K>> {
    const answer = await this.backend.handlers[name](request, ctx);
    const parsed = parseResponse(name, answer);
    expect(parsed, `${name} answer must match the contract`).toMatchObject({ ok: true });
    return answer;
  }

  /** Calls a handler that must fail, and returns its CallableError. */
  async callError(
    name: CallableName,
    request: unknown,
    ctx: CallContext = {},
  ): Promise<CallableError> {
    try {
      await this.backend.handlers[name](request, ctx);
    } catch (error) {
      expect(error).toBeInstanceOf(CallableError);
      return error as CallableError;
    }
    throw new Error(`${name} was expected to fail`);
  }

  outboxTo(email: string) {
    return this.state.outbox.filter((mail) => mail.to === email);
  }
}

export function aWorld(now = '2026-03-10T12:00:00.000Z', randomValues: number[] = [2]): TestWorld {
  return new TestWorld(now, randomValues);
}

export const signedOut: CallContext = {};
