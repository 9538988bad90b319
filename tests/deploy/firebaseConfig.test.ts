import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../functions/src/adapters/firestore/collections';
import { MAIL_COLLECTION } from '../../functions/src/adapters/mail/TriggerEmailMailer';
import * as functionParams from '../../functions/src/hosting/params';
import { ROUTES } from '../../src/core/navigation/routes';
import { headersFor, parsePermissionsPolicy } from '../hostile/browser/support/firebaseHosting';

/**
 * firebase.json and firestore.indexes.json are the deployment (docs/BACKEND.md "Deploy"): each is
 * checked with firebase-tools' own code, the code `firebase deploy` runs on them, and holds what a
 * first deploy of a fresh project needs.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

interface FirebaseJson {
  functions: { postdeploy?: string[] }[];
  firestore: { location?: string; indexes: string };
  auth?: { providers?: Record<string, unknown> };
  extensions?: Record<string, string>;
  hosting: object;
}

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: object[];
}

interface IndexesFile {
  indexes: { collectionGroup: string; fields: { fieldPath: string; order?: string }[] }[];
  fieldOverrides: FieldOverride[];
}

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: { additionalProperty?: string };
}

/** firebase-tools' internals, loaded as the CLI loads them (CommonJS, no typings). */
const cli = createRequire(import.meta.url);
const { getValidator } = cli('firebase-tools/lib/firebaseConfigValidate') as {
  getValidator(): ((config: unknown) => boolean) & { errors?: SchemaError[] | null };
};
const { FirestoreApi } = cli('firebase-tools/lib/firestore/api') as {
  FirestoreApi: new () => { validateSpec(spec: unknown): void };
};
const refs = cli('firebase-tools/lib/extensions/refs') as {
  parse(ref: string): { publisherId: string; extensionId: string; version?: string };
};
const { readEnvFile } = cli('firebase-tools/lib/extensions/paramHelper') as {
  readEnvFile(path: string): Record<string, string>;
};
const { substituteParams } = cli('firebase-tools/lib/extensions/extensionsHelper') as {
  substituteParams<T>(params: T, values: Record<string, string>): T;
};
const { parseSecretVersionResourceName } = cli('firebase-tools/lib/gcp/secretManager') as {
  parseSecretVersionResourceName(name: string): { secret: { projectId: string; name: string } };
};

const firebaseJson = JSON.parse(read('firebase.json')) as FirebaseJson;
const indexesFile = JSON.parse(read(firebaseJson.firestore.indexes)) as IndexesFile;

const EMAIL_EXTENSION = 'firestore-send-email';
/**
 * The params firebase/firestore-send-email declares (its extension.yaml, the version
 * firebase.json pins), and the system param of its function's location.
 */
const EMAIL_EXTENSION_PARAMS = [
  'DATABASE',
  'DATABASE_REGION',
  'AUTH_TYPE',
  'SMTP_CONNECTION_URI',
  'SMTP_PASSWORD',
  'HOST',
  'OAUTH_PORT',
  'OAUTH_SECURE',
  'CLIENT_ID',
  'CLIENT_SECRET',
  'REFRESH_TOKEN',
  'USER',
  'MAIL_COLLECTION',
  'DEFAULT_FROM',
  'DEFAULT_REPLY_TO',
  'USERS_COLLECTION',
  'TEMPLATES_COLLECTION',
  'TTL_EXPIRE_TYPE',
  'TTL_EXPIRE_VALUE',
  'TLS_OPTIONS',
  'firebaseextensions.v1beta.function/location',
];
/** Those its extension.yaml marks required: a deploy without one is refused. */
const REQUIRED_EMAIL_PARAMS = [
  'DATABASE',
  'DATABASE_REGION',
  'AUTH_TYPE',
  'MAIL_COLLECTION',
  'DEFAULT_FROM',
  'TTL_EXPIRE_TYPE',
  'TTL_EXPIRE_VALUE',
];
/** Its secret params: each must be a Secret Manager reference, never a value. */
const EMAIL_SECRET_PARAMS = ['SMTP_PASSWORD', 'CLIENT_ID', 'CLIENT_SECRET', 'REFRESH_TOKEN'];

