// Daily Rates (features/rates).
export default {
  title: 'Daily Rates',
  intro:
    "Each day's rate is the volume-weighted average price of the trades settled from 18:00 Lagos time the day before to 18:00 that day, per hub, product, contract and currency, published at 18:00. A rate made of fewer than {{min}} trades is marked indicative.",
  downloadRates: 'Download the rates (CSV)',
  downloadTrades: 'Download the trade record (CSV)',
  marketData: 'Market Data',
  loading: 'Loading...',
  loadError: 'We could not load the daily rates',
  tryLater: '{{message}} Try again in a moment.',
  none: "No rate has been published in the last 90 days. A day's rate appears at 18:00 Lagos time once trades have settled that day.",
  market: 'Market',
  marketDescription: 'Hub, product, contract and currency',
  spot: 'Spot',
  indicative: 'Indicative',
  unit: { liter: 'liter' },
  latest_one: 'per {{unit}}, {{day}} ({{count}} trade)',
  latest_other: 'per {{unit}}, {{day}} ({{count}} trades)',
  summary_one:
    '{{market}}: {{count}} daily rate per {{unit}}, latest {{latest}} on {{day}}, lowest {{lowest}}, highest {{highest}}.',
  summary_other:
    '{{market}}: {{count}} daily rates per {{unit}}, latest {{latest}} on {{day}}, lowest {{lowest}}, highest {{highest}}.',
  table: {
    label: 'Daily rates: {{market}}',
    day: 'Day',
    ratePer: 'Rate per {{unit}}',
    volume: 'Volume',
    litres: '{{volume}} L',
    trades: 'Trades',
  },
} as const;
