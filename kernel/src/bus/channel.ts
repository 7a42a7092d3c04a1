import { Observable, type BehaviorSubject } from 'rxjs';

/**
 * The read side of a BehaviorSubject: subscribers get the current value at once and every later one,
 * and `value` reads it synchronously. There is no `next`: only the shell writes, through
 * claimShellWriter(), so a remote cannot change shared state by accident.
 */
export class Channel<T> extends Observable<T> {
  // A reader function, not the subject itself: keeps Channel covariant (a Channel<Cat> is a
  // Channel<Animal>) and keeps the subject out of reach.
  readonly #read: () => T;

  constructor(source: BehaviorSubject<T>) {
    super((subscriber) => source.subscribe(subscriber));
    this.#read = () => source.getValue();
  }

  get value(): T {
    return this.#read();
  }
}
