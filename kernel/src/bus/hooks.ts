import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { filter, skip } from 'rxjs';
import { bus } from './bus';
import type { Channel } from './channel';
import type {
  BalanceState,
  CommandOf,
  CountsState,
  EventOf,
  LanguageCode,
  PortalCommandType,
  PortalEventType,
  SessionState,
  ThemeName,
} from './types';

type Subscribe = (onStoreChange: () => void) => () => void;

// useSyncExternalStore resubscribes whenever `subscribe` changes identity, so each channel keeps one.
const subscribeFns = new WeakMap<object, Subscribe>();

function subscribeTo<T>(channel: Channel<T>): Subscribe {
  let subscribe = subscribeFns.get(channel);
  if (!subscribe) {
    subscribe = (onStoreChange) => {
      // skip(1): the replay of the current value on subscribe is not a change.
      const subscription = channel.pipe(skip(1)).subscribe(() => onStoreChange());
      return () => subscription.unsubscribe();
    };
    subscribeFns.set(channel, subscribe);
  }
  return subscribe;
}

/**
 * Reads a channel in render. The snapshot is the BehaviorSubject's current value, whose identity
 * changes only on emission, so React never tears and never loops.
 */
export function useChannel<T>(channel: Channel<T>): T {
  const getSnapshot = () => channel.value;
  return useSyncExternalStore(subscribeTo(channel), getSnapshot, getSnapshot);
}

export function useSession(): SessionState {
  return useChannel(bus.session$);
}

export function useBalance(): BalanceState {
  return useChannel(bus.balance$);
}

export function useLanguage(): LanguageCode {
  return useChannel(bus.language$);
}

export function useTheme(): ThemeName {
  return useChannel(bus.theme$);
}

export function useCounts(): CountsState {
  return useChannel(bus.counts$);
}

/**
 * Runs `handler` for each command of `type` while the component is mounted. The latest handler is
 * used without resubscribing, so an inline arrow function does not churn the subscription.
 *
 * Commands are not replayed, so the subscription is made in a layout effect: those run before any
 * component's ordinary effects, and a command sent from an effect on the first render (a route that
 * opens a modal, say) reaches every listener mounted in the same render.
 */
export function useCommand<K extends PortalCommandType>(type: K, handler: (command: CommandOf<K>) => void): void {
  const latestHandler = useRef(handler);
  useLayoutEffect(() => {
    latestHandler.current = handler;
  });
  useLayoutEffect(() => {
    const subscription = bus.commands$
      .pipe(filter((command): command is CommandOf<K> => command.type === type))
      .subscribe((command) => latestHandler.current(command));
    return () => subscription.unsubscribe();
  }, [type]);
}

/**
 * Runs `handler` for each server event of `type` the shell relays while the component is
 * mounted; the latest handler is used without resubscribing, as `useCommand`.
 */
export function useBusEvent<K extends PortalEventType>(type: K, handler: (event: EventOf<K>) => void): void {
  const latestHandler = useRef(handler);
  useLayoutEffect(() => {
    latestHandler.current = handler;
  });
  useLayoutEffect(() => {
    const subscription = bus.events$
      .pipe(filter((event): event is EventOf<K> => event.type === type))
      .subscribe((event) => latestHandler.current(event));
    return () => subscription.unsubscribe();
  }, [type]);
}
