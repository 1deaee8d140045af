/** The delivery-time icon: one of 60 generated dials whose arc grows with the delivery minutes. */
import { deliveryIconCount, deliveryIconIndex } from './menuRules';

const radius = 8;
const circumference = 2 * Math.PI * radius;

interface Props {
  /** Delivery minutes; the icon shown is minutes minus 1 (clamped to 0..59). */
  minutes: number;
  size?: number;
}

/** A small dial: the arc and the hand cover (index + 1) / 60 of the circle, like a clock's minutes. */
export function DeliveryIcon({ minutes, size = 22 }: Props) {
  const index = deliveryIconIndex(minutes);
  const share = (index + 1) / deliveryIconCount;
  const angle = share * 2 * Math.PI;
  const handX = 12 + Math.sin(angle) * (radius - 3);
  const handY = 12 - Math.cos(angle) * (radius - 3);
  return (
    <svg
      className="delivery-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-icon-index={index}
    >
      <circle cx="12" cy="12" r={radius} fill="none" stroke="#d1d5db" strokeWidth="3" />
      <circle
        cx="12"
        cy="12"
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeDasharray={`${(circumference * share).toFixed(2)} ${circumference.toFixed(2)}`}
        transform="rotate(-90 12 12)"
      />
      <line
        x1="12"
        y1="12"
        x2={handX.toFixed(2)}
        y2={handY.toFixed(2)}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="12" cy="12" r="1.4" fill="currentColor" />
    </svg>
  );
}
