extension AsyncStream {
  /// A stream that ends at once, with no element: a test double's answer to "give me updates" when
  /// there are none.
  ///
  /// ```swift
  /// let client = LocationClient(updates: { .finished })
  /// ```
  ///
  /// The same name as swift-concurrency-extras' extension, which swift-dependencies users rely on.
  public static var finished: Self {
    Self { $0.finish() }
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that ends at once, with no element, and with `error` if one is given.
  ///
  /// ```swift
  /// let client = DownloadClient(progress: { _ in .finished(throwing: URLError(.notConnectedToInternet)) })
  /// ```
  ///
  /// The same name as swift-concurrency-extras' extension, which swift-dependencies users rely on.
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}
