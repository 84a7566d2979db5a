import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/route-table';
import { isPartyKind, ownProfilePath, partyKinds, partyPaths, publicProfilePath } from './party-kinds';
import { completeProfilePath, contractsPath, dashboardPath } from './session';

const routePaths = new Set(appRoutes.map((route) => route.path));

describe('party kinds as data', () => {
  it.each(partyKinds)('gives every path of %s a route of the app', (kind) => {
    const paths = partyPaths[kind];
    for (const path of Object.values(paths)) expect(routePaths, `${kind}: ${path}`).toContain(path);
    expect(dashboardPath(kind)).toBe(paths.dashboard);
    expect(completeProfilePath(kind)).toBe(paths.completeProfile);
    expect(contractsPath(kind)).toBe(paths.contracts);
  });

  it('builds profile paths with the id encoded', () => {
    expect(ownProfilePath('local', 'lp_0001')).toBe('/LocalBusinessProfile/lp_0001');
    expect(ownProfilePath('foreign', 'fb 1')).toBe('/ForeignBusinessProfile/fb%201');
    expect(publicProfilePath('investor', 'inv/1')).toBe('/investor/inv%2F1');
    expect(publicProfilePath('local', 'lp_0028')).toBe('/local-business/lp_0028');
    // moved from the dashboards' tests when their copies of these paths went
    expect(publicProfilePath('foreign', 'fb_1')).toBe('/foreign-business/fb_1');
    expect(publicProfilePath('local', 'lp 1')).toBe('/local-business/lp%201');
    expect(ownProfilePath('foreign', 'fb_0001')).toBe('/ForeignBusinessProfile/fb_0001');
    expect(ownProfilePath('investor', 'inv_0001')).toBe('/InvestorProfile/inv_0001');
  });

  it('knows a party kind from an admin or a stray value', () => {
    expect(partyKinds.filter(isPartyKind)).toEqual(['foreign', 'local', 'investor']);
    expect(isPartyKind('admin')).toBe(false);
    expect(isPartyKind('none')).toBe(false);
    expect(isPartyKind(undefined)).toBe(false);
  });
});
