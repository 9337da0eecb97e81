// The AG-UI slice's tests import these helpers from this path.
export { createTestProfile, openTestStore, until } from '../../test/persistence-test-support.ts';
