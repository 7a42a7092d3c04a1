import type { PortalCommand, PortalEvent, PortalNotification } from './types';
import { bus, claimShellWriter, isAgentType, isTrialType, proveBotCheck, sendCommand } from '.';

describe('the bus before the shell writes', () => {
  it('starts logged out, balance unknown and unmasked, language MY, theme dark, counts zero', () => {
    expect(bus.session$.value).toEqual({ isLogin: false, isAgent: false, isTrial: false, member: null, token: null });
    expect(bus.balance$.value).toMatchObject({ balance: null, masked: false, loading: false });
    expect(bus.language$.value).toBe('MY');
    expect(bus.theme$.value).toBe('dark');
    expect(bus.counts$.value).toEqual({ unreadMessages: 0, availablePromotions: 0, missions: 0, rewards: 0 });
  });

  it('exposes no way to write a state channel', () => {
    expect('next' in bus.session$).toBe(false);
    expect('next' in bus.commands$).toBe(false);
    expect(Object.isFrozen(bus)).toBe(true);
  });
});

describe('the shell writer', () => {
  const writer = claimShellWriter();

  it('can be claimed only once', () => {
    expect(() => claimShellWriter()).toThrow("the shell's subjects have one writer");
  });

  it('publishes a new session to current and new subscribers', () => {
    const seen: boolean[] = [];
    const subscription = bus.session$.subscribe((session) => seen.push(session.isLogin));
    const member = { id: 7, account: 'player01', nickname: 'P1', type: 0 } as const;
    writer.setSession({ isLogin: true, isAgent: false, isTrial: false, member, token: 'tok' });
    subscription.unsubscribe();

    expect(seen).toEqual([false, true]);
    expect(bus.session$.value.member).toEqual(member);
    let replayed: string | null = null;
    bus.session$.subscribe((session) => (replayed = session.token)).unsubscribe();
    expect(replayed).toBe('tok');
  });

  it('merges partial balance and counts updates into the current state', () => {
    writer.setBalance({ balance: 1234567, currency: 'MMK', currencySymbol: 'K' });
    writer.setBalance({ masked: true });
    expect(bus.balance$.value).toMatchObject({ balance: 1234567, currencySymbol: 'K', masked: true });

    writer.setCounts({ unreadMessages: 3 });
    writer.setCounts({ missions: 2 });
    expect(bus.counts$.value).toEqual({ unreadMessages: 3, availablePromotions: 0, missions: 2, rewards: 0 });
  });

  it('emits a language or theme once per actual change', () => {
    const languages: string[] = [];
    const subscription = bus.language$.subscribe((language) => languages.push(language));
    writer.setLanguage('EN');
    writer.setLanguage('EN');
    writer.setLanguage('CN');
    subscription.unsubscribe();
    expect(languages).toEqual(['MY', 'EN', 'CN']);

    writer.setTheme('light');
    expect(bus.theme$.value).toBe('light');
  });

  it('sends notifications to the subscribers present at that moment only', () => {
    const early: PortalNotification[] = [];
    const subscription = bus.notifications$.subscribe((n) => early.push(n));
    const credited: PortalNotification = { type: 'depositCredited', amount: 5000, at: '2026-01-01T00:00:00Z' };
    writer.notify(credited);
    subscription.unsubscribe();

    const late: PortalNotification[] = [];
    bus.notifications$.subscribe((n) => late.push(n)).unsubscribe();
    expect(early).toEqual([credited]);
    expect(late).toEqual([]);
  });

  it('relays server events (a settled lottery draw) to the subscribers present at that moment only', () => {
    const early: PortalEvent[] = [];
    const subscription = bus.events$.subscribe((event) => early.push(event));
    const settled: PortalEvent = { type: 'lottery', gameId: 201, numero: '20261126-0001', bets: 2, winAmount: 1960 };
    writer.emit(settled);
    subscription.unsubscribe();

    const late: PortalEvent[] = [];
    bus.events$.subscribe((event) => late.push(event)).unsubscribe();
    expect(early).toEqual([settled]);
    expect(late).toEqual([]);
    expect('next' in bus.events$).toBe(false);
  });
});

describe('commands', () => {
  it('reach every subscriber, from anyone, without a writer', () => {
    const first: PortalCommand[] = [];
    const second: PortalCommand[] = [];
    const a = bus.commands$.subscribe((c) => first.push(c));
    const b = bus.commands$.subscribe((c) => second.push(c));

    sendCommand({ type: 'openModal', modal: 'login' });
    sendCommand({ type: 'launchGame', game: { gameCode: 'g1', vendor: 'INHOUSE', gameType: 'RNG' } });
    a.unsubscribe();
    b.unsubscribe();

    expect(first.map((c) => c.type)).toEqual(['openModal', 'launchGame']);
    expect(second).toEqual(first);
  });
});

describe('proveBotCheck', () => {
  it("answers the shell's proof for the purpose asked, and refuses when no shell listens", async () => {
    await expect(proveBotCheck('register')).rejects.toThrow('no shell answered the bot check');
    const asked: string[] = [];
    const shell = bus.commands$.subscribe((command) => {
      if (command.type !== 'proveBotCheck') return;
      asked.push(command.purpose);
      command.reply(Promise.resolve(`proof-for-${command.purpose}`));
    });
    try {
      await expect(proveBotCheck('register')).resolves.toBe('proof-for-register');
      expect(asked).toEqual(['register']);
    } finally {
      shell.unsubscribe();
    }
  });
});

describe('member types', () => {
  it('knows agents (1, 2, 41, 42) and trial users (4)', () => {
    expect([0, 1, 2, 4, 41, 42, 43].map(isAgentType)).toEqual([false, true, true, false, true, true, false]);
    expect([0, 1, 4].map(isTrialType)).toEqual([false, false, true]);
  });
});
