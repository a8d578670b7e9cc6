import { describe, expect, it } from 'vitest';
import { leaderboardName } from './leaderboard-name';

const email = 'tanvir.rahman@example.com';
const names = (chosen: string | null, profile: string | null, account: string | null) => ({
  chosen,
  profile,
  account,
  email,
});

describe('leaderboardName', () => {
  it('gives first name and last initial from the profile, else the account', () => {
    expect(leaderboardName(names(null, 'Tanvir Ahmed Rahman', 'Someone Else'))).toBe('Tanvir R.');
    expect(leaderboardName(names(null, null, 'nusrat jahan'))).toBe('nusrat J.');
    expect(leaderboardName(names(null, 'tanvir.rahman', 'Tanvir Rahman'))).toBe('Tanvir R.');
    expect(leaderboardName(names(null, null, 'Tanvir'))).toBe('Tanvir');
  });

  it('puts a chosen leaderboard name first, as typed', () => {
    expect(leaderboardName(names('Cloud Padma', 'Tanvir Rahman', null))).toBe('Cloud Padma');
  });

  it('counts the email handle as no name, however it is written', () => {
    for (const handle of ['tanvir.rahman', 'TANVIR.RAHMAN', '  tanvir.rahman ', email, '']) {
      expect(leaderboardName(names(handle, handle, handle)), handle).toBeNull();
    }
    expect(leaderboardName(names(null, null, null))).toBeNull();
    // A chosen handle falls through to a real name.
    expect(leaderboardName(names('tanvir.rahman', null, 'Tanvir Rahman'))).toBe('Tanvir R.');
  });

  it("counts the handle cut to the form's 40 characters as no name", () => {
    const long = `${'a'.repeat(45)}@example.com`;
    const cut = 'a'.repeat(40);
    expect(leaderboardName({ chosen: cut, profile: null, account: null, email: long })).toBeNull();
    expect(
      leaderboardName({ chosen: null, profile: null, account: 'a'.repeat(45), email: long }),
    ).toBeNull();
  });
});
