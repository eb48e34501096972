/// An Objective-C-style singleton, reached as `AudioSession.sharedInstance`: no `shared`.
class AudioSession {
  nonisolated(unsafe) private static let instance = AudioSession()

  class var sharedInstance: AudioSession { instance }

  private(set) var isActive = false

  func activate() throws { isActive = true }
}
