import Foundation

/// A legacy media library, reached as `MediaLibrary.shared`: plain methods, overloads, labels
/// and `_`, default arguments, `async throws`, closure parameters, `inout`, generics, variadics,
/// properties (get-only, settable, computed), nested types, and members no client can call.
final class MediaLibrary {
  struct Track: Equatable {
    var title: String
    var duration: TimeInterval
  }

  enum SortOrder { case title, duration }

  enum ImportError: Error { case unreadable(String), empty }

  typealias Completion = (Result<[Track], Error>) -> Void

  nonisolated(unsafe) static let shared = MediaLibrary()
  nonisolated(unsafe) static var defaultVolume = 0.5

  private var storage: [Track] = []
  private let queue = DispatchQueue(label: "library")

  var volume: Double = 0.5
  var isShuffling = false
  let name = "Library"
  private(set) var lastPlayed: Track?
  var trackCount: Int { storage.count }
  var sortOrder: SortOrder {
    get { .title }
    set { _ = newValue }
  }

  init() {}

  func play() {}
  func play(_ track: Track) { lastPlayed = track }
  func play(_ track: Track, at time: TimeInterval) { lastPlayed = track }
  func add(_ track: Track) { storage.append(track) }
  func add(_ tracks: [Track]) { storage += tracks }
  @discardableResult
  func remove(title: String) -> Bool { false }
  func tracks(sortedBy order: SortOrder = .title, limit: Int = 10) -> [Track] {
    Array(storage.prefix(limit))
  }
  func search(_ query: String, in field: String = "title") async throws -> [Track] { [] }
  func download(_ track: Track) async -> Data? { nil }
  func importTracks(from path: String) throws(ImportError) -> Int { throw .empty }
  func exportAll(to path: String) throws(ImportError) {}
  func load(completion: @escaping Completion) { completion(.success(storage)) }
  func forEachTrack(_ body: (Track) -> Void) { storage.forEach(body) }
  func normalize(_ volume: inout Double) { volume = min(volume, 1) }
  func decode<T: Decodable>(_ type: T.Type, from data: Data) -> T? { nil }
  func log(_ items: String...) {}
  func makeQueue() -> DispatchQueue { queue }
  func `repeat`(times: Int) {}
  subscript(index: Int) -> Track { storage[index] }
  static func configure() {}
  fileprivate func secret() {}
  private func reset() { storage = [] }
}
