import Dependencies
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Code written against the scaffolded client, with the singleton's `#if`s.
struct DownloadCaller {
  @Dependency(\.download) var download

  func prepare(_ url: URL) -> URLRequest {
    #if os(iOS)
      download.pauseAll()
    #elseif DEBUG
      download.logQueue()
    #endif
    return download.request(url)
  }
}
