import { useFeatureLocales } from '@atrium/i18n';
import { chatModule } from './module';
export { chatModule, chatNav, CHAT_SUBJECT } from './module';
/** Suspends until this feature's translations are loaded (see `useFeatureLocales` in @atrium/i18n). */
export const useChatLocales = (): void => useFeatureLocales(chatModule);
export { CHAT_NAMESPACE } from './namespace';

export { ChatPage, type ChatPageProps, type ChatSearch } from './pages/chat-page';

export { ChatSidebar, StatusAvatar, type ChatSidebarProps } from './components/chat-sidebar/chat-sidebar';
export { Conversation, type ConversationProps } from './components/conversation/conversation';
export { MessageTicks } from './components/conversation/message-ticks';
export { ProfileDrawer, type ProfileDrawerProps } from './components/profile-drawer/profile-drawer';

export { chatKeys, chatQuery, chatsAndContactsQuery, useSendMessage, useUpdateProfile, watchInterval } from './api/queries';
export { groupMessages, type MessageDay, type MessageRun } from './lib/group';
export { chatSearchSchema } from './lib/search-schema';
