const rates = { standard: 4.95, express: 14.95 };

export function shippingCost(order, speed = 'standard') {
  const rate = rates[speed];
  if (rate === undefined) throw new Error(`Unknown shipping speed: ${speed}`);
  return order.total >= 50 ? 0 : rate;
}
