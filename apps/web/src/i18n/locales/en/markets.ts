// Market Data (features/markets).
export default {
  title: 'Market Data',
  intro:
    "Today's offers on the exchange by region, contract and delivery point. Buy and sell bids list every price on offer, one per line. The prices trades settled at, day by day, are on <anchor>Daily Rates</anchor>.",
  asOf: 'Prices as of {{time}} (Lagos time)',
  spot: 'Spot',
  columns: {
    region: 'Region',
    contract: 'Contract',
    deliveryPoint: 'Delivery Point',
    product: 'Product',
    quantity: 'Quantity',
    buy: 'Buy Bid',
    sell: 'Sell Bid',
    deliveryDays: 'Delivery Days',
  },
  units: {
    showIn: 'Show in',
    converted:
      "Converted from litres with each product's factors set by the exchange; trades are made in litres.",
  },
} as const;
