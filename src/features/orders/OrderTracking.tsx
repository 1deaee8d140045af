/** The live parts of an order's page: the status timeline with times, the estimate, the map and the rider. */
import { useEffect, useState } from 'react';
import { intlTag } from '#src/i18n/define.ts';
import { currentLocale } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { orderStatusText, type MapPoint, type OrderStatus, type OrderView } from '#src/lib/orderTypes.ts';
import { labelText } from '#src/lib/addressRules.ts';
import { fillText, keep } from './fillText';
import { ordersMessages } from './messages/en.ts';

/** The steps of a delivery, in order, as the timeline shows them. */
export const timelineSteps: readonly OrderStatus[] = ['accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered'];

/** A time of day in India, the same on the server and in the browser. */
export const clockText = (iso: string) =>
  new Date(iso).toLocaleTimeString(intlTag(currentLocale()), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

/** The status timeline: each step with the time it happened, the current one marked. */
export function OrderTimeline({ order }: { order: OrderView }) {
  const reached = new Map(order.history.map((entry) => [entry.status, entry.at]));
  const current = timelineSteps.indexOf(order.status);
  const t = useMessages(ordersMessages);
  return (
    <ol className="order-timeline" aria-label={t.progress}>
      {timelineSteps.map((step, i) => {
        const at = reached.get(step);
        const state = i < current ? 'done' : i === current ? 'current' : 'next';
        return (
          <li key={step} className={`timeline-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="timeline-label">{orderStatusText(step)}</span>
            {at && <time dateTime={at}>{clockText(at)}</time>}
          </li>
        );
      })}
    </ol>
  );
}

/** Minutes from now until `iso`, at least 1; ticks every 15 seconds once in the browser. */
function useMinutesUntil(iso: string): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return null;
  return Math.max(1, Math.round((Date.parse(iso) - now) / 60_000));
}

/** "Arriving by 7:42 pm, in about 12 min" while the order is on its way. */
export function OrderEta({ order }: { order: OrderView }) {
  const eta = order.tracking?.etaAt ?? '';
  const minutes = useMinutesUntil(eta || new Date(0).toISOString());
  const t = useMessages(ordersMessages);
  if (!order.tracking || order.status === 'delivered' || order.status === 'cancelled') return null;
  const time = <b>{clockText(eta)}</b>;
  return (
    <p className="order-eta">
      {minutes === null
        ? fillText(t.arrivingBy(keep('time')), { time })
        : fillText(t.arrivingIn({ minutes, ...keep('time') }), { time })}
    </p>
  );
}

const mapSize = { width: 320, height: 200, pad: 24 };

/** Places points in the map's box (an equirectangular projection is plenty across a town). */
function projector(points: MapPoint[]) {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLng = Math.min(...lngs);
  const maxLng = Math.max(...lngs);
  const spanX = Math.max(maxLng - minLng, 1e-4);
  const spanY = Math.max(maxLat - minLat, 1e-4);
  const scale = Math.min((mapSize.width - 2 * mapSize.pad) / spanX, (mapSize.height - 2 * mapSize.pad) / spanY);
  const offsetX = (mapSize.width - spanX * scale) / 2;
  const offsetY = (mapSize.height - spanY * scale) / 2;
  return (p: MapPoint) => ({
    x: Math.round((offsetX + (p.lng - minLng) * scale) * 10) / 10,
    y: Math.round((offsetY + (maxLat - p.lat) * scale) * 10) / 10,
  });
}

/** The delivery drawn in SVG: the route, the restaurant, the rider and the address (by its label). No map tiles, so it works offline. */
export function OrderMap({ order }: { order: OrderView }) {
  const t = useMessages(ordersMessages);
  const tracking = order.tracking;
  if (!tracking || tracking.route.length === 0) return null;
  const home = { lat: order.address.lat, lng: order.address.lng };
  const restaurant = tracking.route[0] ?? home;
  const at = projector([...tracking.route, home]);
  const path = tracking.route.map((p) => at(p)).map(({ x, y }, i) => `${i ? 'L' : 'M'}${x} ${y}`);
  const r = at(restaurant);
  const h = at(home);
  const rider = tracking.riderAt ? at(tracking.riderAt) : null;
  const delivered = order.status === 'delivered';
  const label = delivered
    ? t.mapDelivered({ label: labelText(order.address.label).toLowerCase() })
    : t.mapRoute({ restaurant: order.restaurant.name, rider: tracking.rider.firstName });
  return (
    <svg
      className="order-map"
      viewBox={`0 0 ${mapSize.width} ${mapSize.height}`}
      role="img"
      aria-label={label}
      data-rider-step={tracking.step}
    >
      <rect width={mapSize.width} height={mapSize.height} rx="12" className="map-ground" />
      <path d={path.join(' ')} className="map-route" />
      <g className="map-restaurant" transform={`translate(${r.x} ${r.y})`}>
        <circle r="9" />
        <text y="-14" textAnchor="middle">
          {t.mapRestaurant}
        </text>
      </g>
      <g className="map-home" transform={`translate(${h.x} ${h.y})`}>
        <path d="M-9 2 L0 -8 L9 2 L9 9 L-9 9 Z" />
        <text y="-14" textAnchor="middle">
          {labelText(order.address.label)}
        </text>
      </g>
      {delivered && (
        // The rider's last position is the door: the order arrived there.
        <g className="map-rider map-arrived" transform={`translate(${h.x} ${h.y})`} data-testid="rider">
          <circle r="7" />
          <text y="24" textAnchor="middle">
            {t.mapDeliveredHere}
          </text>
        </g>
      )}
      {rider && !delivered && (
        <g className="map-rider" transform={`translate(${rider.x} ${rider.y})`} data-testid="rider">
          <circle r="7" />
          <text y="22" textAnchor="middle">
            {tracking.rider.firstName}
          </text>
        </g>
      )}
    </svg>
  );
}

/** The rider's first name and a Call link (in the simulation it dials nobody). */
export function OrderRider({ order }: { order: OrderView }) {
  const t = useMessages(ordersMessages);
  const tracking = order.tracking;
  if (!tracking || !['picked_up', 'on_the_way'].includes(order.status)) return null;
  return (
    <p className="order-rider">
      <span>
        {fillText(t.riderDelivering(keep('rider')), { rider: <b translate="no">{tracking.rider.firstName}</b> })}
      </span>
      {tracking.rider.phone && (
        <a className="btn btn-ghost" href={`tel:${tracking.rider.phone}`}>
          {t.call}
        </a>
      )}
    </p>
  );
}
