import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import type { PageParams } from '../contracts/remote-modules';

/**
 * `React.lazy` for a named export, so a remote can code-split each page of a module it exposes
 * while keeping named exports everywhere.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** A lazily loaded page the host can ask to load before it renders (`PageComponent.preload`). */
export type PreloadablePage = LazyExoticComponent<ComponentType> & { preload: (params: PageParams) => void };

/**
 * `lazyNamed` for a routed page, with `preload`: it starts the page's chunk (the request its first
 * render would make, shared with it) and `prefetch`, which asks for the page's first data. A failed
 * load is forgotten, so the render that follows tries again and shows its error.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  prefetch?: (params: PageParams) => void,
): PreloadablePage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(loadOnce), {
    preload: (params: PageParams) => {
      loadOnce().catch(() => undefined);
      prefetch?.(params);
    },
  });
}
