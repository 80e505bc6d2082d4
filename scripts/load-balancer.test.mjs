// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../shared/domain/src/errors/error-messages';
import { haproxyConfig } from './load-balancer.mjs';

const config = haproxyConfig({
  port: 4100,
  apis: ['http://127.0.0.1:4000', 'http://127.0.0.1:4001'],
  socket: '/tmp/lb/admin.sock',
});
const lines = config.split('\n').map((line) => line.trim());
const has = (line) => expect(lines).toContain(line);

describe('the HAProxy configuration in front of the API instances', () => {
  it('listens on loopback and balances over every instance, each health-checked on /v3/health', () => {
    has('bind 127.0.0.1:4100');
    has('balance roundrobin');
    has('server api1 127.0.0.1:4000 check');
    has('server api2 127.0.0.1:4001 check');
    has('option httpchk');
    has('http-check send meth GET uri /v3/health ver HTTP/1.1 hdr host localhost');
    has('http-check expect status 200');
  });

  it('ejects an instance that refuses a connection at once, and brings it back after two good checks', () => {
    has(
      'default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down',
    );
  });

  it('retries on another instance a request that never reached one, and a read or keyed write that got no answer', () => {
    has('retries 3');
    has('option redispatch 1');
    has('retry-on conn-failure empty-response 503');
    // Any other write may have been applied: it is not replayed after it was sent.
    has('acl replayable method GET HEAD OPTIONS');
    has('acl keyed req.hdr(idempotency-key) -m found');
    has('http-request disable-l7-retry if !replayable !keyed');
  });

  it('keeps a live-update stream on its instance past the heartbeat, without holding other requests that long', () => {
    has('timeout server 30s');
    has('http-request set-timeout server 1h if { path /v3/live }');
  });

  it('answers its own failures as the catalogue’s SERVICE_UNAVAILABLE (503) with Retry-After', () => {
    const body = JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE.en });
    for (const status of [502, 503, 504])
      has(
        `http-error status ${status} content-type "application/json; charset=utf-8" string '${body}' hdr retry-after 1`,
      );
    has('http-after-response set-status 503 if { status 502 } || { status 504 }');
  });

  it('opens the runtime socket the rolling restart drains instances through, and passes headers on untouched', () => {
    has('stats socket /tmp/lb/admin.sock mode 600 level admin');
    expect(config).not.toMatch(/forwardfor|x-proxy-secret/i);
  });
});
