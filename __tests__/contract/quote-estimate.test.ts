// The indicative range (contract/values/quote.ts): the chosen tier's published range, widened by the
// scope answers, rounded to $500; every tier's for "Not sure"; none for what is not published.

import { estimateQuote, QUOTE_FACTORS, type PricedPlan } from '../../contract/values/quote';
import { pricingSeed } from '../../contract/documents/pricing/seed';

const PLANS: PricedPlan[] = [
  {
    id: 'web',
    service: 'Web',
    tiers: [
      { id: 'basic', name: 'Basic', price: { min: 5000, max: 10000 } },
      { id: 'standard', name: 'Standard', price: { min: 20000, max: 30000 } },
      { id: 'premium', name: 'Premium', price: { min: 50000, max: 100000 } },
    ],
  },
];

describe('estimateQuote', () => {
  it('is the chosen tier’s range before any scope answer', () => {
    expect(estimateQuote(PLANS, { service: 'web', tier: 'standard' })).toEqual({
      low: 20000,
      high: 30000,
      currency: 'USD',
    });
  });

  it.each([undefined, '', 'not-sure'])('spans every tier when the tier is %j', (tier) => {
    expect(estimateQuote(PLANS, { service: 'web', tier })).toEqual({
      low: 5000,
      high: 100000,
      currency: 'USD',
    });
  });

  it('widens the range by each scope answer and rounds it to $500', () => {
    const answers = {
      service: 'web',
      tier: 'basic',
      pages: 'up-to-50', // × 1.25
      integrations: 'two-or-three', // × 1.25
      contentReady: 'not-yet', // × 1.15
      deadline: 'one-month', // × 1.2
    };
    // × 2.15625: $10,781.25 → $11,000 and $21,562.50 → $21,500.
    expect(estimateQuote(PLANS, answers)).toEqual({ low: 11000, high: 21500, currency: 'USD' });
  });

  it('does not change with the budget, nor with an answer it does not know', () => {
    const base = estimateQuote(PLANS, { service: 'web', tier: 'premium' });
    expect(estimateQuote(PLANS, { service: 'web', tier: 'premium', budget: 'under-10k' })).toEqual(
      base,
    );
    expect(estimateQuote(PLANS, { service: 'web', tier: 'premium', pages: 'lots' })).toEqual(base);
  });

  it('grows with every step of each question', () => {
    for (const factors of Object.values(QUOTE_FACTORS)) {
      const values = Object.values(factors as Record<string, number>);
      expect(values[0]).toBe(1);
      values.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(values[i]!));
    }
  });

  it('is null for a service or tier that is not published', () => {
    expect(estimateQuote(PLANS, {})).toBeNull();
    expect(estimateQuote(PLANS, { service: 'logo' })).toBeNull();
    expect(estimateQuote(PLANS, { service: 'web', tier: 'gold' })).toBeNull();
    expect(
      estimateQuote([{ id: 'web', service: 'Web', tiers: [] }], { service: 'web' }),
    ).toBeNull();
  });

  it('reads the prices it is given: the pricing page’s, as staff publish them', () => {
    expect(
      estimateQuote(pricingSeed.plans, { service: 'mobile-app-development', tier: 'premium' }),
    ).toEqual({ low: 60000, high: 100000, currency: 'USD' });
    const raised = pricingSeed.plans.map((plan) => ({
      ...plan,
      tiers: plan.tiers.map((tier) => ({ ...tier, price: { ...tier.price, max: 123000 } })),
    }));
    expect(estimateQuote(raised, { service: 'mobile-app-development', tier: 'premium' })).toEqual({
      low: 60000,
      high: 123000,
      currency: 'USD',
    });
  });
});
