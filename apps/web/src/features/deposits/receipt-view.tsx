import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Anchor, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiptKind } from './api/get-receipt-kind.ts';
import classes from './receipt-view.module.css';

type ReceiptProps = { path: string; name: string };

/** An image receipt: a thumbnail that opens full size in a modal; there a click toggles fit and actual size. */
function ZoomableImage({ path, name }: ReceiptProps) {
  const { t } = useTranslation('deposits');
  const [opened, setOpened] = useState(false);
  const [isActualSize, setIsActualSize] = useState(false);
  const isPhone = useMediaQuery('(max-width: 599px)', false, { getInitialValueInEffect: false });
  return (
    <>
      <UnstyledButton
        className={classes.thumbnail}
        onClick={() => setOpened(true)}
        aria-label={t('receipt.enlarge', { name })}
      >
        <img src={path} alt={name} className={classes.thumbnailImage} loading="lazy" />
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
          setIsActualSize(false);
        }}
        title={name}
        closeButtonProps={{ 'aria-label': t('dialog.close', { ns: 'components' }) }}
        size="xl"
        fullScreen={isPhone}
        centered={!isPhone}
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack gap="xs">
          <Text size="sm" c="var(--app-muted)">
            {isActualSize ? t('receipt.actualSize') : t('receipt.clickToZoom')}
          </Text>
          <div className={classes.viewport}>
            <button
              type="button"
              className={classes.zoomButton}
              onClick={() => setIsActualSize((value) => !value)}
              aria-pressed={isActualSize}
              aria-label={isActualSize ? t('receipt.fit') : t('receipt.showActual')}
            >
              <img
                src={path}
                alt={name}
                className={isActualSize ? classes.actualSize : classes.fitted}
                data-zoomed={isActualSize}
              />
            </button>
          </div>
          <Group justify="flex-end">
            <Anchor href={path} target="_blank" rel="noopener" size="sm">
              {t('receipt.newTab')}
            </Anchor>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** One receipt: a PDF as a link (it downloads), an image as a zoomable image (spec section 3). */
export function Receipt({ path, name }: ReceiptProps) {
  const { t } = useTranslation('deposits');
  const kind = useReceiptKind(path);
  if (kind.isPending) return <Text c="dimmed">{t('receipt.loading')}</Text>;
  if (kind.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('receipt.openFailed')}>
        <Anchor href={path} size="sm">
          {t('receipt.tryDownload')}
        </Anchor>
      </Alert>
    );
  }
  if (kind.data === 'image') return <ZoomableImage path={path} name={name} />;
  return (
    <Anchor href={path} download fw={600}>
      {kind.data === 'pdf' ? t('receipt.downloadPdf', { name }) : t('receipt.download', { name })}
    </Anchor>
  );
}

/** Every receipt of a deposit. */
export function Receipts({ paths, reference }: { paths: string[]; reference: string }) {
  const { t } = useTranslation('deposits');
  if (paths.length === 0) return <Text c="dimmed">{t('receipt.none')}</Text>;
  return (
    <Stack gap="sm">
      {paths.map((path, index) => (
        <Receipt
          key={path}
          path={path}
          name={
            paths.length === 1
              ? t('receipt.name', { reference })
              : t('receipt.nameNumbered', { number: index + 1, reference })
          }
        />
      ))}
    </Stack>
  );
}
