import { describe, expect, it } from 'vitest';
import { credentialForms, secretValues } from '../../src/config/environment.js';
import { telemetrySecretValues } from '../../src/config/telemetry-environment.js';
import { createRedactor } from '../../src/publish/redact.js';

describe('credentialForms', () => {
  it('gives the value, the credential after its scheme and a URL password, each long enough', () => {
    expect(credentialForms('  Bearer CustHdrTok3nValue12345 ')).toEqual([
      '  Bearer CustHdrTok3nValue12345 ',
      'Bearer CustHdrTok3nValue12345',
      'CustHdrTok3nValue12345',
    ]);
    expect(credentialForms('postgres://app:p%40ssw0rd-long@db:5432/x')).toEqual([
      'postgres://app:p%40ssw0rd-long@db:5432/x',
      'p%40ssw0rd-long',
      'p@ssw0rd-long',
    ]);
    // Too short to redact without mangling text: left out.
    expect(credentialForms('Bearer abc')).toEqual(['Bearer abc']);
    expect(credentialForms('x')).toEqual([]);
  });

  it("makes a URL's password alone a secret of the environment", () => {
    expect(secretValues({ DATABASE_URL: 'http://u:EnvUrlPassword99@h/' })).toContain(
      'EnvUrlPassword99',
    );
  });
});

describe('telemetrySecretValues', () => {
  it("gives the endpoint's password and the headers' values, not the endpoint itself", () => {
    const values = telemetrySecretValues({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel:EndpointPass123@collector.example/',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector.example',
      OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20HeaderToken0123,x-team=blue',
      OTEL_EXPORTER_OTLP_METRICS_HEADERS: 'x-key=MetricsKey98765432',
    });
    expect(values).toEqual(
      expect.arrayContaining([
        'EndpointPass123',
        'HeaderToken0123',
        'Bearer HeaderToken0123',
        'MetricsKey98765432',
      ]),
    );
    expect(values.join('\n')).not.toContain('collector.example');
    expect(values).not.toContain('blue');
  });
});

describe('a redactor told more secrets later', () => {
  it('hides them from then on, encodings included, and still the first ones', () => {
    const redact = createRedactor(['FirstSecretValue123']);
    expect(redact('LaterSecretValue456')).toBe('LaterSecretValue456');
    redact.add?.(['LaterSecretValue456']);
    expect(redact('a LaterSecretValue456 b FirstSecretValue123')).toBe('a *** b ***');
    expect(redact(Buffer.from('LaterSecretValue456').toString('base64'))).toBe('***');
    // A stream holds back the start of the longer secret it now knows.
    const text = 'tail LaterSecretVal';
    expect(redact.settledLength?.(text)).toBeLessThanOrEqual(text.indexOf('LaterSecretVal'));
  });
});
