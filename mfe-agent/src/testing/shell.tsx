import type { ReactElement } from 'react';
import { AGENT, loginAs, renderAt } from '@portal/shared/testing';
import '../i18n';

// The stand-in shell of @portal/shared/testing, with the agent namespace registered.
export { apiError, captureDownloads, readDownload, recordCommands, REQUEST_ID, setBalance, stubEndpoints, type EndpointStubs } from '@portal/shared/testing';

/** The demo agent, signed in, in `language` (EN by default), with `balance` minor units (K 0.00) in the wallet. */
export const loginAgent = (language: 'EN' | 'MY' | 'CN' = 'EN', balance = 0) => loginAs(AGENT, { balance, language });

/** Renders an agent page at `/agentHome/<page>` (with an optional query); other paths render nothing. */
export const renderPage = (ui: ReactElement, path: string, routes: Record<string, ReactElement> = {}) => renderAt(ui, path, routes);

/** A page of a list answer with its paging fields. */
export const pageOf = <T,>(content: T[], pageNum = 1, totalPages = 1, totalElements = content.length) => ({ content, pageNum, pageSize: 20, totalPages, totalElements });
