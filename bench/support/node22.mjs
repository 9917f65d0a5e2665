// Lighthouse 13 (and its trace engine) call a few built-ins that Node 22 has and Node 20 lacks:
// iterator helpers (`map.values().reduce(...)`), Set methods and Promise.withResolvers. Loaded
// before Lighthouse so its insight audits run instead of erroring out.
import 'core-js/actual/iterator/index.js';
import 'core-js/actual/set/index.js';
import 'core-js/actual/promise/with-resolvers.js';
import 'core-js/actual/array/from-async.js';
import 'core-js/actual/object/group-by.js';
import 'core-js/actual/map/group-by.js';