/** Every documents' expiry a TTL policy deletes by (a Firestore Timestamp in each). */
const TTL_POLICIES = [
  { collectionGroup: COLLECTIONS.rateLimits, fieldPath: 'expiresAt' },
  { collectionGroup: COLLECTIONS.passkeyChallenges, fieldPath: 'expiresAt' },
  { collectionGroup: COLLECTIONS.applePassLinks, fieldPath: 'expiresAt' },
  { collectionGroup: COLLECTIONS.applePassLog, fieldPath: 'expiresAt' },
  { collectionGroup: COLLECTIONS.engagementEvents, fieldPath: 'expiresAt' },
];
/**
 * Fields no query reads through a single-field index: times written at the rate of a spin burst,
 * and a consent day's entries (read only whole, by their day).
 */
const INDEX_EXEMPTIONS = [
  { collectionGroup: COLLECTIONS.plays, fieldPath: 'timestamp' },
  { collectionGroup: COLLECTIONS.users, fieldPath: 'gameOptin' },
  { collectionGroup: COLLECTIONS.rateLimits, fieldPath: 'uses' },
  { collectionGroup: COLLECTIONS.engagementEvents, fieldPath: 'at' },
  { collectionGroup: COLLECTIONS.consentHistory, fieldPath: 'entries' },
];

function overrideOf(collectionGroup: string, fieldPath: string): FieldOverride | undefined {
  return indexesFile.fieldOverrides.find(
    (override) => override.collectionGroup === collectionGroup && override.fieldPath === fieldPath,
  );
}

function emailExtensionEnvFiles(): string[] {
  return readdirSync(join(ROOT, 'extensions')).filter((file) =>
    file.startsWith(`${EMAIL_EXTENSION}.env`),
  );
}

describe('firebase.json against the schema firebase-tools ships', () => {
  it('passes it, but for the extensions map, which its schema cannot express', () => {
    const validate = getValidator();
    // firebase-tools 15's generated schema declares `extensions` an object with no properties
    // and no others allowed, so any instance fails it, although the CLI deploys the map (its
    // type is instance id to extension reference; the CLI only logs schema errors, at debug).
    const schemaRefusesEveryExtension = !validate({
      extensions: { probe: 'firebase/probe@1.0.0' },
    });

    const valid = validate(firebaseJson);
    const errors = (validate.errors ?? []).map(({ keyword, instancePath, params }) => ({
      keyword,
      instancePath,
      params,
    }));

    expect(errors).toEqual(
      schemaRefusesEveryExtension
        ? Object.keys(firebaseJson.extensions ?? {}).map((instance) => ({
            keyword: 'additionalProperties',
            instancePath: '/extensions',
            params: { additionalProperty: instance },
          }))
        : [],
    );
    expect(valid).toBe(errors.length === 0);
  });

  it('creates Firestore in London, beside the functions, on a first deploy', () => {
    expect(firebaseJson.firestore.location).toBe('europe-west2');
    expect(firebaseJson.firestore.location).toBe(functionParams.REGION);
  });

  it('switches on Auth’s email/password sign-in and no other provider', () => {
    expect(firebaseJson.auth).toEqual({ providers: { emailPassword: true } });
  });

  it('sets Auth’s password policy after every deploy of the functions', () => {
    expect(firebaseJson.functions[0]?.postdeploy).toEqual([
      'node "$PROJECT_DIR/scripts/auth-policy.mjs"',
    ]);
    expect(existsSync(join(ROOT, 'scripts/auth-policy.mjs'))).toBe(true);
  });

  it('gives the desk the camera, and / and /offers none (the hostile suite checks every route)', () => {
    const camera = (path: string) =>
      parsePermissionsPolicy(headersFor(path)['Permissions-Policy'] ?? '').get('camera');

    expect(camera(ROUTES.desk.pattern)).toBe('(self)');
    expect([camera('/'), camera('/offers')]).toEqual(['()', '()']);
  });
});

