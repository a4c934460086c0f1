// Payouts and withdrawals in the money model (issue 18): a supplier asks for a payout from its
// settlement wallet, an offtaker for a withdrawal of its available funds; the amount is held at
// once; operators approve, reject or mark it paid (two different operators above the dual-control
// threshold), the requester cancels while Requested. money-model.test.ts sends these in its
// concurrent batches; this file generates them, sends them and judges the answers.
//
// The steps of one payout in one batch race in an unknown order, so the verdict is: some order of
// them gives exactly the answers seen (each simulated against the payout's status before the
// batch), and the effects follow from the successes alone.
import type { Currency, PayoutStatus } from '@gas/shared';
import fc from 'fast-check';
import type { CookieJar } from './helpers.ts';

export type Money = Record<Currency, number>;
type Actor = { email: string; jar: CookieJar };
/** A party that may be paid out: an offtaker (`available`) or a supplier (`settled`). */
export type Payee = Actor & {
  partyId: string;
  payoutHeld: Money;
  /** Its bank account per currency, past the cool-off. */
  payoutAccounts: Record<Currency, string>;
} & ({ available: Money } | { settled: Money });

/** What the payee may pay out: the offtaker's wallet or the supplier's settlement wallet. */
export const moneyOf = (payee: Payee): Money => ('available' in payee ? payee.available : payee.settled);

export type ModelPayout = {
  id: string;
  reference: string;
  payee: Payee;
  amount: number;
  currency: Currency;
  status: PayoutStatus;
  /** The operator (index into the operators) who approved it. */
  approver: number | null;
};

type Step = 'approve' | 'pay' | 'reject' | 'cancel';
export type PayoutOp =
  | { kind: 'payoutRequest'; payee: number; supplier: boolean; currency: Currency; percent: number }
  | { kind: 'payoutStep'; payout: number; onlyOpen: boolean; step: Step; operator: number };

export const payoutOpArbs = (currencyArb: fc.Arbitrary<Currency>) => [
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('payoutRequest' as const),
      payee: fc.nat(),
      supplier: fc.boolean(),
      currency: currencyArb,
      // Mostly a part of the wallet; now and then all of it, or more than it has.
      percent: fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 1, max: 25 }) },
        { weight: 1, arbitrary: fc.constant(100) },
        { weight: 1, arbitrary: fc.integer({ min: 101, max: 200 }) },
      ),
    }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('payoutStep' as const),
      payout: fc.nat(),
      onlyOpen: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
      step: fc.constantFrom<Step>('approve', 'approve', 'pay', 'pay', 'reject', 'cancel'),
      operator: fc.integer({ min: 0, max: 1 }),
    }),
  },
];

type Response = {
  status: number;
  body: { data?: Record<string, unknown>; errors?: { htmlId: string; message: string }[] };
};
export type PayoutAction =
  | { kind: 'payoutRequest'; payee: Payee; currency: Currency; amount: number; res?: Response }
  | { kind: 'payoutStep'; payout: ModelPayout; step: Step; operator: number; res?: Response };

const pick = <T>(items: T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];
/** The permutations searched below grow as n!: a payout gets at most this many steps a batch. */
const maxStepsPerBatch = 5;

/** The action of `op`, given the payees that may ask (Active before the batch) and the payouts. */
export function planPayout(
  op: PayoutOp,
  payees: { offtakers: Payee[]; suppliers: Payee[] },
  payouts: ModelPayout[],
  planned: PayoutAction[],
): PayoutAction | undefined {
  if (op.kind === 'payoutRequest') {
    const payee = pick(op.supplier ? payees.suppliers : payees.offtakers, op.payee);
    if (!payee) return undefined;
    const amount = Math.max(1, Math.floor((moneyOf(payee)[op.currency] * op.percent) / 100));
    return { kind: 'payoutRequest', payee, currency: op.currency, amount };
  }
  // Mostly a payout the step may move (a payment an Approved one), now and then any.
  const movable: Record<Step, PayoutStatus[]> = {
    approve: ['Requested'],
    cancel: ['Requested'],
    pay: ['Approved'],
    reject: ['Requested', 'Approved'],
  };
  const open = payouts.filter((payout) => movable[op.step].includes(payout.status));
  const payout = pick(op.onlyOpen && open.length > 0 ? open : payouts, op.payout);
  if (!payout) return undefined;
  const steps = planned.filter((action) => action.kind === 'payoutStep' && action.payout === payout);
  if (steps.length >= maxStepsPerBatch) return undefined;
  return { kind: 'payoutStep', payout, step: op.step, operator: op.operator };
}

type Send = (actor: Actor, method: 'POST', url: string, payload: unknown) => Promise<Response>;

export async function performPayout(action: PayoutAction, operators: Actor[], send: Send): Promise<void> {
  if (action.kind === 'payoutRequest') {
    action.res = await send(action.payee, 'POST', '/api/payouts', {
      amount: action.amount,
      currency: action.currency,
      payoutAccountId: action.payee.payoutAccounts[action.currency],
    });
    return;
  }
  const { payout, step } = action;
  const url = `/api/payouts/${payout.id}/${step === 'pay' ? 'paid' : step}`;
  const body = step === 'pay' ? { bankReference: 'MODEL-TRF' } : step === 'reject' ? { reason: 'Model' } : {};
  action.res = await send(step === 'cancel' ? payout.payee : operators[action.operator]!, 'POST', url, body);
}

// ---------------------------------------------------------------------------------------------
// The verdict

type State = { status: PayoutStatus; approver: number | null };
type StepAction = Extract<PayoutAction, { kind: 'payoutStep' }>;
const dualControlRefusal =
  'A second operator must mark this payout paid: you approved it, and it is above the dual-control threshold';

