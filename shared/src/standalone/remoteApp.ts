/** Props of every remote's exposed `./App`: the path the host mounts it under (e.g. '/lottery'). */
export interface RemoteAppProps {
  basePath: string;
}
