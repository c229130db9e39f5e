import { QrPayPage } from '../help-centre/QrPayPage.tsx';

/** `/qrpay?sn=`: an order's points and the QR code that pays it from a phone. */
export function QrPayRoute() {
  return <QrPayPage />;
}
