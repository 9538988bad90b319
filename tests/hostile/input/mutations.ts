import fc from 'fast-check';
import { anyValue, hostileString } from './hostileValues';

/**
 * One wrong thing done to a valid message: a field (at any depth) replaced by any value, removed,
 * or joined by a field nobody asked for (an item, in an array), the whole message replaced, or a
 * prototype-pollution key.
 */

type Path = (string | number)[];

type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'remove'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'whole'; value: unknown }
  | { kind: 'pollute'; at: number };

/** Every path to a value inside `value`, the root included; nothing is entered twice. */
function pathsOf(value: unknown, prefix: Path = [], seen = new Set<unknown>()): Path[] {
  const here = [prefix];
  if (typeof value !== 'object' || value === null || seen.has(value)) return here;
  seen.add(value);
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return here.concat(children.flatMap(([key, item]) => pathsOf(item, [...prefix, key], seen)));
}

function containerAt(root: unknown, path: Path): Record<string | number, unknown> | null {
  let node = root;
  for (const step of path) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string | number, unknown>)[step];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : null;
}

function isRecord(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of the records and arrays in `value` (fast-check may hand the same generated object to
 * several runs, so nothing it made is changed in place); other values, symbols too, are shared.
 */
function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (!isRecord(value)) return value;
  const copy = {};
  for (const [key, item] of Object.entries(value)) setOwn(copy, key, copyOf(item));
  return copy;
}

/** Sets an own field even when it is called '__proto__', as JSON.parse does. */
function setOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function apply(base: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'whole') return copyOf(mutation.value);
  const root = copyOf(base);
  const paths = pathsOf(root);
  const path = paths[mutation.at % paths.length] ?? [];
  if (mutation.kind === 'add' || mutation.kind === 'pollute') {
    const target = containerAt(root, path);
    if (target === null) return root;
    // A message arrives as JSON, which gives an array no named fields (an array with its own
    // 'constructor' is no message anyone can send: V8's map then throws on it): what can be
    // added to an array is one more item, and no key pollutes one.
    if (Array.isArray(target)) {
      if (mutation.kind === 'add') target.push(copyOf(mutation.value));
      return root;
    }
    if (mutation.kind === 'add') {
      setOwn(target, mutation.key, copyOf(mutation.value));
    } else {
      setOwn(target, '__proto__', { polluted: true });
      setOwn(target, 'constructor', { prototype: { polluted: true } });
    }
    return root;
  }
  if (path.length === 0) return mutation.kind === 'replace' ? copyOf(mutation.value) : undefined;
  const parent = containerAt(root, path.slice(0, -1));
  const key = path[path.length - 1] as string | number;
  if (parent === null) return root;
  if (mutation.kind === 'replace') setOwn(parent, String(key), copyOf(mutation.value));
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return root;
}

/** `base` with one thing done wrong to it (see the file's comment). */
export function mutationOf(base: unknown): fc.Arbitrary<unknown> {
  const at = fc.nat();
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: anyValue }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), at }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('add' as const),
        at,
        key: hostileString,
        value: anyValue,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: anyValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('pollute' as const), at }) },
  );
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((mutations) => mutations.reduce<unknown>((message, step) => apply(message, step), base));
}
