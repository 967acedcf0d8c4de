// bottleneck ships types for its main entry only; light.js (what @octokit/plugin-throttling
// imports, without the Redis clustering) has the same API.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
