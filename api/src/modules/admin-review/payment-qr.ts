import QRCode from 'qrcode';

/**
 * A wallet address as a QR code a phone's wallet app scans: a PNG, 512 px, medium error
 * correction, with the quiet zone scanners need. The address alone, as wallets expect for TRC20.
 */
export function walletQrPng(address: string): Promise<Buffer> {
  return QRCode.toBuffer(address, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 512 });
}
