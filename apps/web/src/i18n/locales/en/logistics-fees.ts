// The operators' logistics fees (features/logistics-fees). Glossary: docs/i18n.md.
export default {
  title: 'Logistics fees',
  description:
    "What buyers pay per litre delivered by the platform's trucks, by hub, destination state and currency. A route without a fee offers collection at the hub only.",
  newFee: 'New fee',
  columns: {
    route: 'Route',
    hub: 'Hub',
    state: 'Destination state',
    currency: 'Currency',
    feePerUnit: 'Fee per unit',
    updatedOn: 'Updated On',
    actions: 'Actions',
  },
  edit: 'Edit',
  editOf: 'Edit the fee from {{route}}',
  delete: 'Delete',
  deleteOf: 'Delete the fee from {{route}}',
  deleted: 'The fee from {{route}} was deleted',
  route: '{{hub}} to {{state}} in {{currency}}',
  form: {
    intro:
      'What a buyer pays per litre delivered from a hub to a site in a state. The fee is shown and held when the buyer chooses delivery; purchases already placed keep the fee they hold.',
    hubsError: 'We could not load the hubs. {{message}}',
    loadingHubs: 'Loading hubs...',
    selectHub: 'Select a hub',
    selectState: 'Select a state',
    selectCurrency: 'Select a currency',
    hub: 'Hub',
    state: 'Destination state',
    currency: 'Currency',
    feePerUnit: 'Fee per unit (per Liter)',
    feeHint: 'In {{currency}}, e.g. 2.50',
  },
  newDialog: {
    title: 'New logistics fee',
    submit: 'Add fee',
    success: 'The fee was added: deliveries on that route are offered at it',
  },
  editDialog: {
    title: 'Edit logistics fee',
    submit: 'Save fee',
    success: 'The fee was saved: new purchases pay it',
  },
  deleteDialog: {
    title: 'Delete logistics fee',
    submit: 'Delete fee',
    explanation:
      'Delivery from <strong>{{hub}}</strong> to <strong>{{state}}</strong> in {{currency}} ({{fee}} per litre) will no longer be offered to new purchases. Purchases already placed keep the fee they hold.',
  },
} as const;
