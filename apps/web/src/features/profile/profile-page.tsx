import type { Contact, Party } from '@gas/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ContactCard, ContactList, PartyDetails } from '../../components/party-details.tsx';
import { SectionCard } from '../../components/section.tsx';
import { contactName } from '../../lib/contacts.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useProfile } from './api/get-profile.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { AddContactForm, EditContactForm } from './contact-form.tsx';
import { EmailAddressSection } from './email-address-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

function AccountSection({ party }: { party: Party }) {
  const { t } = useTranslation('profile');
  return (
    <SectionCard title={t('profile.account')}>
      {party.status === 'Pending' && (
        <Alert color="yellow" variant="light" title={t('profile.waitingTitle')}>
          {t('profile.waiting')}
        </Alert>
      )}
      <PartyDetails party={party} />
    </SectionCard>
  );
}

function EditableContact({ contact, position }: { contact: Contact; position: number }) {
  const { t } = useTranslation('profile');
  const [isEditing, editDialog] = useDisclosure(false);
  const name = contactName(contact, position);
  return (
    <ContactCard
      contact={contact}
      position={position}
      as="article"
      action={
        <Button
          size="xs"
          variant="default"
          onClick={editDialog.open}
          aria-label={t('profile.editNamed', { name })}
        >
          {t('profile.edit')}
        </Button>
      }
    >
      <FormDialog opened={isEditing} onClose={editDialog.close} title={t('profile.editContact')} size="lg">
        <EditContactForm contact={contact} />
      </FormDialog>
    </ContactCard>
  );
}

function ContactsSection({ contacts }: { contacts: Contact[] }) {
  const { t } = useTranslation('profile');
  const [isAdding, addDialog] = useDisclosure(false);
  return (
    <SectionCard
      title={t('profile.contacts')}
      action={
        <Button size="xs" onClick={addDialog.open}>
          {t('profile.addContact')}
        </Button>
      }
    >
      <ContactList
        contacts={contacts}
        renderCard={(contact, position) => (
          <EditableContact key={contact.id} contact={contact} position={position} />
        )}
      />
      <FormDialog opened={isAdding} onClose={addDialog.close} title={t('profile.addContact')} size="lg">
        <AddContactForm />
      </FormDialog>
    </SectionCard>
  );
}

/**
 * /supplier/profile and /offtaker/profile: one's own party, its contacts and the password.
 * `children`: what the area adds after the contacts (the offtaker's delivery sites).
 */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('profile');
  usePageTitle(t('profile.title'));
  const profile = useProfile();

  return (
    <Stack gap="lg">
      <PageHeading title={t('profile.title')} description={profile.data?.party.name} descriptionSize="md" />
      {profile.isPending && <Loading />}
      {profile.isError && (
        <LoadError
          title={t('profile.loadFailed')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && <AccountSection party={profile.data.party} />}
      {profile.data && <ContactsSection contacts={profile.data.contacts} />}
      {children}
      <SectionCard title={t('password.title')}>
        <ChangePasswordForm />
      </SectionCard>
      <EmailAddressSection />
      <SessionsSection />
      <TwoFactorSection />
    </Stack>
  );
}
