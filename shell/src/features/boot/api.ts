import { http } from '@portal/shared';

export interface CustomerServiceLink {
  csType: string;
  title: string;
  path: string;
}

export interface SiteResource {
  resourceType: string;
  url: string;
  labelNameEn?: string;
}

/** `value.info` of the site config (spec §3 "Permission response info"). */
export interface SiteInfo {
  customerService: CustomerServiceLink[];
  resources: SiteResource[];
  whitelabel: Record<string, boolean>;
  mainDomain: string;
  location: { ip: string };
  maintenance: boolean;
  regionRestriction: boolean;
  maintenanceEnd: string | null;
}

export interface SystemStatus {
  status: number;
  title?: string | null;
  message?: string | null;
  maintenanceEnd?: string | null;
  ip?: string | null;
}

export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

export const fetchSiteInfo = () => http.get<{ info: SiteInfo }>('/wps/system/permission').then((v) => v.info);
export const fetchSystemStatus = () => http.get<SystemStatus>('/wps/system/status');
