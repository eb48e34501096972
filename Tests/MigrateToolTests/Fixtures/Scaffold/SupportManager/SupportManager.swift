import Foundation

/// What callers see of the support desk: `SupportManager.shared` is typed as this protocol, so a
/// client forwards its requirements, not the class's other members.
protocol SupportProviding: AnyObject {
  var isChatAvailable: Bool { get }
  var unreadCount: Int { get set }
  func openHelpCenter(section: String?)
  func submitTicket(subject: String, body: String) async throws -> String
}

/// A singleton typed as a protocol.
final class SupportManager: SupportProviding {
  nonisolated(unsafe) static let shared: SupportProviding = SupportManager()

  var isChatAvailable: Bool { true }
  var unreadCount = 0
  private var tickets: [String] = []

  func openHelpCenter(section: String?) {}

  func submitTicket(subject: String, body: String) async throws -> String {
    tickets.append(subject)
    return "ticket-\(tickets.count)"
  }

  /// Not a requirement: callers of `shared` cannot reach it.
  func resetForTesting() { tickets = [] }
}
