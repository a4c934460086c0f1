// The landing page's words (features/landing). Figures come from the spec only. Lists are
// objects (not arrays) so every locale, the pseudo one too, keeps their keys; they show in order.
export default {
  hero: {
    eyebrow: 'CNG and LNG exchange · Northern Nigeria',
    title: 'Natural gas, traded in the open and delivered to the north',
    text: 'Producers list their gas. Factories, CNG stations and distributors buy it at a published daily rate. Our trucks and hubs carry it where pipelines do not reach yet.',
    getStarted: 'Get Started',
    marketData: 'See market data',
    buyingGas: 'Buying gas?',
    registerOfftaker: 'Register as an offtaker',
    facts: {
      logisticsHubs: {
        big: '6',
        small: 'logistics hubs',
      },
      onlineRate: {
        big: 'Daily',
        small: 'online rate',
      },
      wallets: {
        big: '₦ and $',
        small: 'wallets',
      },
      andFutures: {
        big: 'Spot',
        small: 'and futures',
      },
    },
  },
  problems: {
    eyebrow: 'The problem',
    title: 'Why gas does not reach Northern Nigeria',
    intro:
      "Nigeria holds Africa's largest gas reserves, yet most of the north still runs on diesel, fuel oil and firewood. Open a group to read the details.",
    byRoad: 'Until the AKK pipeline is finished, gas reaches the north only by road.',
    groups: {
      supply: {
        title: 'Supply and infrastructure',
        summary: 'The gas is in the south; the demand is in the north.',
        items: {
          pipelineGaps: {
            title: 'Pipeline gaps',
            text: 'The Ajaokuta-Kaduna-Kano (AKK) pipeline is still being built. Factories north of the Niger and Benue run on diesel and fuel oil while gas stays in the Delta.',
          },
          gasFlaredInstead: {
            title: 'Gas flared instead of sold',
            text: 'Associated gas is still burned at oil wells because there is no ready buyer and no way to move it: energy and money lost, and emissions for nothing.',
          },
          longDistancesFew: {
            title: 'Long distances, few depots',
            text: 'Kano and Maiduguri are about a thousand kilometres by road from the gas fields, with almost no storage on the way.',
          },
        },
      },
      pricing: {
        title: 'Prices and trading',
        summary: 'Every deal is private, so nobody knows the fair price.',
        items: {
          priceOpacity: {
            title: 'Price opacity',
            text: 'There is no public reference rate. Each quote is negotiated behind closed doors, and a buyer cannot tell whether it is fair.',
          },
          fragmentedBuyers: {
            title: 'Fragmented buyers',
            text: 'CNG stations, bakeries, textile and food plants each buy too little to negotiate with a producer on their own.',
          },
          layersOfMiddlemen: {
            title: 'Layers of middlemen',
            text: 'Several informal traders can stand between producer and user, each adding margin, delay and risk.',
          },
        },
      },
      logistics: {
        title: 'Logistics and finance',
        summary: 'Moving and paying for gas is where deals fall apart.',
        items: {
          tooFewTrucks: {
            title: 'Too few trucks and tanks',
            text: 'CNG tube trailers, LNG tanks and decompression units are scarce, so delivery is slow and costly where no pipeline runs.',
          },
          paymentRiskOn: {
            title: 'Payment risk on both sides',
            text: 'Suppliers want cash before loading; buyers fear paying for gas that arrives late, short or not at all.',
          },
          financingGaps: {
            title: 'Financing gaps',
            text: 'Without a trading record, small gas users struggle to fund conversions, storage or working capital.',
          },
        },
      },
    },
  },
  solutions: {
    eyebrow: 'Our solution',
    title: 'An exchange that connects supply to demand',
    intro: 'One platform for listing, pricing, paying for and moving gas.',
    items: {
      aggregationPlatform: {
        title: 'Aggregation platform',
        text: 'One marketplace where approved suppliers list their gas and offtakers pool their demand, so small buyers get producer prices.',
      },
      transparentDailyRate: {
        title: 'Transparent daily rate',
        text: 'Prices published online every day by region, contract and delivery point: anyone can check them on Market Data.',
      },
      spotAndFutures: {
        title: 'Spot and futures contracts',
        text: 'Buy for prompt delivery, or lock a price today for gas delivered in later months and plan production with certainty.',
      },
      logisticsNetwork: {
        title: 'Logistics network',
        text: 'CNG trucks and six hubs, starting at Ajaokuta, carry gas to factories and stations that no pipeline reaches.',
      },
      escrowLikeSettlement: {
        title: 'Escrow-like settlement',
        text: 'Offtakers fund a wallet in naira or dollars. A purchase is held against the wallet until the supplier approves the sale.',
      },
      verifiedMembers: {
        title: 'Verified members',
        text: 'Every supplier and offtaker is onboarded and approved by the exchange before trading, and every deposit is checked.',
      },
    },
  },
  process: {
    eyebrow: 'How it works',
    title: 'The business process',
    intro: 'Choose a part of the process to see how it runs.',
    parts: 'Parts of the business process',
    steps: {
      aggregation: {
        label: 'Aggregation platform',
        title: 'Many sellers, many buyers, one market',
        text: 'Suppliers list what they can deliver; offtakers see every offer in one place and buy the quantity they need, however small.',
        steps: {
          step1: 'Suppliers register, are approved, and list inventories by product.',
          step2: 'They add stock and set prices in naira or dollars.',
          step3: 'Offtakers register, are approved, and fund their wallet.',
          step4: 'Demand from many small buyers is matched to large supply.',
        },
      },
      trading: {
        label: 'Spot and futures trading',
        title: 'A daily online rate, for now and for later',
        text: 'The exchange publishes a rate every day. Spot contracts deliver promptly; futures contracts fix today’s price for gas delivered in coming months.',
        steps: {
          step1: 'Pick a product, a quantity and a contract: spot or a future month.',
          step2: 'See the price and the total before you commit.',
          step3: 'The amount is held against your wallet balance.',
          step4: 'The supplier approves the sale and delivery is scheduled.',
        },
      },
      logistics: {
        label: 'Logistics support',
        title: 'A virtual pipeline to the north',
        text: 'Where pipes do not reach, compressed gas travels by truck from our hubs, starting with Ajaokuta on the AKK corridor.',
        steps: {
          step1: 'Gas is compressed or liquefied at the hub nearest the supplier.',
          step2: 'CNG tube trailers and LNG tanks carry it by road.',
          step3: 'Each market row shows its delivery point and delivery days.',
          step4: 'Half of traded volume is expected to need physical delivery.',
        },
      },
      sustainability: {
        label: 'Sustainability',
        title: 'Less flaring, cleaner industry',
        text: 'Every cubic metre sold instead of flared cuts waste; every factory that switches from diesel or fuel oil to gas cuts cost and emissions.',
        steps: {
          step1: 'Give associated gas a buyer, so it is sold rather than burned.',
          step2: 'Replace diesel generators and fuel oil in northern factories.',
          step3: 'Bring CNG to buses, trucks and tricycles.',
          step4: 'Report volumes so members can show their emission savings.',
        },
      },
    },
  },
  logistics: {
    eyebrow: 'Logistics',
    title: 'Six hubs, starting with Ajaokuta',
    intro:
      'Our first hub sits on the AKK pipeline corridor in Kogi State. Five more follow, from the gas fields of Port-Harcourt to the markets of Kano and Maiduguri.',
    stateName: '{{state}} State',
    operational: 'Operational',
    planned: 'Planned',
    region: 'Region',
    state: 'State',
    delivery: 'Delivery',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    corridor: 'AKK corridor',
  },
  hubDescriptions: {
    AJK: 'Our first hub, on the Ajaokuta-Kaduna-Kano (AKK) pipeline route: CNG compression and LNG storage serving Kogi, Abuja and the northern corridor.',
    PHC: 'Close to the gas fields and processing plants of the Niger Delta: the main source of supply for the network.',
    LOS: 'Serves the industrial clusters of Lagos and Ogun and links the coastal LNG terminals.',
    KAD: 'A depot for factories and CNG stations in Kaduna and Zaria, fed along the AKK corridor.',
    MIU: 'Brings gas to the North East by virtual pipeline: CNG trucks and LNG tanks.',
    KAN: 'The largest market of the north: textile, food and steel plants, and CNG for transport.',
  },
  revenue: {
    eyebrow: 'Business model',
    title: 'Six sources of revenue',
    intro:
      'How the exchange pays for itself. See the <anchor>financial projections</anchor> for the five-year plan.',
    sources: {
      transactionFees: {
        title: 'Transaction fees',
        figure: '1% of trade value',
        text: 'Charged on every completed trade, on a $2.50 per MMBtu basis.',
      },
      membershipFees: {
        title: 'Membership fees',
        figure: '$5,000 – $10,000 a year',
        text: 'Standard members pay $5,000 a year and premium members $10,000, for access, data and support.',
      },
      dataServices: {
        title: 'Data services',
        figure: 'Prices and volumes',
        text: 'Market data, price history and reports for members, lenders, investors and analysts.',
      },
      logisticsFees: {
        title: 'Logistics fees',
        figure: '$0.50 per MMBtu',
        text: 'On gas the exchange delivers; about half of traded volume needs physical delivery.',
      },
      listingFees: {
        title: 'Listing fees',
        figure: 'Per listing',
        text: 'Suppliers pay to list inventories and contracts in front of every offtaker on the exchange.',
      },
      ancillaryServices: {
        title: 'Ancillary services',
        figure: 'On request',
        text: 'Quality testing, storage at the hubs, insurance and introductions to trade finance.',
      },
    },
  },
  join: {
    title: 'Join the exchange',
    text: 'Suppliers list inventories, add stock and set prices. Offtakers fund a wallet and buy at the daily rate. Registration is free; the exchange approves every member before trading.',
    registerSupplier: 'Register as a supplier',
    registerOfftaker: 'Register as an offtaker',
  },
} as const;
