// Step 1 of MIGRATION.md for `MediaLibrary`, written by `migrate-tool scaffold`.
import Dependencies
import Foundation

/// The dependency that replaces `MediaLibrary.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.mediaLibrary) var mediaLibrary
/// ```
struct MediaLibraryClient: Sendable {
  // TODO: 'log(_:)' is left out: 'items: String...' is variadic and a closure's parameter cannot
  // be; take an array instead.
  // TODO: 'subscript' is left out: a subscript has no closure form.
  /// `MediaLibrary.volume`.
  var volume: @Sendable () -> Double
  /// Sets `MediaLibrary.volume`.
  var setVolume: @Sendable (_ newValue: Double) -> Void
  /// `MediaLibrary.isShuffling`.
  var isShuffling: @Sendable () -> Bool
  /// Sets `MediaLibrary.isShuffling`.
  var setIsShuffling: @Sendable (_ newValue: Bool) -> Void
  /// `MediaLibrary.name`.
  var name: @Sendable () -> String
  /// `MediaLibrary.lastPlayed`.
  var lastPlayed: @Sendable () -> MediaLibrary.Track?
  /// `MediaLibrary.trackCount`.
  var trackCount: @Sendable () -> Int
  /// `MediaLibrary.sortOrder`.
  var sortOrder: @Sendable () -> MediaLibrary.SortOrder
  /// Sets `MediaLibrary.sortOrder`.
  var setSortOrder: @Sendable (_ newValue: MediaLibrary.SortOrder) -> Void
  /// `MediaLibrary.play()`.
  var play: @Sendable () -> Void
  /// `MediaLibrary.play(_:)`.
  var playTrack: @Sendable (_ track: MediaLibrary.Track) -> Void
  /// `MediaLibrary.play(_:at:)`.
  var playAt: @Sendable (_ track: MediaLibrary.Track, _ at: TimeInterval) -> Void
  /// `MediaLibrary.add(_:)`.
  var addTrack: @Sendable (_ track: MediaLibrary.Track) -> Void
  /// `MediaLibrary.add(_:)`.
  var addTrackArray: @Sendable (_ tracks: [MediaLibrary.Track]) -> Void
  /// `MediaLibrary.remove(title:)`.
  var remove: @Sendable (_ title: String) -> Bool
  /// `MediaLibrary.tracks(sortedBy:limit:)`.
  var tracks: @Sendable (_ sortedBy: MediaLibrary.SortOrder, _ limit: Int) -> [MediaLibrary.Track]
  /// `MediaLibrary.search(_:in:)`.
  var search: @Sendable (_ query: String, _ `in`: String) async throws -> [MediaLibrary.Track]
  /// `MediaLibrary.download(_:)`.
  var download: @Sendable (_ track: MediaLibrary.Track) async -> Data?
  /// `MediaLibrary.importTracks(from:)`.
  var importTracks: @Sendable (_ from: String) throws(MediaLibrary.ImportError) -> Int
  /// `MediaLibrary.exportAll(to:)`.
  var exportAll: @Sendable (_ to: String) throws(MediaLibrary.ImportError) -> Void
  /// `MediaLibrary.load(completion:)`.
  var load: @Sendable (_ completion: @escaping MediaLibrary.Completion) -> Void
  /// `MediaLibrary.forEachTrack(_:)`.
  var forEachTrack: @Sendable (_ body: (MediaLibrary.Track) -> Void) -> Void
  /// `MediaLibrary.normalize(_:)`.
  var normalize: @Sendable (_ volume: inout Double) -> Void
  /// `MediaLibrary.decode(_:from:)`.
  var decode: @Sendable (_ type: any Decodable.Type, _ from: Data) -> (any Decodable)?
  /// `MediaLibrary.makeQueue()`.
  var makeQueue: @Sendable () -> DispatchQueue
  /// `MediaLibrary.repeat(times:)`.
  var `repeat`: @Sendable (_ times: Int) -> Void
  /// `MediaLibrary.createPlaylist(named:)`.
  var createPlaylist: @Sendable (_ named: String) -> MediaLibrary.Playlist
  /// `MediaLibrary.playlists()`.
  var playlists: @Sendable () -> [MediaLibrary.Playlist]
  /// `MediaLibrary.favoritesCount`.
  var favoritesCount: @Sendable () -> Int

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var mediaLibrary = MediaLibraryClient.unimplemented
  /// mediaLibrary.volume = { 0 }
  /// ```
  init(
    volume: @escaping @Sendable () -> Double,
    setVolume: @escaping @Sendable (_ newValue: Double) -> Void,
    isShuffling: @escaping @Sendable () -> Bool,
    setIsShuffling: @escaping @Sendable (_ newValue: Bool) -> Void,
    name: @escaping @Sendable () -> String,
    lastPlayed: @escaping @Sendable () -> MediaLibrary.Track?,
    trackCount: @escaping @Sendable () -> Int,
    sortOrder: @escaping @Sendable () -> MediaLibrary.SortOrder,
    setSortOrder: @escaping @Sendable (_ newValue: MediaLibrary.SortOrder) -> Void,
    play: @escaping @Sendable () -> Void,
    playTrack: @escaping @Sendable (_ track: MediaLibrary.Track) -> Void,
    playAt: @escaping @Sendable (_ track: MediaLibrary.Track, _ at: TimeInterval) -> Void,
    addTrack: @escaping @Sendable (_ track: MediaLibrary.Track) -> Void,
    addTrackArray: @escaping @Sendable (_ tracks: [MediaLibrary.Track]) -> Void,
    remove: @escaping @Sendable (_ title: String) -> Bool,
    tracks: @escaping @Sendable (_ sortedBy: MediaLibrary.SortOrder, _ limit: Int) -> [MediaLibrary.Track],
    search: @escaping @Sendable (_ query: String, _ `in`: String) async throws -> [MediaLibrary.Track],
    download: @escaping @Sendable (_ track: MediaLibrary.Track) async -> Data?,
    importTracks: @escaping @Sendable (_ from: String) throws(MediaLibrary.ImportError) -> Int,
    exportAll: @escaping @Sendable (_ to: String) throws(MediaLibrary.ImportError) -> Void,
    load: @escaping @Sendable (_ completion: @escaping MediaLibrary.Completion) -> Void,
    forEachTrack: @escaping @Sendable (_ body: (MediaLibrary.Track) -> Void) -> Void,
    normalize: @escaping @Sendable (_ volume: inout Double) -> Void,
    decode: @escaping @Sendable (_ type: any Decodable.Type, _ from: Data) -> (any Decodable)?,
    makeQueue: @escaping @Sendable () -> DispatchQueue,
    `repeat`: @escaping @Sendable (_ times: Int) -> Void,
    createPlaylist: @escaping @Sendable (_ named: String) -> MediaLibrary.Playlist,
    playlists: @escaping @Sendable () -> [MediaLibrary.Playlist],
    favoritesCount: @escaping @Sendable () -> Int
  ) {
    self.volume = volume
    self.setVolume = setVolume
    self.isShuffling = isShuffling
    self.setIsShuffling = setIsShuffling
    self.name = name
    self.lastPlayed = lastPlayed
    self.trackCount = trackCount
    self.sortOrder = sortOrder
    self.setSortOrder = setSortOrder
    self.play = play
    self.playTrack = playTrack
    self.playAt = playAt
    self.addTrack = addTrack
    self.addTrackArray = addTrackArray
    self.remove = remove
    self.tracks = tracks
    self.search = search
    self.download = download
    self.importTracks = importTracks
    self.exportAll = exportAll
    self.load = load
    self.forEachTrack = forEachTrack
    self.normalize = normalize
    self.decode = decode
    self.makeQueue = makeQueue
    self.repeat = `repeat`
    self.createPlaylist = createPlaylist
    self.playlists = playlists
    self.favoritesCount = favoritesCount
  }
}

