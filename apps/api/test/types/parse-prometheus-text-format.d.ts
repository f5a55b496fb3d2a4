// The parser ships no types: it takes Prometheus's text format and returns its metric families.
declare module 'parse-prometheus-text-format' {
  export default function parsePrometheusTextFormat(text: string): unknown[];
}