/** What the server answers `action` on a payout in `state`, and the state after. */
function simulate(
  state: State,
  action: StepAction,
  threshold: number,
): { status: number; message?: string; next: State } {
  const from: Record<Step, PayoutStatus[]> = {
    approve: ['Requested'],
    cancel: ['Requested'],
    reject: ['Requested', 'Approved'],
    pay: ['Approved'],
  };
  if (!from[action.step].includes(state.status))
    return { status: 409, message: `This payout is already ${state.status}`, next: state };
  if (action.step === 'pay' && action.payout.amount > threshold && state.approver === action.operator)
    return { status: 409, message: dualControlRefusal, next: state };
  const to: Record<Step, PayoutStatus> = {
    approve: 'Approved',
    cancel: 'Cancelled',
    reject: 'Rejected',
    pay: 'Paid',
  };
  return {
    status: 200,
    next: { status: to[action.step], approver: action.step === 'approve' ? action.operator : state.approver },
  };
}

/** The state after some order of `steps` that answers exactly what each got, or undefined. */
function explainedBy(state: State, steps: StepAction[], threshold: number): State | undefined {
  if (steps.length === 0) return state;
  for (const [index, action] of steps.entries()) {
    const answer = simulate(state, action, threshold);
    const got = action.res!;
    if (got.status !== answer.status) continue;
    if (answer.message && got.body.errors?.[0]?.message !== answer.message) continue;
    if (answer.status === 200 && got.body.data?.status !== answer.next.status) continue;
    const rest = explainedBy(answer.next, [...steps.slice(0, index), ...steps.slice(index + 1)], threshold);
    if (rest) return rest;
  }
  return undefined;
}

export type PayoutEffects = {
  /** Money back to the payee's wallet (a Rejected or Cancelled payout). */
  released(payee: Payee, currency: Currency, amount: number): void;
  /** Money out through the platform's bank clearing account. */
  paid(currency: Currency, amount: number): void;
};

/** Each payout's steps of the batch, explained by some order; the model moves with the successes. */
export function judgePayoutSteps(
  actions: PayoutAction[],
  thresholds: Money,
  effects: PayoutEffects,
  check: (condition: boolean, where: string, why: string) => void,
) {
  const groups = new Map<ModelPayout, StepAction[]>();
  for (const action of actions) {
    if (action.kind === 'payoutStep')
      groups.set(action.payout, [...(groups.get(action.payout) ?? []), action]);
  }
  for (const [payout, steps] of groups) {
    const before: State = { status: payout.status, approver: payout.approver };
    const after = explainedBy(before, steps, thresholds[payout.currency]);
    const where = `payout ${payout.reference} (${payout.amount} ${payout.currency}, ${payout.status}, approved by ${payout.approver}): ${steps
      .map(
        (s) => `${s.step} by ${s.operator} -> ${s.res!.status} ${JSON.stringify(s.res!.body).slice(0, 160)}`,
      )
      .join('; ')}`;
    check(after !== undefined, where, 'some order of the payout steps gives the answers seen');
    if (!after || after.status === payout.status) continue;
    Object.assign(payout, after);
    if (after.status === 'Paid') effects.paid(payout.currency, payout.amount);
    if (after.status === 'Paid' || after.status === 'Rejected' || after.status === 'Cancelled')
      payout.payee.payoutHeld[payout.currency] -= payout.amount;
    if (after.status === 'Rejected' || after.status === 'Cancelled') {
      moneyOf(payout.payee)[payout.currency] += payout.amount;
      effects.released(payout.payee, payout.currency, payout.amount);
    }
  }
}

/** The requests answered 201: each is a Requested payout, its amount held at once. */
export function acceptPayoutRequests(
  actions: PayoutAction[],
  payouts: ModelPayout[],
  spent: (payee: Payee, currency: Currency, amount: number) => void,
  check: (condition: boolean, where: string, why: string) => void,
) {
  for (const action of actions) {
    if (action.kind !== 'payoutRequest' || action.res!.status !== 201) continue;
    const data = action.res!.body.data!;
    const where = `payout request ${action.amount} ${action.currency} of ${action.payee.partyId}`;
    check(
      data.status === 'Requested' &&
        data.amount === action.amount &&
        data.currency === action.currency &&
        typeof data.id === 'string',
      where,
      'a new payout is Requested with the amount asked',
    );
    payouts.push({
      id: String(data.id),
      reference: String(data.reference),
      payee: action.payee,
      amount: action.amount,
      currency: action.currency,
      status: 'Requested',
      approver: null,
    });
    moneyOf(action.payee)[action.currency] -= action.amount;
    action.payee.payoutHeld[action.currency] += action.amount;
    spent(action.payee, action.currency, action.amount);
  }
}

/** A refused request: 409 on the amount, and only if the wallet could have been short in some order. */
export function checkPayoutRefusals(
  actions: PayoutAction[],
  lowest: (payee: Payee, currency: Currency) => number,
  check: (condition: boolean, where: string, why: string) => void,
) {
  for (const action of actions) {
    if (action.kind !== 'payoutRequest' || action.res!.status === 201) continue;
    const { res, amount, currency, payee } = action;
    const where = `payout request ${amount} ${currency} of ${payee.partyId} -> ${res!.status} ${JSON.stringify(res!.body).slice(0, 200)}`;
    const error = res!.body.errors?.[0];
    check(
      res!.status === 409 &&
        error?.htmlId === 'amount' &&
        error.message === `The amount is more than your available ${currency} balance`,
      where,
      'a payout request is refused only for the amount',
    );
    const least = lowest(payee, currency);
    check(amount > least, where, `refused only if the wallet could have run short (at least ${least} left)`);
  }
}
