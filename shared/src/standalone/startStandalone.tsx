import * as React from 'react';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, claimShellWriter, DEFAULT_LANGUAGE, isLanguageCode, registerReact, type ThemeName, configureHttp, initI18n, type RemoteAppProps } from '@portal/kernel';
import { STORAGE_KEYS, storage } from '../storage';
import { answerCommands } from './standaloneCommands';
import { restoreSession } from './standaloneSession';
import { StandaloneHost } from './StandaloneHost';

export interface StandaloneOptions {
  /** The remote's name, for the React guard and logs (e.g. 'mfe-lottery'). */
  remote: string;
  /** Where the App is mounted, as in the shell's route table (e.g. '/lottery'). */
  basePath: string;
  /** Defaults to the stored merchant code, then 'DEMO'. */
  merchant?: string;
  /** Defaults to #root, created when missing. */
  container?: HTMLElement;
}

function rootElement(container?: HTMLElement): HTMLElement {
  if (container) return container;
  const existing = document.getElementById('root');
  if (existing) return existing;
  const created = Object.assign(document.createElement('div'), { id: 'root' });
  document.body.append(created);
  return created;
}

/**
 * A minimal host so a remote runs on its own dev port: it plays the shell's part of the contract
 * (HTTP configuration, the bus writer, language, theme, session from a token) and renders the App
 * under its base path. The dev server proxies /wps to the API, so calls stay same-origin.
 */
export async function startStandalone(App: ComponentType<RemoteAppProps>, options: StandaloneOptions): Promise<void> {
  const basePath = options.basePath.replace(/\/+$/, '') || '/';
  registerReact(`${options.remote} (standalone host)`, React);
  configureHttp({ merchant: options.merchant ?? storage.local.get<string>(STORAGE_KEYS.merchant) ?? 'DEMO' });

  const writer = claimShellWriter();
  const storedLanguage = storage.local.get<string>(STORAGE_KEYS.lang);
  const language = isLanguageCode(storedLanguage) ? storedLanguage : DEFAULT_LANGUAGE;
  const theme: ThemeName = storage.local.get<string>(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
  writer.setLanguage(language);
  writer.setTheme(theme);
  document.documentElement.dataset.theme = theme;
  answerCommands(writer);

  await initI18n(language);
  await restoreSession(writer, window.location.search);
  createRoot(rootElement(options.container)).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneHost App={App} basePath={basePath} />
      </BrowserRouter>
    </StrictMode>,
  );
}
