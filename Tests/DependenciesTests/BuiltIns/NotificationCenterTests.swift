import Dependencies
import Foundation
import Testing

private let settingsDidChange = Notification.Name("SettingsDidChange")

@Suite("\\.notificationCenter")
struct NotificationCenterTests {
  @Test("live, it is NotificationCenter.default")
  func live() {
    withDependencies { $0.context = .live } operation: {
      @Dependency(\.notificationCenter) var center
      #expect(center === NotificationCenter.default)
    }
  }

  @Test("in tests it is a center of its own: posts to it do not reach .default")
  func testValue() {
    @Dependency(\.notificationCenter) var center
    #expect(center !== NotificationCenter.default)
    let received = Locked(0)
    let observer = NotificationCenter.default.addObserver(
      forName: settingsDidChange, object: nil, queue: nil
    ) { _ in received.withLock { $0 += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    center.post(name: settingsDidChange, object: nil)
    #expect(received.withLock { $0 } == 0)
  }

  @Test("a model and a test that share a center see each other's notifications")
  func shared() {
    let center = NotificationCenter()
    let received = Locked<[String]>([])
    let observer = center.addObserver(forName: settingsDidChange, object: nil, queue: nil) {
      note in received.withLock { $0.append(note.userInfo?["key"] as? String ?? "?") }
    }
    defer { center.removeObserver(observer) }
    withDependencies { $0.notificationCenter = center } operation: {
      @Dependency(\.notificationCenter) var notificationCenter
      notificationCenter.post(name: settingsDidChange, object: nil, userInfo: ["key": "theme"])
    }
    #expect(received.withLock { $0 } == ["theme"])
  }
}
