import Factory
import Resolver
import UIKit

/// The app's service locator: every service behind one static member.
enum ServiceLocator {
  static var analytics: Analytics = LiveAnalytics()
  static var stores: StoreRegistry = StoreRegistry()
  static let session = URLSession(configuration: .default)

  enum Kind { case live, mock }
}

final class CheckoutViewModel {
  // ServiceLocator.analytics in a comment is not code.
  private let analytics = ServiceLocator.analytics
  private let title = "ServiceLocator.stores in a string is not code"
  private let keyPath = \ServiceLocator.Type.stores
  private var kind: ServiceLocator.Kind = .live
  @Injected(\.cart) private var cart: Cart
  @LazyInjected private var payments: Payments

  init(tracker: Analytics = ServiceLocator.analytics) {
    tracker.track("checkout")
  }

  func pay(amount: Int) {
    ServiceLocator.analytics.track("pay \(amount)")
    ServiceLocator
      .stores.cart.clear()
    let api = Resolver.resolve(APIClient.self)
    let optional: Logger? = Resolver.optional(Logger.self)
    let inferred: Logging = Resolver.resolve()
    let cards = Container.shared.cards()
    let wallet = Container.shared /* the wallet */ .wallet.resolve()
    print(api, optional as Any, inferred, cards, wallet, "\(ServiceLocator.session.configuration)")
  }

  static func preview() -> CheckoutViewModel {
    ServiceLocator.analytics.track("preview")
    return CheckoutViewModel(tracker: MockAnalytics())
  }
}

struct ProfileView {
  @WeakLazyInjected var coordinator: Coordinator?
  @Inject var profile: ProfileService

  var body: some View {
    Text(ServiceLocator.stores.profile.name)
  }
}

func bootstrap() {
  ServiceLocator.analytics = LiveAnalytics()
  _ = ServiceLocator.self
  _ = ServiceLocator.Kind.live
  Resolver.register { APIClient() }
}
