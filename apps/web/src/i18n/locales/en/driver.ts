// The driver's area (features/driver): the phone page a driver uses on the road. Glossary: docs/i18n.md.
export default {
  title: 'My deliveries',
  loadError: 'We could not load your deliveries',
  empty: 'There are no records to display',
  litres: '{{quantity}} litres',
  card: {
    label: 'Delivery {{reference}}',
    loaded: '{{product}}: {{quantity}} litres loaded',
    ordered: '{{product}}: {{quantity}} litres ordered',
    from: 'from {{hub}}',
    lockedTitle: 'Locked',
    locked:
      'Five wrong codes were typed: the platform operators must issue the buyer a new code before this delivery can be recorded.',
    leaveHub: 'Leave the hub',
    leaveHubOf: 'Leave the hub with {{reference}}',
    recordDelivery: 'Record delivery',
    recordDeliveryOf: 'Record delivery of {{reference}}',
    delivered: 'Delivered: {{quantity}}',
  },
  leave: {
    title: 'Leave the hub with {{reference}}?',
    explanation:
      'Confirm only when the truck is leaving with the {{quantity}} loaded: the buyer is told the gas is on its way, and this cannot be undone.',
    submit: 'Leave the hub',
    success: 'On the road. At the site, record the delivery with the buyer’s code.',
  },
  record: {
    title: 'Record delivery {{reference}}',
    submit: 'Record delivery',
    success: 'The delivery was recorded. The buyer can now accept it.',
    instructions:
      "Ask the receiving contact for the buyer's delivery code (on their sale page and in their email) and type it with the quantity on the meter.",
    code: 'Delivery Code',
    quantityDelivered: 'Quantity Delivered (litres)',
    loaded: 'Loaded: {{quantity}}',
  },
} as const;
