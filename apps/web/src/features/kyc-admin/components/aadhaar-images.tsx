import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiBlob } from '@/lib/api-client';
import type { PrivateImageState } from '@/hooks/use-private-image';
import { useKycAdminT } from '../messages';
import { ImageThumbnail } from './document-image';

type Side = 'front' | 'back';
const SIDES: Side[] = ['front', 'back'];
const IDLE: Record<Side, PrivateImageState> = {
  front: { status: 'idle' },
  back: { status: 'idle' },
};

/**
 * The Aadhaar card's two sides, fetched only when the admin asks: the server records every fetch
 * as a view under the admin's name. So they load in the click's handler, not in an effect (which
 * a remount or React's development double-run would repeat), and `onViewed` then refreshes the
 * list of views. Hiding drops the images; showing them again is a new, recorded view.
 */
export function AadhaarImages({
  paths,
  customerName,
  verifiedOnline,
  onViewed,
}: {
  paths: Record<Side, string>;
  customerName: string;
  verifiedOnline: boolean;
  onViewed: () => void;
}) {
  const t = useKycAdminT();
  const [sides, setSides] = useState(IDLE);
  const [shown, setShown] = useState(false);
  const urls = useRef<string[]>([]);
  const release = () => {
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current = [];
  };
  useEffect(() => {
    const held = urls;
    return () => {
      for (const url of held.current) URL.revokeObjectURL(url);
    };
  }, []);

  if (!paths.front && !paths.back) {
    return (
      <p className="text-sm text-ink-muted">{verifiedOnline ? t('noImage') : t('noImageYet')}</p>
    );
  }

  const load = async (side: Side) => {
    setSides((current) => ({ ...current, [side]: { status: 'loading' } }));
    try {
      const url = URL.createObjectURL(await apiBlob(paths[side]));
      urls.current.push(url);
      setSides((current) => ({ ...current, [side]: { status: 'ready', url } }));
    } catch {
      setSides((current) => ({ ...current, [side]: { status: 'error', message: '' } }));
    }
  };

  const view = async (which: Side[]) => {
    setShown(true);
    await Promise.all(which.map(load));
    onViewed();
  };

  const hide = () => {
    setShown(false);
    setSides(IDLE);
    release();
  };

  const loading = SIDES.some((side) => sides[side].status === 'loading');
  return (
    <div className="space-y-3">
      {shown ? (
        <>
          <div className="grid grid-cols-2 gap-3">
            {SIDES.filter((side) => paths[side]).map((side) => {
              const title = t(side === 'front' ? 'image.front' : 'image.back');
              return (
                <ImageThumbnail
                  key={side}
                  state={sides[side]}
                  title={title}
                  alt={t('imageOf', { image: title, name: customerName })}
                  onRetry={() => void view([side])}
                />
              );
            })}
          </div>
          <Button
            variant="ghost"
            className="min-h-11 px-3 text-sm"
            onClick={hide}
            disabled={loading}
          >
            <EyeOff size={18} aria-hidden="true" />
            {t('hideAadhaar')}
          </Button>
        </>
      ) : (
        <div className="space-y-1.5">
          <Button
            variant="secondary"
            className="min-h-11 px-4 text-sm"
            onClick={() => void view(SIDES.filter((side) => paths[side]))}
          >
            <Eye size={18} aria-hidden="true" />
            {t('viewAadhaar')}
          </Button>
          <p className="text-xs text-ink-muted">{t('viewAadhaarNote')}</p>
        </div>
      )}
    </div>
  );
}
