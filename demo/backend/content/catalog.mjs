/** Demo data for the content widgets: filled in by the element that needs it. */
export async function catalogRoutes(route) {
  void route;
}
