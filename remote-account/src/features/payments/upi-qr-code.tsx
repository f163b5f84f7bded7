import Skeleton from '@mui/material/Skeleton';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The UPI intent as a QR code image; this module (and `qrcode`) loads only when a payment is shown. */
export function UpiQrCode({ uri, label }: { uri: string; label: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 })
      .then((url) => {
        if (current) setImage(url);
      })
      .catch((error: unknown) => console.error('The UPI QR code could not be drawn.', error));
    return () => {
      current = false;
    };
  }, [uri]);
  return image === null ? (
    <Skeleton variant="rectangular" width={220} height={220} />
  ) : (
    <img src={image} alt={label} width={220} height={220} />
  );
}
