/** Customer-service live chat: the desks (`CBS_modelList`), `CBS_launchChat` and the chat page. */
export { chatModels, isOnline, DESKS } from './models';