extension MediaLibraryClient {
  /// `MediaLibrary.tracks(sortedBy:limit:)`, with its default arguments:
  ///
  /// ```swift
  /// mediaLibrary.tracks()
  /// ```
  func tracks(
    sortedBy order: MediaLibrary.SortOrder = .title, limit: Int = 10
  ) -> [MediaLibrary.Track] {
    self.tracks(order, limit)
  }
}

extension MediaLibraryClient {
  /// `MediaLibrary.search(_:in:)`, with its default arguments:
  ///
  /// ```swift
  /// mediaLibrary.search(query)
  /// ```
  func search(_ query: String, in field: String = "title") async throws -> [MediaLibrary.Track] {
    try await self.search(query, field)
  }
}

extension MediaLibraryClient {
  /// `MediaLibrary.add(_:)` for `MediaLibrary.Track`, as callers call it:
  /// the argument's type picks `addTrack`, as it picked the overload.
  func add(_ track: MediaLibrary.Track) {
    self.addTrack(track)
  }
}

extension MediaLibraryClient {
  /// `MediaLibrary.add(_:)` for `[MediaLibrary.Track]`, as callers call it:
  /// the argument's type picks `addTrackArray`, as it picked the overload.
  func add(_ tracks: [MediaLibrary.Track]) {
    self.addTrackArray(tracks)
  }
}

