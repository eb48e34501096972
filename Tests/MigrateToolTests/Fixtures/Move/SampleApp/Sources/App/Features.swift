import Foundation

/// A class whose methods use the singleton: they get a stored property.
public final class CheckoutModel {
  public private(set) var total = 0

  public init() {}

  public func add(_ price: Int) {
    total += price
    Analytics.shared.track("add", properties: ["price": "\(price)"])
  }

  public func pay() {
    Analytics.shared
      .track("pay")
  }

  /// Single-expression computed property: gains a `return`.
  public var eventCount: Int { Analytics.shared.events.count }

  /// In an escaping closure of a class: a local, so no `self.` is needed.
  public func flushLater(_ done: @escaping @Sendable (Int) -> Void) {
    DispatchQueue.global().async {
      Analytics.shared.flush { count in done(count) }
    }
  }

  /// A static member: a local.
  public static func trackLaunch() {
    Analytics.shared.track("launch")
  }
}

/// A struct with a parameter named like the property: the property is named otherwise.
public struct Receipt {
  public var analytics: String

  public init(analytics: String) {
    self.analytics = analytics
  }

  public func print() -> String {
    Analytics.shared.track("print \(analytics)")
    return "receipt"
  }
}

/// A free function with a single expression: a local and a `return`.
public func lastEvent() -> String? { Analytics.shared.events.last }

extension CheckoutModel {
  /// An extension cannot add a stored property: a local.
  public func cancel() {
    Analytics.shared.track("cancel")
  }
}

/// What needs judgment stays, marked.
public enum Legacy {
  public static let launchEvents = Analytics.shared.events
  public static func same(_ other: Analytics) -> Bool { other === Analytics.shared }
}
