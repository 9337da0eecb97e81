import { FleetScreen } from '../../features/fleet/components/fleet-screen.tsx';
import type { RouteProps } from '../screen-routes.ts';
import { useFleetTierOf } from '../use-fleet-tier-of.ts';

/** The Fleet: every source and thread at a glance, most urgent first. */
export default function FleetRoute({ setup }: RouteProps) {
  const tierOf = useFleetTierOf(setup.catalog);
  return <FleetScreen tierOf={tierOf} />;
}
