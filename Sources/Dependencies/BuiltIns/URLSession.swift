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
  /// error that says how to fix it, so that no test reaches the network by accident. (It is also
  /// reported as an issue, but from the session's own thread, where the test's reporters are not
  /// in effect: the error is what fails the test.) A test that means to load something gives its
  /// own session, e.g. one whose configuration has a `URLProtocol` that answers from memory:
  ///
  /// ```swift
  /// let configuration = URLSessionConfiguration.ephemeral
  /// configuration.protocolClasses = [StubProtocol.self]
  /// let session = URLSession(configuration: configuration)
  /// withDependencies { $0.urlSession = session } operation: { ... }
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
    let error = UnimplementedURLSessionError(url: request.url)
    reportIssue(error.description)
    client?.urlProtocol(self, didFailWithError: error)
  }

  override func stopLoading() {}
}

/// The error every request of the test session fails with.
struct UnimplementedURLSessionError: Error, CustomStringConvertible, LocalizedError {
  let url: URL?

  var description: String {
    let target = url?.absoluteString ?? "a request with no URL"
    return """
      Unimplemented: @Dependency(\\.urlSession) loaded \(target) in a test that does not override \
      it; the request failed. Give the test a session of its own: \
      `withDependencies { $0.urlSession = URLSession(configuration: ...) } operation: { ... }`.
      """
  }

  var errorDescription: String? { description }
}
