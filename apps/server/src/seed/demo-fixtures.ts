import type { Currency } from '@gas/shared';

// The demo's people, stock, prices and trades, and when each happened (days before seeding);
// demo-data.ts plays them through the use cases.

export type DemoParty = {
  kind: 'supplier' | 'offtaker';
  status: 'Active' | 'Pending';
  email: string;
  companyName?: string;
  firstName?: string;
  lastName?: string;
  mobile: string;
  address: string;
  /** When it signed up; an operator approves an Active party a day later. */
  daysAgo: number;
};

export const demoParties: DemoParty[] = [
  {
    kind: 'supplier',
    status: 'Active',
    email: 'sales@zumagas.ng',
    companyName: 'Zuma Gas Ltd',
    mobile: '08031234567',
    address: 'Plot 4, Steel Town Road, Ajaokuta, Kogi',
    daysAgo: 150,
  },
  {
    kind: 'supplier',
    status: 'Active',
    email: 'trading@deltacng.ng',
    companyName: 'Delta CNG Company',
    mobile: '08056781234',
    address: '22 Trans-Amadi Industrial Layout, Port Harcourt',
    // Before its inventories open (130 days ago).
    daysAgo: 135,
  },
  {
    kind: 'supplier',
    status: 'Pending',
    email: 'info@sahelenergy.ng',
    companyName: 'Sahel Energy Resources',
    mobile: '08067778899',
    address: '5 Baga Road, Maiduguri',
    daysAgo: 2,
  },
  {
    kind: 'offtaker',
    status: 'Active',
    email: 'amina.bello@kanotextiles.ng',
    firstName: 'Amina',
    lastName: 'Bello',
    companyName: 'Kano Textiles Ltd',
    mobile: '08059876543',
    address: 'Sharada Industrial Estate, Kano',
    daysAgo: 140,
  },
  {
    kind: 'offtaker',
    status: 'Active',
    email: 'chinedu.okafor@abujasteel.ng',
    firstName: 'Chinedu',
    lastName: 'Okafor',
    companyName: 'Abuja Steel Works',
    mobile: '08092345678',
    address: 'Idu Industrial Area, Abuja',
    daysAgo: 95,
  },
  {
    kind: 'offtaker',
    status: 'Pending',
    email: 'ibrahim.musa@kadunacng.ng',
    firstName: 'Ibrahim',
    lastName: 'Musa',
    mobile: '08024681357',
    address: 'Kakuri, Kaduna',
    daysAgo: 1,
  },
];

export type DemoStock = {
  supplier: string;
  product: 'CNG' | 'LNG';
  hub: string;
  deliveries: number[];
  pendingDelivery?: number;
  /** Naira per litre over the last months, oldest first; dollars follow at about ₦1,450/$. */
  nairaPerLitre: number[];
};

export const demoStock: DemoStock[] = [
  {
    supplier: 'sales@zumagas.ng',
    product: 'CNG',
    hub: 'Ajaokuta',
    deliveries: [150_000, 100_000],
    pendingDelivery: 40_000,
    nairaPerLitre: [320, 330, 345, 350],
  },
  {
    supplier: 'sales@zumagas.ng',
    product: 'LNG',
    hub: 'Kaduna',
    deliveries: [80_000, 40_000],
    nairaPerLitre: [410, 420, 415, 425],
  },
  {
    supplier: 'sales@zumagas.ng',
    product: 'CNG',
    hub: 'Kano',
    deliveries: [60_000, 20_000],
    nairaPerLitre: [355, 360, 365, 362],
  },
  {
    supplier: 'trading@deltacng.ng',
    product: 'CNG',
    hub: 'Port-Harcourt',
    deliveries: [250_000, 150_000],
    nairaPerLitre: [300, 305, 310, 315],
  },
  {
    supplier: 'trading@deltacng.ng',
    product: 'CNG',
    hub: 'Ajaokuta',
    deliveries: [90_000, 60_000],
    pendingDelivery: 25_000,
    nairaPerLitre: [335, 340, 342, 348],
  },
  {
    supplier: 'trading@deltacng.ng',
    product: 'LNG',
    hub: 'Lagos',
    deliveries: [120_000, 80_000],
    nairaPerLitre: [395, 400, 405, 410],
  },
];