describe('firestore.indexes.json', () => {
  it('passes the checks firebase deploy makes of it', () => {
    expect(() => new FirestoreApi().validateSpec(indexesFile)).not.toThrow();
  });

  it.each(TTL_POLICIES)(
    'has Firestore delete $collectionGroup documents by $fieldPath, a field no index keeps',
    ({ collectionGroup, fieldPath }) => {
      expect(overrideOf(collectionGroup, fieldPath)).toEqual({
        collectionGroup,
        fieldPath,
        ttl: true,
        indexes: [],
      });
    },
  );

  it.each(INDEX_EXEMPTIONS)(
    'keeps no single-field index of $fieldPath in $collectionGroup',
    ({ collectionGroup, fieldPath }) => {
      expect(overrideOf(collectionGroup, fieldPath)).toEqual({
        collectionGroup,
        fieldPath,
        indexes: [],
      });
    },
  );

  it('declares nothing else, and only collections the backend writes', () => {
    const declared = indexesFile.fieldOverrides.map(
      ({ collectionGroup, fieldPath }) => `${collectionGroup}.${fieldPath}`,
    );
    const expected = [...TTL_POLICIES, ...INDEX_EXEMPTIONS].map(
      ({ collectionGroup, fieldPath }) => `${collectionGroup}.${fieldPath}`,
    );

    expect([...declared].sort()).toEqual([...expected].sort());
    expect(Object.values(COLLECTIONS)).toEqual(
      expect.arrayContaining(indexesFile.fieldOverrides.map((o) => o.collectionGroup)),
    );
  });

  it("still holds the composite index of the last-play query, the exempted field's only reader", () => {
    expect(indexesFile.indexes).toContainEqual({
      collectionGroup: COLLECTIONS.plays,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'userId', order: 'ASCENDING' },
        { fieldPath: 'gameId', order: 'ASCENDING' },
        { fieldPath: 'timestamp', order: 'DESCENDING' },
      ],
    });
  });
});

describe('the Trigger Email extension', () => {
  const ref = firebaseJson.extensions?.[EMAIL_EXTENSION] ?? '';
  const params = readEnvFile(join(ROOT, 'extensions', `${EMAIL_EXTENSION}.env`));

  it('is firebase/firestore-send-email at a pinned version', () => {
    const parsed = refs.parse(ref);

    expect(parsed).toMatchObject({ publisherId: 'firebase', extensionId: EMAIL_EXTENSION });
    expect(parsed.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('reads the collection the backend queues mail in, from the database in London', () => {
    expect(params).toMatchObject({
      MAIL_COLLECTION,
      DATABASE: '(default)',
      DATABASE_REGION: firebaseJson.firestore.location,
      'firebaseextensions.v1beta.function/location': functionParams.REGION,
    });
  });

  it('sets only params the extension has, and every one it requires', () => {
    expect(EMAIL_EXTENSION_PARAMS).toEqual(expect.arrayContaining(Object.keys(params)));
    expect(Object.keys(params)).toEqual(expect.arrayContaining(REQUIRED_EMAIL_PARAMS));
  });

  it('keeps the SMTP password in Secret Manager: the file names a secret of the project', () => {
    const resolved = substituteParams(params, { PROJECT_ID: 'demo-project' });
    const secret = parseSecretVersionResourceName(resolved.SMTP_PASSWORD ?? '');

    expect(params.SMTP_PASSWORD).toMatch(/^projects\/\$\{param:PROJECT_ID\}\/secrets\//);
    expect(secret.secret).toMatchObject({ projectId: 'demo-project' });
    expect(secret.secret.name).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each(emailExtensionEnvFiles())(
    '%s holds no password: no secret param as a value, none inside the SMTP URI',
    (file) => {
      const fileParams = readEnvFile(join(ROOT, 'extensions', file));

      for (const name of EMAIL_SECRET_PARAMS) {
        if (fileParams[name] === undefined) continue;
        expect(fileParams[name], name).toMatch(/^projects\/[^/]+\/secrets\/[^/]+\/versions\/\w+$/);
      }
      const uri = fileParams.SMTP_CONNECTION_URI;
      if (uri !== undefined) expect(new URL(uri).password, file).toBe('');
    },
  );

  it("leaves the operator's sender and server to each project's file, on a domain that cannot exist", () => {
    expect(new URL(params.SMTP_CONNECTION_URI ?? '').hostname).toMatch(/\.invalid$/);
    expect(params.DEFAULT_FROM).toMatch(/@[^>]+\.invalid>?$/);
  });
});

describe('docs/BACKEND.md "Deploy"', () => {
  const deploy = read('docs/BACKEND.md')
    .split(/^## /m)
    .find((part) => part.startsWith('Deploy'));
  const declared = (Object.values(functionParams) as unknown[])
    .filter(
      (value): value is { name: string } =>
        typeof value === 'object' &&
        value !== null &&
        ['SecretParam', 'StringParam'].includes(value.constructor.name),
    )
    .map((param) => param.name);

  it('names every secret and param the functions declare, and the extension’s secret', () => {
    expect(declared.length).toBeGreaterThanOrEqual(15);
    for (const name of [...declared, 'SMTP_PASSWORD']) {
      expect(deploy, name).toContain(`\`${name}\``);
    }
  });

  it('leaves no TTL policy to a gcloud command: firestore.indexes.json holds them', () => {
    expect(deploy).not.toMatch(/gcloud firestore fields ttls update/);
  });
});
