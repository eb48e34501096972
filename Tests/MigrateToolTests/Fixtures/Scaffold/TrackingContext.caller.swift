import Dependencies

/// Code written against the scaffolded client, from a Swift 6 module.
struct TrackingContextCaller {
  @Dependency(\.trackingContext) var trackingContext

  func describe() -> String {
    trackingContext.keys().map { "\($0)=\(trackingContext.string($0) ?? "?")" }
      .joined(separator: ",")
  }
}
