func sync() {
  // Both targets compile this file: which AppDefaults it means depends on the target.
  _ = AppDefaults.shared
  _ = URLSession.shared
}
