import { documentMessages } from '@gas/shared';
import { AppError } from '../../lib/errors.ts';
import {
  detectReceiptType,
  inspectReceiptPdf,
  isImageTooLarge,
  type PdfInspection,
  PdfInspectionBusy,
  type ReceiptType,
} from '../../lib/receipts.ts';
import type { WarnLog } from '../wallet/deps.ts';

/**
 * A certificate's real type, judged by its content exactly as a deposit receipt is
 * (lib/receipts.ts): PDF without active content, checked off the request thread by the shared
 * worker pool within its deadline and memory limit, or a PNG, JPEG or WebP image of sane size.
 */
export async function documentType(bytes: Buffer, log?: WarnLog): Promise<ReceiptType> {
  if (bytes.length === 0) throw new AppError('validation', documentMessages.empty, 'document');
  const type = detectReceiptType(bytes);
  if (!type) throw new AppError('validation', documentMessages.wrongType, 'document');
  if (type.extension !== 'pdf') {
    if (isImageTooLarge(bytes, type))
      throw new AppError('validation', documentMessages.imageTooLarge, 'document');
    return type;
  }
  let inspection: PdfInspection;
  try {
    inspection = await inspectReceiptPdf(bytes);
  } catch (error) {
    if (error instanceof PdfInspectionBusy)
      throw new AppError('unavailable', documentMessages.busy, 'document');
    throw error;
  }
  if (inspection.verdict === 'plain') return type;
  log?.warn({ document: inspection }, 'business document PDF refused');
  const message =
    inspection.verdict === 'active' ? documentMessages.activePdf : documentMessages.uncheckablePdf;
  throw new AppError('validation', message, 'document');
}