export const nairaPerDollar = 1_450;

export type DemoSale = {
  buyer: string;
  /** "supplier product hub", as in demoStock. */
  offer: string;
  litres: number;
  currency: Currency;
  daysAgo: number;
  outcome: 'Approved' | 'Rejected' | 'Cancelled' | 'Pending';
};

export const zumaAjaokuta = 'sales@zumagas.ng CNG Ajaokuta';
export const deltaHarcourt = 'trading@deltacng.ng CNG Port-Harcourt';
export const deltaLagos = 'trading@deltacng.ng LNG Lagos';
export const zumaKaduna = 'sales@zumagas.ng LNG Kaduna';
export const amina = 'amina.bello@kanotextiles.ng';
export const chinedu = 'chinedu.okafor@abujasteel.ng';

/** Five months of trading, so dashboards, reports and their charts have shape. */
export const demoSales: DemoSale[] = [
  { buyer: amina, offer: zumaAjaokuta, litres: 12_000, currency: 'NGN', daysAgo: 118, outcome: 'Approved' },
  { buyer: amina, offer: deltaHarcourt, litres: 20_000, currency: 'NGN', daysAgo: 104, outcome: 'Approved' },
  { buyer: amina, offer: zumaKaduna, litres: 4_000, currency: 'USD', daysAgo: 96, outcome: 'Approved' },
  { buyer: chinedu, offer: deltaLagos, litres: 9_000, currency: 'NGN', daysAgo: 88, outcome: 'Approved' },
  { buyer: amina, offer: zumaAjaokuta, litres: 15_000, currency: 'NGN', daysAgo: 75, outcome: 'Rejected' },
  { buyer: chinedu, offer: zumaAjaokuta, litres: 18_000, currency: 'NGN', daysAgo: 66, outcome: 'Approved' },
  { buyer: amina, offer: deltaHarcourt, litres: 25_000, currency: 'NGN', daysAgo: 52, outcome: 'Approved' },
  { buyer: chinedu, offer: zumaKaduna, litres: 6_000, currency: 'USD', daysAgo: 45, outcome: 'Approved' },
  { buyer: amina, offer: deltaLagos, litres: 10_000, currency: 'NGN', daysAgo: 38, outcome: 'Cancelled' },
  { buyer: amina, offer: zumaAjaokuta, litres: 22_000, currency: 'NGN', daysAgo: 24, outcome: 'Approved' },
  { buyer: chinedu, offer: deltaHarcourt, litres: 30_000, currency: 'NGN', daysAgo: 12, outcome: 'Approved' },
  { buyer: amina, offer: zumaKaduna, litres: 3_000, currency: 'USD', daysAgo: 6, outcome: 'Approved' },
  { buyer: chinedu, offer: zumaAjaokuta, litres: 8_000, currency: 'NGN', daysAgo: 1, outcome: 'Pending' },
  { buyer: amina, offer: deltaHarcourt, litres: 5_000, currency: 'NGN', daysAgo: 0.5, outcome: 'Pending' },
];

/** When the operator adds the catalogue's two products. */
export const catalogueDaysAgo = 160;
/** When each demo inventory opens; its first delivery arrives ten days later. */
export const inventoriesDaysAgo = 130;
/** Days between a supply delivery and the next. */
export const deliveryIntervalDays = 45;
/** How long the operator takes over a deposit, and a supplier over a sale. */
export const depositDecisionHours = 3;
export const saleDecisionHours = 5;
/**
 * How long the demo's pending sales wait before they expire: fixed, so the demo's two pending
 * sales stay pending whatever SALE_EXPIRY_HOURS a test server runs with.
 */
export const demoSaleExpiryHours = 48;
