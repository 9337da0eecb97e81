import { CapturesScreen } from '../../features/captures/components/captures-screen.tsx';

/** The Captures screen. */
export default function CapturesRoute() {
  return <CapturesScreen />;
}
