// The landing page's words, kept apart from its layout. Figures come from the spec only.

export type ProblemGroup = {
  id: string;
  title: string;
  summary: string;
  items: { title: string; text: string }[];
};

export const problemGroups: ProblemGroup[] = [
  {
    id: 'supply',
    title: 'Supply and infrastructure',
    summary: 'The gas is in the south; the demand is in the north.',
    items: [
      {
        title: 'Pipeline gaps',
        text: 'The Ajaokuta-Kaduna-Kano (AKK) pipeline is still being built. Factories north of the Niger and Benue run on diesel and fuel oil while gas stays in the Delta.',
      },
      {
        title: 'Gas flared instead of sold',
        text: 'Associated gas is still burned at oil wells because there is no ready buyer and no way to move it: energy and money lost, and emissions for nothing.',
      },
      {
        title: 'Long distances, few depots',
        text: 'Kano and Maiduguri are about a thousand kilometres by road from the gas fields, with almost no storage on the way.',
      },
    ],
  },
  {
    id: 'pricing',
    title: 'Prices and trading',
    summary: 'Every deal is private, so nobody knows the fair price.',
    items: [
      {
        title: 'Price opacity',
        text: 'There is no public reference rate. Each quote is negotiated behind closed doors, and a buyer cannot tell whether it is fair.',
      },
      {
        title: 'Fragmented buyers',
        text: 'CNG stations, bakeries, textile and food plants each buy too little to negotiate with a producer on their own.',
      },
      {
        title: 'Layers of middlemen',
        text: 'Several informal traders can stand between producer and user, each adding margin, delay and risk.',
      },
    ],
  },
  {
    id: 'logistics',
    title: 'Logistics and finance',
    summary: 'Moving and paying for gas is where deals fall apart.',
    items: [
      {
        title: 'Too few trucks and tanks',
        text: 'CNG tube trailers, LNG tanks and decompression units are scarce, so delivery is slow and costly where no pipeline runs.',
      },
      {
        title: 'Payment risk on both sides',
        text: 'Suppliers want cash before loading; buyers fear paying for gas that arrives late, short or not at all.',
      },
      {
        title: 'Financing gaps',
        text: 'Without a trading record, small gas users struggle to fund conversions, storage or working capital.',
      },
    ],
  },
];

export const solutions = [
  {
    title: 'Aggregation platform',
    text: 'One marketplace where approved suppliers list their gas and offtakers pool their demand, so small buyers get producer prices.',
  },
  {
    title: 'Transparent daily rate',
    text: 'Prices published online every day by region, contract and delivery point: anyone can check them on Market Data.',
  },
  {
    title: 'Spot and futures contracts',
    text: 'Buy for prompt delivery, or lock a price today for gas delivered in later months and plan production with certainty.',
  },
  {
    title: 'Logistics network',
    text: 'CNG trucks and six hubs, starting at Ajaokuta, carry gas to factories and stations that no pipeline reaches.',
  },
  {
    title: 'Escrow-like settlement',
    text: 'Offtakers fund a wallet in naira or dollars. A purchase is held against the wallet until the supplier approves the sale.',
  },
  {
    title: 'Verified members',
    text: 'Every supplier and offtaker is onboarded and approved by the exchange before trading, and every deposit is checked.',
  },
] as const;

/** The six revenue sources of the spec's section 1, with the figures of its section 9. */
export const revenueSources = [
  {
    title: 'Transaction fees',
    figure: '1% of trade value',
    text: 'Charged on every completed trade, on a $2.50 per MMBtu basis.',
  },
  {
    title: 'Membership fees',
    figure: '$5,000 – $10,000 a year',
    text: 'Standard members pay $5,000 a year and premium members $10,000, for access, data and support.',
  },
  {
    title: 'Data services',
    figure: 'Prices and volumes',
    text: 'Market data, price history and reports for members, lenders, investors and analysts.',
  },
  {
    title: 'Logistics fees',
    figure: '$0.50 per MMBtu',
    text: 'On gas the exchange delivers; about half of traded volume needs physical delivery.',
  },
  {
    title: 'Listing fees',
    figure: 'Per listing',
    text: 'Suppliers pay to list inventories and contracts in front of every offtaker on the exchange.',
  },
  {
    title: 'Ancillary services',
    figure: 'On request',
    text: 'Quality testing, storage at the hubs, insurance and introductions to trade finance.',
  },
] as const;

export type ProcessStep = {
  value: 'aggregation' | 'trading' | 'logistics' | 'sustainability';
  label: string;
  title: string;
  text: string;
  steps: string[];
};

/** The business process of the spec's section 1. */
export const processSteps: ProcessStep[] = [
  {
    value: 'aggregation',
    label: 'Aggregation platform',
    title: 'Many sellers, many buyers, one market',
    text: 'Suppliers list what they can deliver; offtakers see every offer in one place and buy the quantity they need, however small.',
    steps: [
      'Suppliers register, are approved, and list inventories by product.',
      'They add stock and set prices in naira or dollars.',
      'Offtakers register, are approved, and fund their wallet.',
      'Demand from many small buyers is matched to large supply.',
    ],
  },
  {
    value: 'trading',
    label: 'Spot and futures trading',
    title: 'A daily online rate, for now and for later',
    text: 'The exchange publishes a rate every day. Spot contracts deliver promptly; futures contracts fix today’s price for gas delivered in coming months.',
    steps: [
      'Pick a product, a quantity and a contract: spot or a future month.',
      'See the price and the total before you commit.',
      'The amount is held against your wallet balance.',
      'The supplier approves the sale and delivery is scheduled.',
    ],
  },
  {
    value: 'logistics',
    label: 'Logistics support',
    title: 'A virtual pipeline to the north',
    text: 'Where pipes do not reach, compressed gas travels by truck from our hubs, starting with Ajaokuta on the AKK corridor.',
    steps: [
      'Gas is compressed or liquefied at the hub nearest the supplier.',
      'CNG tube trailers and LNG tanks carry it by road.',
      'Each market row shows its delivery point and delivery days.',
      'Half of traded volume is expected to need physical delivery.',
    ],
  },
  {
    value: 'sustainability',
    label: 'Sustainability',
    title: 'Less flaring, cleaner industry',
    text: 'Every cubic metre sold instead of flared cuts waste; every factory that switches from diesel or fuel oil to gas cuts cost and emissions.',
    steps: [
      'Give associated gas a buyer, so it is sold rather than burned.',
      'Replace diesel generators and fuel oil in northern factories.',
      'Bring CNG to buses, trucks and tricycles.',
      'Report volumes so members can show their emission savings.',
    ],
  },
];
