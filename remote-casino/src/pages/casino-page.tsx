import { CatalogueView } from '../features/catalogue/catalogue-view';
import { useCasinoTranslation } from '../i18n/casino-translations';
import { useCasinoLaunch } from './use-casino-launch';
import { useSectionQuery } from './use-section-query';

/** `/casino`: the catalogue in the main layout; a launched game opens in the lobby. */
export function CasinoPage() {
  const { t } = useCasinoTranslation();
  const [section, setSection] = useSectionQuery();
  const { launch, launching } = useCasinoLaunch();
  return (
    <CatalogueView
      title={t('pages.casino.title')}
      source={{ kind: 'games' }}
      section={section}
      onSectionChange={setSection}
      onLaunch={(game) => void launch(game)}
      launching={launching}
    />
  );
}
