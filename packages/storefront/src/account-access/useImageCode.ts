import { useCallback, useEffect, useState } from 'react';
import { fetchImageCode } from '../api/passport.ts';

/** A picture code of this device: the picture (null while loading or after a failure) and a way to draw a new one. */
export interface ImageCodeState {
  image: string | null;
  /** Draws a new code; the server replaces the old one, so call it after every attempt that spent it. */
  refresh: () => void;
}

/** Draws a picture code for this device on mount, and again on `refresh`. */
export function useImageCode(): ImageCodeState {
  const [image, setImage] = useState<string | null>(null);
  const refresh = useCallback(() => {
    fetchImageCode().then(
      (answer) => setImage(answer.image),
      () => setImage(null),
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { image, refresh };
}
