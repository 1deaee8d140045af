/** The popular cuisines of the pre-search data, each a link that starts that search. */
import type { MouseEvent } from 'react';
import type { CarouselItem, PreSearchResponse } from '#src/lib/catalogTypes.ts';
import { mediaUrl } from '#src/lib/media.ts';
import type { DataAreaState } from '#src/stores/dataArea.ts';
import { cuisineQuery, popularCuisines, searchUrl } from '#src/lib/searchRules.ts';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { searchMessages } from './messages/en.ts';

interface Props {
  area: DataAreaState<PreSearchResponse>;
  /** Starts the search of a cuisine in place (plain links still work without JavaScript). */
  onChoose: (query: string) => void;
}

const placeholderCount = 8;

/** The cuisines strip, with a placeholder while the pre-search data loads. */
export function PopularCuisines({ area, onChoose }: Props) {
  const t = useMessages(searchMessages);
  const cuisines = popularCuisines(area.data);
  if (area.error && !cuisines) return null;
  if (!cuisines) {
    return (
      <section className="cuisines" aria-busy="true" aria-label={t.loadingCuisines}>
        <div className="skeleton cuisines-title-skeleton" />
        <ul className="cuisines-list" aria-hidden="true">
          {Array.from({ length: placeholderCount }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of placeholders that never reorders
            <li key={i}>
              <div className="skeleton cuisine-skeleton" data-testid="cuisine-placeholder" />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (cuisines.items.length === 0) return null;
  const title = cuisines.title || t.popularCuisines;
  return (
    <section className="cuisines" aria-labelledby="popular-cuisines-title">
      <h2 id="popular-cuisines-title" className="cuisines-title">
        {title}
      </h2>
      <ul className="cuisines-list">
        {cuisines.items.map((item, i) => (
          <li key={item.id}>
            <CuisineLink item={item} onChoose={onChoose} first={i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CuisineLink({
  item,
  onChoose,
  first,
}: {
  item: CarouselItem;
  onChoose: (query: string) => void;
  /** The first image is the largest paint above the fold: fetched at once, first. */
  first: boolean;
}) {
  const query = cuisineQuery(item);
  const label = item.action?.text || item.accessibility?.altText || query;
  function click(event: MouseEvent<HTMLAnchorElement>) {
    // Let the browser handle new-tab and new-window clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChoose(query);
  }
  return (
    <a className="cuisine" href={localHref(searchUrl({ query, view: false, tab: null }))} onClick={click}>
      <img
        src={mediaUrl(item.imageId, 'carousel')}
        alt=""
        width={72}
        height={90}
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
        {...(first ? { fetchPriority: 'high' as const } : {})}
      />
      <span className="cuisine-name">{label}</span>
    </a>
  );
}
