import { Auth, HTTPException } from '@langchain/langgraph-sdk/auth';

/** Lets a request in only with the key the test set in `TOOLGATE_LANGGRAPH_API_KEY`, as a deployment would. */
export const auth = new Auth().authenticate(async (request: Request) => {
  const expected = process.env.TOOLGATE_LANGGRAPH_API_KEY;
  if (request.headers.get('x-api-key') !== expected) {
    throw new HTTPException(401, { message: 'Invalid API key' });
  }
  return { identity: 'operator', permissions: [] };
});
