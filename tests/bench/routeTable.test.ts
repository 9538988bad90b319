import { describe, expect, it } from 'vitest';
import { loadRouteTable } from '../../bench/routeTable.mjs';
import { ROUTE_TABLE } from '../../src/core/navigation/routes';

describe("the bench's heap cycle", () => {
  it("visits exactly the app's own routes, read from the route table's file", async () => {
    const routes = await loadRouteTable();

    expect(routes.map((route) => route.pattern)).toEqual(ROUTE_TABLE.map((route) => route.pattern));
  });
});
