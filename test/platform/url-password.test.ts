import { describe, expect, it } from 'vitest';
import { withoutPassword } from '../../src/platform/url-password.js';

describe('withoutPassword', () => {
  it.each([
    ['http://u:s3cret@127.0.0.1:9/', 'http://u:***@127.0.0.1:9/'],
    ['grpc://user:p@ss:w0rd@collector:4317', 'grpc://user:***@collector:4317'],
    ['user:s3cret@proxy.internal:3128', 'user:***@proxy.internal:3128'],
    ['https://ghp_tokenAsUser123@github.com/o/r', 'https://***@github.com/o/r'],
    ['https://api.anthropic.com', 'https://api.anthropic.com'],
    ['http://127.0.0.1:8080/path@v1', 'http://127.0.0.1:8080/path@v1'],
  ])('%s → %s', (given, shown) => {
    expect(withoutPassword(given)).toBe(shown);
  });
});
