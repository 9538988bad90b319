// The load's own client: callables over the callable protocol (POST {data} to the Functions
// emulator, as the Firebase client SDK sends them), sign-in against the Auth emulator's REST API,
// and the app's one client write (an opt-in to a game, users/{uid}.gameOptin) through the
// Firestore emulator's REST API under the member's ID token, so firestore.rules judge it. Every
// request is timed and recorded as { name, status, code, ms }; status 0 is no answer at all.
// 127.0.0.1 only: the origins come from firebase.json's fixed loopback ports.

const REQUEST_TIMEOUT_MS = 60_000;

/** At most `limit` holders at once; the others wait their turn, first come first served. */
class Gate {
  constructor(limit) {
    this.free = limit;
    this.waiting = [];
  }

  async enter() {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise((resolve) => this.waiting.push(resolve));
  }

  leave() {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

export class LoadClient {
  /**
   * @param {{ functions: string, auth: string, firestore: string }} hosts host:port of each emulator
   * @param {string} projectId
   * @param {string} region
   */
  constructor(hosts, projectId, region, perCallable = Infinity) {
    for (const host of Object.values(hosts)) {
      if (!/^127\.0\.0\.1:\d+$/.test(host)) throw new Error(`not a loopback emulator: ${host}`);
    }
    this.hosts = hosts;
    this.projectId = projectId;
    this.region = region;
    /** Every request made, in the order they ended. */
    this.records = [];
    this.recording = true;
    /**
     * Requests in flight per callable, at most `perCallable`: the Functions emulator starts one
     * Node process (about 150 MB) per concurrent request of a function and never stops them, so
     * unbounded concurrency would fill this machine's memory. The time a request waits here is
     * part of its latency.
     */
    this.perCallable = perCallable;
    this.gates = new Map();
  }

  gate(name) {
    let gate = this.gates.get(name);
    if (!gate) {
      gate = new Gate(this.perCallable);
      this.gates.set(name, gate);
    }
    return gate;
  }

  async timed(name, send) {
    const started = performance.now();
    let record;
    try {
      const { status, code, body } = await send();
      record = { name, status, code, ms: performance.now() - started };
      return { status, code, body };
    } catch (error) {
      const code = error?.name === 'TimeoutError' ? 'timeout' : (error?.cause?.code ?? 'no-answer');
      record = { name, status: 0, code, ms: performance.now() - started };
      return { status: 0, code, body: undefined, error };
    } finally {
      if (this.recording) this.records.push(record);
    }
  }

  /**
   * Calls a callable. `address`, when given, is sent as X-Forwarded-For: the backend's limits take
   * the right-most entry as the caller's address (functions/src/hosting/callerAddress.ts), as on
   * Cloud Functions, so simulated phones each have their own.
   */
  call(name, data, { token, address } = {}) {
    return this.timed(name, async () => {
      const gate = this.gate(name);
      await gate.enter();
      try {
        return await this.post(name, data, { token, address });
      } finally {
        gate.leave();
      }
    });
  }

  async post(name, data, { token, address }) {
    {
      const headers = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (address) headers['x-forwarded-for'] = address;
      const response = await fetch(
        `http://${this.hosts.functions}/${this.projectId}/${this.region}/${name}`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ data }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
      );
      const text = await response.text();
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        return { status: response.status, code: 'not-json', body: text };
      }
      if (body?.error) {
        const code = String(body.error.status ?? 'unknown')
          .toLowerCase()
          .replace(/_/g, '-');
        return { status: response.status, code, body };
      }
      return { status: response.status, code: response.ok ? undefined : 'no-code', body };
    }
  }

  /** The Auth emulator's signInWithPassword: answers the ID token, or undefined. */
  async signIn(email, password) {
    const answer = await this.timed('auth:signInWithPassword', async () => {
      const response = await fetch(
        `http://${this.hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=load-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, returnSecureToken: true }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
      );
      const body = await response.json();
      return {
        status: response.status,
        code: response.ok ? undefined : firestoreCode(body),
        body,
      };
    });
    return answer.status === 200 ? answer.body.idToken : undefined;
  }

  /**
   * The app's opt-in (src/adapters/firebase/FirestoreRestDocumentStorePort.ts): read users/{uid},
   * replace this game's entry with { gameId, timestamp: the server's time }, write it back only if
   * the document has not changed since (updateTime precondition), as the app's transaction does.
   * Answers 'opted-in', 'already' (the profile holds an opt-in for the game), or the failure.
   */
  async optInToGame({ uid, token, gameId, serverTime }) {
    const documents = `http://${this.hosts.firestore}/v1/projects/${this.projectId}/databases/(default)/documents`;
    const document = `${documents}/users/${uid}`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const read = await this.timed('firestore:getProfile', async () => {
        const response = await fetch(document, {
          headers,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = await response.json();
        return {
          status: response.status,
          code: response.ok ? undefined : firestoreCode(body),
          body,
        };
      });
      if (read.status !== 200) return `read ${read.status} ${read.code}`;
      const optins = read.body.fields?.gameOptin?.arrayValue?.values ?? [];
      if (optins.some((entry) => entry.mapValue?.fields?.gameId?.stringValue === gameId)) {
        return 'already';
      }
      const added = {
        mapValue: {
          fields: { gameId: { stringValue: gameId }, timestamp: { timestampValue: serverTime } },
        },
      };
      // A commit with an updateTime precondition, as the app's transaction commits: the emulator
      // judges a PATCH with that precondition by the rules' `create` and refuses it.
      const write = await this.timed('firestore:optInToGame', async () => {
        const response = await fetch(`${documents}:commit`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            writes: [
              {
                update: {
                  name: read.body.name,
                  fields: { gameOptin: { arrayValue: { values: [...optins, added] } } },
                },
                updateMask: { fieldPaths: ['gameOptin'] },
                currentDocument: { updateTime: read.body.updateTime },
              },
            ],
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = await response.json();
        return {
          status: response.status,
          code: response.ok ? undefined : firestoreCode(body),
          body,
        };
      });
      if (write.status === 200) return 'opted-in';
      // Another device changed the profile since it was read: read it again, as the app's
      // transaction would run again.
      if (write.code !== 'failed-precondition') return `write ${write.status} ${write.code}`;
    }
    return 'gave up after 3 tries';
  }
}

/** The Google API error status of a REST answer, as a callable's code is spelled. */
function firestoreCode(body) {
  const status = body?.error?.status ?? body?.error?.message ?? 'unknown';
  return String(status).toLowerCase().replace(/_/g, '-');
}
