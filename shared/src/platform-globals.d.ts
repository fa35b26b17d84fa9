/**
 * The shared core runs in the browser and in Node, so it is typechecked with neither DOM nor Node types. These are
 * the few web-platform globals both runtimes provide that it uses, declared as narrowly as it needs them.
 */
interface URLSearchParams {
  get(name: string): string | null;
}
interface URL {
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
}
declare const URL: { new (url: string, base?: string): URL };
