// The operators' logistics (features/logistics): the day board and its step dialogs.
// Glossary: docs/i18n.md.
export default {
  board: {
    title: 'Day board',
    description:
      "Each hub's deliveries and collections of the day: waiting for a slot, booked that day, and on their way from earlier days.",
    day: 'Day',
    hub: 'Hub',
    allHubs: 'All hubs',
    loadError: 'We could not load the board',
    empty: 'There are no records to display',
    statusCount: '{{count}} {{status}}',
    deliveriesAt: 'Deliveries at {{hub}}',
    columns: {
      sale: 'Sale',
      status: 'Status',
      to: 'To',
      litres: 'Litres (ordered / loaded / delivered)',
      slot: 'Slot',
      crew: 'Truck · Driver',
      actions: 'Actions',
    },
    toSite: '{{site}}, {{state}} ({{buyer}})',
    collectionBy: 'Collection by {{buyer}}',
  },
  steps: {
    schedule: 'Schedule',
    scheduleOf: 'Schedule {{reference}}',
    recordLoading: 'Record loading',
    recordLoadingOf: 'Record loading {{reference}}',
    reschedule: 'Reschedule',
    rescheduleOf: 'Reschedule {{reference}}',
    cancelBooking: 'Cancel booking',
    cancelBookingOf: 'Cancel the booking of {{reference}}',
    leaveHub: 'Leave the hub',
    leaveHubOf: 'Leave the hub {{reference}}',
    recordDelivery: 'Record delivery',
    recordDeliveryOf: 'Record delivery {{reference}}',
    locked: 'Locked after five wrong codes: issue the buyer a new code',
    cancelSale: 'Cancel sale',
    cancelSaleOf: 'Cancel sale {{reference}}',
    cancelOf: 'Cancel {{reference}}',
  },
  dialogs: {
    litres: '{{quantity}} litres',
    fields: {
      slot: 'Slot',
      truck: 'Truck',
      driver: 'Driver',
      quantityLoaded: 'Quantity Loaded (litres)',
      quantityDelivered: 'Quantity Delivered (litres)',
      code: 'Delivery Code',
      ticket: 'Meter Ticket (photo, optional)',
      ticketHint: 'PNG, JPEG or WebP',
      reason: 'Reason',
    },
    schedule: {
      loadingSlots: 'Loading slots...',
      selectSlot: 'Select a slot',
      slotOption: '{{day}} {{start}}-{{end}} ({{booked}} of {{capacity}} booked)',
      selectTruck: 'Select a truck',
      selectDriver: 'Select a driver',
      successDelivery: 'The delivery was scheduled',
      successCollection: 'The collection’s slot was booked',
      summaryDelivery: '{{reference}}: {{quantity}} of {{product}} at {{hub}} to {{site}}, {{state}}.',
      summaryCollection:
        '{{reference}}: {{quantity}} of {{product}} at {{hub}}, collected by the buyer’s own truck.',
      forwardMonth: 'Bought for delivery in {{month}}: choose a slot in that month.',
      chooseSlot: 'Please choose a slot',
    },
    loading: {
      success: 'The loading was recorded',
      summary: "{{reference}}: {{quantity}} ordered. Type the quantity on the hub's meter ticket.",
      summaryCollection:
        "{{reference}}: {{quantity}} ordered. Type the quantity on the hub's meter ticket and the code the buyer gives at the gate.",
    },
    delivery: {
      success: 'The delivery was recorded. The buyer can now accept it.',
      summary: '{{reference}}: {{quantity}} loaded for {{site}}.',
    },
    cancel: {
      submit: 'Cancel the sale',
      success: '{{reference}} was cancelled and everything held released to {{buyer}}.',
      explanation:
        "{{reference}}: {{quantity}} of {{product}} at {{hub}} for {{buyer}}, not loaded yet. Everything held for it (the amount and any logistics fee) goes back to the buyer's wallet and the litres to the supplier's stock. Both parties are emailed the reason. This cannot be undone.",
      explanationBooked:
        "{{reference}}: {{quantity}} of {{product}} at {{hub}} for {{buyer}}, not loaded yet. Everything held for it (the amount and any logistics fee) goes back to the buyer's wallet and the litres to the supplier's stock; its slot and truck are freed. Both parties are emailed the reason. This cannot be undone.",
    },
  },
} as const;
