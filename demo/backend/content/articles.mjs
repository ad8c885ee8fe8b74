/** Demo data for the content widgets: filled in by the element that needs it. */
export async function articleRoutes(route) {
  void route;
}
