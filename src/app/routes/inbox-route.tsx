import { TeamInboxScreen } from '../../features/team-inbox/components/team-inbox-screen.tsx';

/** The Team inbox: the interrupted threads of the connected LangGraph deployment. */
export default function InboxRoute() {
  return <TeamInboxScreen />;
}
