import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Combine)
  import Combine
#else
  import Dispatch
#endif

/// A singleton whose file imports modules, and declares members, only where they exist: its
/// client must too.
final class DownloadManager {
  nonisolated(unsafe) static let shared = DownloadManager()

  func request(for url: URL) -> URLRequest { URLRequest(url: url) }

  #if os(iOS)
    func pauseAll() {}
  #elseif DEBUG
    func logQueue(verbose: Bool = false) {}
  #endif
}
