import type { Sale } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvedSale, pendingSale } from '../../../test/fixtures/trading.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// Issue 22, item 9: after approval the supplier's sale page gives the buyer's contact and the
// buyer's purchase page the supplier's; before approval neither shows one.

const buyerContact = {
  company: 'Kano Textiles',
  contactName: 'Amina Bello',
  email: 'amina.bello@kanotextiles.ng',
  phone: '08059876543',
};
const supplierContact = {
  company: 'Zuma Gas Ltd',
  contactName: 'Musa Abubakar',
  email: 'sales@zumagas.ng',
  phone: null,
};

function serve(sale: Sale) {
  mockApi({ [`GET /api/sales/${sale.id}`]: { body: envelope(sale) } });
}

describe("the other party's contact on a sale", { timeout: 15_000 }, () => {
  it("shows the supplier the buyer's company, name, email and phone once approved", async () => {
    serve({ ...approvedSale, counterparty: buyerContact });
    signInAs('client');
    renderApp(`/supplier/sales/${approvedSale.id}`);
    const section = await screen.findByRole('region', { name: "Buyer's contact" });
    const value = (label: string) => within(section).getByText(label).nextElementSibling?.textContent;
    expect(value('Company')).toBe('Kano Textiles');
    expect(value('Contact name')).toBe('Amina Bello');
    expect(value('Email')).toBe('amina.bello@kanotextiles.ng');
    expect(value('Phone')).toBe('08059876543');
    expect(within(section).getByRole('link', { name: 'amina.bello@kanotextiles.ng' })).toHaveAttribute(
      'href',
      'mailto:amina.bello@kanotextiles.ng',
    );
  });

  it("shows the buyer the supplier's contact once approved, leaving out what it lacks", async () => {
    serve({ ...approvedSale, counterparty: supplierContact });
    signInAs('customer');
    renderApp(`/offtaker/sales/${approvedSale.id}`);
    const section = await screen.findByRole('region', { name: "Supplier's contact" });
    expect(within(section).getByText('Musa Abubakar')).toBeInTheDocument();
    expect(within(section).queryByText('Phone')).not.toBeInTheDocument();
  });

  it('shows no contact before approval', async () => {
    serve({ ...pendingSale, counterparty: null });
    signInAs('client');
    renderApp(`/supplier/sales/${pendingSale.id}`);
    expect(await screen.findByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Buyer's contact" })).not.toBeInTheDocument();
    expect(screen.queryByText('amina.bello@kanotextiles.ng')).not.toBeInTheDocument();
  });
});
