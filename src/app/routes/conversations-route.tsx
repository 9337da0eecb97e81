import { ScreenFrame } from '../../components/screen-frame.tsx';
import { ConversationsScreen } from '../../features/conversations/components/conversations-screen.tsx';

/** The Conversations screen. */
export default function ConversationsRoute() {
  return (
    <ScreenFrame
      title="Conversations"
      intro="Every conversation stored in this browser. Open one to go on with it; deleting one keeps its audit entries."
    >
      <ConversationsScreen />
    </ScreenFrame>
  );
}
