// Members an extension in another file adds; a client forwards to them too.
extension MediaLibrary {
  struct Playlist: Equatable {
    var name: String
  }

  func createPlaylist(named name: String) -> Playlist { Playlist(name: name) }
  func playlists() -> [Playlist] { [] }
  var favoritesCount: Int { 0 }
}
