import { ContainerModule, type ContainerModuleLoadOptions, type Newable } from 'inversify';

/** A class the container builds (its constructor parameters carry @inject). */
export type Service = Newable<object>;

/** One feature of the core as the container sees it: its classes, one instance each. */
export interface Feature {
  readonly name: string;
  readonly services: readonly Service[];
  readonly module: ContainerModule;
}

/**
 * A feature's inversify module: each of `services` bound to itself, one instance each, and
 * `alsoBind` for the kernel's tokens the feature answers (e.g. SessionAccess, HomeCasino).
 */
export function feature(
  name: string,
  services: readonly Service[],
  alsoBind: (options: ContainerModuleLoadOptions) => void = () => undefined,
): Feature {
  return {
    name,
    services,
    module: new ContainerModule((options) => {
      for (const service of services) options.bind(service).toSelf().inSingletonScope();
      alsoBind(options);
    }),
  };
}
