/** Customer-service live chat (issue 19): the desks (`CBS_modelList`), `CBS_launchChat` and the chat page. */
export { chatModels, isOnline, DESKS } from './models';
