import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension DependencyValues {
  /// The URL session: the replacement for `URLSession.shared`.
  ///
  /// ```swift
  /// @Dependency(\.urlSession) var urlSession
  /// let (data, _) = try await urlSession.data(from: url)
  /// ```
  ///
  /// Live, it is `URLSession.shared`. In tests it is a session whose every request fails with an
  /// error and is reported as an issue, so that no test reaches the network by accident. A test
  /// that means to load something gives its own session, e.g. one whose configuration has a
  /// `URLProtocol` that answers from memory:
  ///
  /// ```swift
  /// let configuration = URLSessionConfiguration.ephemeral
  /// configuration.protocolClasses = [StubProtocol.self]
  /// withDependencies { $0.urlSession = URLSession(configuration: configuration) } operation: { ... }
  /// ```
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }
}

/// Gives ``DependencyValues/urlSession`` its values.
enum URLSessionKey: DependencyKey {
  static var liveValue: URLSession { .shared }  // migrate-tool:ignore - the SDK's, wrapped here
  static var testValue: URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [UnimplementedURLProtocol.self]
    return URLSession(configuration: configuration)
  }
}

/// Answers every request of the test session with an error, and reports it.
private final class UnimplementedURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let url = request.url?.absoluteString ?? "a request with no URL"
    reportIssue(
      """
      Unimplemented: @Dependency(\\.urlSession) loaded \(url) in a test that does not override it; \
      the request failed. Give the test a session of its own: \
      `withDependencies { $0.urlSession = URLSession(configuration: ...) } operation: { ... }`.
      """
    )
    client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
  }

  override func stopLoading() {}
}
