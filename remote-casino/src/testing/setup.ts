import { setupRemoteTests } from '@exchange/shared/testing';

// The platform's harness: the real API client over a fake network, stores reset after each test.
setupRemoteTests();
