import Dependencies

/// Code written against the scaffolded client.
struct AudioSessionCaller {
  @Dependency(\.audioSession) var audioSession

  func start() throws -> Bool {
    try audioSession.activate()
    return audioSession.isActive()
  }
}
