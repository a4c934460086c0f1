// A sale's fulfilment (features/fulfilment): its section on the sale page, the buyer's code and
// decision, the operators' actions, and the Disputes and Losses pages. Glossary: docs/i18n.md.
export default {
  section: {
    title: 'Fulfilment',
    loadError: 'We could not load the fulfilment',
    timeline: 'Timeline',
    timelineLabel: 'Fulfilment timeline',
    timelineEmpty: 'Fulfilment starts when the supplier approves the purchase.',
  },
  terms: {
    collection: 'Collection at the {{hub}} hub',
    delivery: 'Delivery to {{site}}, {{address}}, {{lga}}, {{state}}',
    deliveryNoSite: 'Delivery to the buyer’s site',
  },
  events: {
    startCollection: 'Approved: ready for collection at the hub',
    startDelivery: 'Approved: awaiting dispatch',
    scheduleCollection: 'Loading slot booked',
    scheduleDelivery: 'Scheduled: truck, driver and loading slot',
    loadCollection: 'Collected at the hub (meter ticket recorded)',
    loadDelivery: 'Loaded at the hub (meter ticket recorded)',
    depart: 'Left the hub: in transit',
    deliver: 'Delivered: the buyer’s code was given',
    accept: 'Accepted by the buyer',
    autoAccept: 'Accepted: the acceptance window passed',
    dispute: 'Disputed by the buyer',
    resolve: 'Dispute resolved by the operators',
    settle: 'Settled',
    cancel: 'Cancelled',
    reissueCode: 'New delivery code issued',
    refundUndelivered: 'Refunded in full: the loaded gas was not delivered',
  },
  rows: {
    status: 'Fulfilment status',
    startsOnApproval: 'Starts on approval',
    terms: 'Terms',
    receivingContact: 'Receiving contact',
    ordered: 'Ordered',
    loaded: 'Loaded',
    collected: 'Collected',
    delivered: 'Delivered',
    accepted: 'Accepted',
    feeHeld: 'Logistics fee held',
    feeCharged: 'Logistics fee charged',
    paidToYourWallet: 'Paid to your wallet',
    paidToSupplier: 'Paid to the supplier',
    platformFee: 'Platform fee (1%)',
    platformFeeVat: 'VAT on the platform fee',
    releasedToYourWallet: 'Released back to your wallet',
    releasedToBuyer: 'Released to the buyer',
    dispatchDue: 'Dispatch due by',
    decideBy: 'Accept or dispute by',
    disputeReason: 'Dispute reason',
    resolution: 'Operators’ resolution',
    settledOn: 'Settled On',
  },
  code: {
    region: 'Your delivery code',
    title: 'Your delivery code',
    label: 'Delivery code',
    loading: 'Loading...',
    locked:
      'Too many wrong codes were tried: this delivery is locked until the operators issue you a new code.',
    used: 'The code was used: the gas was handed over.',
    warningDelivery:
      'Give it only to the driver when the gas is delivered to your site, once you have checked the quantity: it is your proof of delivery. Never share it by phone or message before then.',
    warningCollection:
      'Give it only at the hub gate when your truck collects the gas: it is your proof of delivery. Never share it by phone or message before then.',
  },
  buyer: {
    dispute: 'Dispute',
    accept: 'Accept',
    windowDelivered:
      '{{quantity}} litres were delivered. Accept, or dispute with a reason by <date></date>; without an answer the delivery is accepted then.',
    windowCollected:
      '{{quantity}} litres were collected. Accept, or dispute with a reason by <date></date>; without an answer the delivery is accepted then.',
    windowDeliveredOpen:
      '{{quantity}} litres were delivered. Accept, or dispute with a reason; without an answer the delivery is accepted then.',
    windowCollectedOpen:
      '{{quantity}} litres were collected. Accept, or dispute with a reason; without an answer the delivery is accepted then.',
    lateTitle: 'Dispatch is late',
    late: 'This purchase was not loaded by <date></date>. You may cancel it: {{held}} goes back to your wallet.',
    cancelPurchase: 'Cancel purchase',
    acceptTitle: 'Accept {{reference}}?',
    acceptExplanation:
      'You accept {{quantity}} litres: {{goods}} is paid to {{supplier}}; the rest of the {{held}} held goes back to your wallet. This cannot be undone.',
    acceptExplanationWithFee:
      'You accept {{quantity}} litres: {{goods}} is paid to {{supplier}} and {{fee}} to logistics; the rest of the {{held}} held goes back to your wallet. This cannot be undone.',
    acceptSuccess: 'Accepted: {{reference}} is settled.',
    disputeTitle: 'Dispute {{reference}}',
    disputeSuccess: 'Disputed: the operators will look into it. Your funds stay held meanwhile.',
    disputeExplanation:
      'Say what is wrong (quantity short, quality, nothing arrived). The operators settle the quantity delivered, part of it, or refund you; until then nothing is paid.',
    reason: 'Reason',
    cancelTitle: 'Cancel {{reference}}?',
    cancelExplanation:
      'Nothing was loaded in time. {{held}} is released back to your wallet and the stock goes back to {{supplier}}. This cannot be undone.',
    cancelSuccess: 'Cancelled: {{held}} was released back to your {{currency}} wallet.',
  },
  operator: {
    disputesDelivery: '{{buyer}} disputes this delivery: “{{reason}}”',
    disputesCollection: '{{buyer}} disputes this collection: “{{reason}}”',
    resolveDispute: 'Resolve dispute',
    lockedDelivery: 'Too many wrong delivery codes: this delivery is locked until the buyer gets a new code.',
    lockedCollection:
      'Too many wrong delivery codes: this collection is locked until the buyer gets a new code.',
    issueCode: 'Issue a new code',
    notLoaded: 'Not loaded yet: the operators may cancel this sale and release everything held.',
    cancelSale: 'Cancel sale',
    cancelTitle: 'Cancel {{reference}}',
    cancelSubmit: 'Cancel the sale',
    cancelSuccess: '{{reference}} was cancelled: {{held}} released to {{buyer}}.',
    cancelExplanation:
      "Nothing has been loaded. {{held}} held goes back to {{buyer}}'s wallet and {{quantity}} litres to {{supplier}}'s stock; a booked slot and truck are freed. Both parties are emailed the reason. This cannot be undone.",
    reason: 'Reason',
    resolveTitle: 'Resolve the dispute on {{reference}}',
    reissueTitle: 'New delivery code for {{reference}}?',
    reissueExplanation:
      '{{buyer}} gets a new code by email and on the purchase page; the old one stops working and the lock lifts.',
    reissueSuccess: 'A new code was issued to the buyer.',
    notArriving:
      'Loaded on the platform’s truck. If it will not arrive (the truck lost, the gas refused), the operators may refund the buyer in full.',
    refundUndelivered: 'Refund as undelivered',
    refundTitle: 'Refund {{reference}} as undelivered',
    refundSubmit: 'Refund in full',
    refundSuccess: '{{reference}} was refunded: {{held}} released to {{buyer}}.',
    refundExplanation:
      "{{held}} held goes back to {{buyer}}'s wallet; {{supplier}} is paid nothing. The {{loaded}} litres loaded leave the stock and are recorded as a transit loss under Logistics > Losses. Both parties are emailed the reason. This cannot be undone.",
  },
  resolve: {
    submit: 'Resolve',
    successSettled: 'Resolved: {{reference}} is settled.',
    successRefunded: 'Resolved: {{reference}} is cancelled and refunded.',
    explanation:
      '{{buyer}} disputes {{quantity}} litres received: “{{reason}}”. {{held}} is held. A settlement pays {{supplier}} for the quantity settled (less 1%) and the logistics fee on the quantity delivered, and releases the rest; a refund releases it all.',
    outcome: 'Outcome',
    outcomes: {
      settleDelivered: 'Settle the delivered quantity',
      settlePart: 'Settle part of it',
      refundAll: 'Refund all',
    },
    quantity: 'Quantity to settle',
    quantityHint: 'Whole litres, at most {{max}}',
    note: 'Note',
    noteHint: 'Why: recorded on the timeline and sent to both parties',
    errors: {
      outcome: 'Choose an outcome',
      noteRequired: 'Note is required',
      noteTooLong: 'The note cannot be longer than 1000 characters',
      quantityRequired: 'Quantity is required',
      quantityWhole: 'Quantity must be a whole number of litres',
      quantityMax: 'Quantity cannot be more than {{max}}',
    },
  },
  losses: {
    title: 'Losses',
    description:
      'Gas loaded but not delivered, or delivered and refused by the buyer: it left the inventory and nobody paid for it. Find out what happened and resolve each with a note.',
    noneOpen: 'None is open.',
    someOpen: '{{open}} open.',
    kinds: {
      transit: 'Lost in transit',
      refused: 'Refused at delivery',
    },
    what: {
      transit: '{{quantity}} of {{product}} lost in transit ({{reference}}, {{hub}})',
      refused: '{{quantity}} of {{product}} refused at delivery ({{reference}}, {{hub}})',
    },
    resolveOf: {
      transit: 'Resolve the transit loss on {{reference}}',
      refused: 'Resolve the refused gas on {{reference}}',
    },
    resolved: {
      transit: 'Resolved: the transit loss on {{reference}} is closed.',
      refused: 'Resolved: the refused gas on {{reference}} is closed.',
    },
    explanation:
      "{{what}}. Say what was done about it (an insurer's claim, a recovery, a write-off): the note is kept with the loss and in the audit trail, and the loss cannot be reopened.",
    resolve: 'Resolve',
    submit: 'Resolve loss',
    note: 'Note',
    columns: {
      status: 'Status',
      kind: 'Kind',
      quantity: 'Quantity',
      product: 'Product',
      hub: 'Hub',
      recorded: 'Recorded',
      resolution: 'Resolution',
      actions: 'Actions',
    },
  },
  disputes: {
    title: 'Disputes',
    description:
      'Purchases whose buyer disputed the gas delivered or collected. Open one to read the reason and resolve it: settle the delivered quantity, settle part of it, or refund all. Nothing is paid until you do.',
    columns: {
      offtaker: 'Offtaker',
      supplier: 'Supplier',
      product: 'Product',
      hub: 'Hub',
      terms: 'Terms',
      quantity: 'Quantity',
      amount: 'Amount',
      placedOn: 'Placed On',
    },
    delivery: 'Delivery',
    collection: 'Collection',
  },
} as const;
