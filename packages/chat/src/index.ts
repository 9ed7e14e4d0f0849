export { chatModule, chatNav, CHAT_SUBJECT } from './module';
export { CHAT_NAMESPACE } from './namespace';
export { useChatLocales } from './lib/use-locales';

export { ChatPage, type ChatPageProps, type ChatSearch } from './pages/chat-page';

export { ChatSidebar, StatusAvatar, type ChatSidebarProps } from './components/chat-sidebar/chat-sidebar';
export { Conversation, type ConversationProps } from './components/conversation/conversation';
export { MessageTicks } from './components/conversation/message-ticks';
export { ProfileDrawer, type ProfileDrawerProps } from './components/profile-drawer/profile-drawer';

export { chatKeys, chatQuery, chatsAndContactsQuery, useSendMessage, useUpdateProfile, watchInterval } from './api/queries';
export { groupMessages, type MessageDay, type MessageRun } from './lib/group';
export { chatSearchSchema } from './lib/search-schema';
