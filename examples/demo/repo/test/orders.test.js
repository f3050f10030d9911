import assert from 'node:assert/strict';
import { test } from 'node:test';
import { orderTotal } from '../src/orders.js';

test('orderTotal sums price times quantity', () => {
  assert.equal(orderTotal({ items: [{ price: 2, quantity: 3 }, { price: 1, quantity: 1 }] }), 7);
});
