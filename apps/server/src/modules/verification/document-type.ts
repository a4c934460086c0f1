import { documentMessages } from '@gas/shared';
import type { ReceiptType } from '../../lib/receipts.ts';
import { judgeUpload, type UploadLog } from '../../lib/uploads.ts';

/**
 * A certificate's real type, judged by its content exactly as a deposit receipt is
 * (lib/uploads.ts): PDF without active content, or a PNG, JPEG or WebP image of sane size.
 */
export function documentType(bytes: Buffer, log?: UploadLog): Promise<ReceiptType> {
  return judgeUpload(bytes, {
    field: 'document',
    messages: documentMessages,
    log,
    refusal: { key: 'document', message: 'business document PDF refused' },
  });
}