extension MediaLibraryClient {
  /// `MediaLibrary.decode(_:from:)`, with its generic signature over the endpoint
  /// `decode`, which takes `any Decodable`.
  func decode<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
    self.decode(type, data) as? T
  }
}

extension MediaLibraryClient {
  /// A client that forwards every call to `library`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.mediaLibrary)` first.
  ///
  /// ```swift
  /// static let liveValue = MediaLibraryClient.bridging(to: MediaLibrary.shared)
  /// ```
  static func bridging(to library: MediaLibrary) -> Self {
    // MediaLibrary predates Sendable, so the closures cannot capture it as it is.
    // nonisolated(unsafe): the bridge is exactly as thread-safe as MediaLibrary, no more.
    nonisolated(unsafe) let library = library
    return Self(
      volume: { library.volume },
      setVolume: { library.volume = $0 },
      isShuffling: { library.isShuffling },
      setIsShuffling: { library.isShuffling = $0 },
      name: { library.name },
      lastPlayed: { library.lastPlayed },
      trackCount: { library.trackCount },
      sortOrder: { library.sortOrder },
      setSortOrder: { library.sortOrder = $0 },
      play: { library.play() },
      playTrack: { library.play($0) },
      playAt: { library.play($0, at: $1) },
      addTrack: { library.add($0) },
      addTrackArray: { library.add($0) },
      remove: { library.remove(title: $0) },
      tracks: { library.tracks(sortedBy: $0, limit: $1) },
      search: { try await library.search($0, in: $1) },
      download: { await library.download($0) },
      importTracks: { (p0) throws(MediaLibrary.ImportError) in try library.importTracks(from: p0) },
      exportAll: { (p0) throws(MediaLibrary.ImportError) in try library.exportAll(to: p0) },
      load: { library.load(completion: $0) },
      forEachTrack: { library.forEachTrack($0) },
      normalize: { library.normalize(&$0) },
      decode: { library.decode($0, from: $1) },
      makeQueue: { library.makeQueue() },
      repeat: { library.`repeat`(times: $0) },
      createPlaylist: { library.createPlaylist(named: $0) },
      playlists: { library.playlists() },
      favoritesCount: { library.favoritesCount }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.mediaLibrary = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    volume: Dependencies.unimplemented("MediaLibraryClient.volume", placeholder: 0),
    setVolume: Dependencies.unimplemented("MediaLibraryClient.setVolume"),
    isShuffling: Dependencies.unimplemented("MediaLibraryClient.isShuffling", placeholder: false),
    setIsShuffling: Dependencies.unimplemented("MediaLibraryClient.setIsShuffling"),
    name: Dependencies.unimplemented("MediaLibraryClient.name", placeholder: ""),
    lastPlayed: Dependencies.unimplemented("MediaLibraryClient.lastPlayed", placeholder: nil),
    trackCount: Dependencies.unimplemented("MediaLibraryClient.trackCount", placeholder: 0),
    sortOrder: Dependencies.unimplemented("MediaLibraryClient.sortOrder", placeholder: .title),
    setSortOrder: Dependencies.unimplemented("MediaLibraryClient.setSortOrder"),
    play: Dependencies.unimplemented("MediaLibraryClient.play"),
    playTrack: Dependencies.unimplemented("MediaLibraryClient.playTrack"),
    playAt: Dependencies.unimplemented("MediaLibraryClient.playAt"),
    addTrack: Dependencies.unimplemented("MediaLibraryClient.addTrack"),
    addTrackArray: Dependencies.unimplemented("MediaLibraryClient.addTrackArray"),
    remove: Dependencies.unimplemented("MediaLibraryClient.remove", placeholder: false),
    tracks: Dependencies.unimplemented("MediaLibraryClient.tracks", placeholder: []),
    search: Dependencies.unimplemented("MediaLibraryClient.search"),
    download: Dependencies.unimplemented("MediaLibraryClient.download", placeholder: nil),
    importTracks: Dependencies.unimplemented("MediaLibraryClient.importTracks", placeholder: 0),
    exportAll: Dependencies.unimplemented("MediaLibraryClient.exportAll"),
    load: Dependencies.unimplemented("MediaLibraryClient.load"),
    forEachTrack: { _ in Dependencies.reportIssue("Unimplemented: 'MediaLibraryClient.forEachTrack' was called.") },
    normalize: { _ in Dependencies.reportIssue("Unimplemented: 'MediaLibraryClient.normalize' was called.") },
    decode: Dependencies.unimplemented("MediaLibraryClient.decode", placeholder: nil),
    // TODO: no placeholder is known for 'DispatchQueue': a call reports, then stops the process.
    // Pass one ('placeholder: ...').
    makeQueue: {
      Dependencies.reportIssue("Unimplemented: 'MediaLibraryClient.makeQueue' was called.")
      fatalError("Unimplemented: MediaLibraryClient.makeQueue")
    },
    repeat: Dependencies.unimplemented("MediaLibraryClient.repeat"),
    // TODO: no placeholder is known for 'MediaLibrary.Playlist': a call reports, then stops the
    // process. Pass one ('placeholder: ...').
    createPlaylist: { _ in
      Dependencies.reportIssue("Unimplemented: 'MediaLibraryClient.createPlaylist' was called.")
      fatalError("Unimplemented: MediaLibraryClient.createPlaylist")
    },
    playlists: Dependencies.unimplemented("MediaLibraryClient.playlists", placeholder: []),
    favoritesCount: Dependencies.unimplemented("MediaLibraryClient.favoritesCount", placeholder: 0)
  )
}

/// Registers ``MediaLibraryClient`` as a dependency: its live value forwards to
/// `MediaLibrary.shared`, its test value reports every call.
private enum MediaLibraryKey: DependencyKey {
  static let liveValue = MediaLibraryClient.bridging(to: MediaLibrary.shared)
  static let testValue = MediaLibraryClient.unimplemented
}

extension DependencyValues {
  /// `MediaLibrary.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.mediaLibrary) var mediaLibrary
  /// ```
  var mediaLibrary: MediaLibraryClient {
    get { self[MediaLibraryKey.self] }
    set { self[MediaLibraryKey.self] = newValue }
  }
}
