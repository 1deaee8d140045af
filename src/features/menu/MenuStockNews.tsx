/** Says, politely, when a dish of the open menu sells out or comes back while the diner reads it (the row changes too). */
import { useEffect, useMemo, useState } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { $liveStock } from '#src/stores/menuStock.ts';
import { allDishes, type MenuSection } from './menuRules';
import { menuMessages } from './messages/en.ts';

/** A status region that names the last stock change heard for a dish of `sections`. */
export function MenuStockNews({ sections }: { sections: MenuSection[] }) {
  const names = useMemo(() => new Map(allDishes(sections).map((d) => [d.id, d.name])), [sections]);
  const [news, setNews] = useState('');
  const t = useMessages(menuMessages);
  useEffect(() => {
    let last = $liveStock.get();
    return $liveStock.listen((stock) => {
      for (const [id, inStock] of Object.entries(stock)) {
        const name = names.get(id);
        if (name && last[id] !== inStock)
          setNews(inStock ? t.backInStock({ dish: name }) : t.soldOutNow({ dish: name }));
      }
      last = stock;
    });
  }, [names, t]);
  return (
    <p className="visually-hidden" role="status">
      {news}
    </p>
  );
}
