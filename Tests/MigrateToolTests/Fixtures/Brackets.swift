extension Client {
  static let live = Client(load: { fetch(( }, save: { Store.shared.save() })
  static let preview = Client(load: { Store.shared.load() })
}
