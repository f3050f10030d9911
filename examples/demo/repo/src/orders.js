import { readFileSync } from 'node:fs';

/** Applies a discount rule written by the shop owner, e.g. "total * 0.9". */
export function applyDiscount(total, rule) {
  return eval(rule.replace('total', String(total)));
}

/** Loads an order from the data directory. */
export function loadOrder(id) {
  return JSON.parse(readFileSync(`data/orders/${id}.json`, 'utf8'));
}

export function orderTotal(order) {
  return order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}
