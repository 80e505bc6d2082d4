import { describe, expect, it } from 'vitest';
import { areaAudience, audienceOf, HOMES } from './role-homes';

describe('role homes', () => {
  it('knows operations by role and brokers by their brokerage', () => {
    expect(audienceOf({ role: 'OPERATIONS', isBroker: false })).toBe('operations');
    expect(audienceOf({ role: 'BROKER', isBroker: true })).toBe('broker');
    expect(audienceOf({ role: 'BROKER_INVITED', isBroker: true })).toBe('broker');
    expect(audienceOf({ role: 'TEAM_MEMBER', isBroker: false })).toBe('customer');
    expect(audienceOf({ role: null, isBroker: false })).toBe('customer');
  });

  it('sends each audience to its own home', () => {
    expect(HOMES).toEqual({ customer: '/dashboard/index', broker: '/broker/index', operations: '/ops' });
  });

  it('tells which audience an area is for, and leaves shared and public pages to everyone', () => {
    expect(areaAudience('/dashboard/policies/home')).toBe('customer');
    expect(areaAudience('/dashboard')).toBe('customer');
    expect(areaAudience('/broker/index')).toBe('broker');
    expect(areaAudience('/broker-quote/detail')).toBe('broker');
    expect(areaAudience('/ops')).toBe('operations');
    expect(areaAudience('/ops/brokers')).toBe('operations');
    expect(areaAudience('/broker-register/step/1')).toBeNull();
    expect(areaAudience('/help')).toBeNull();
    expect(areaAudience('/opsx')).toBeNull();
  });
});
