import UIKit

final class HomeScreen {
  func load() {
    let theme = AppDefaults.shared.theme
    iOSTabs.shared.select(0)
    URLSession.shared.dataTask(with: request(theme))
    UIApplication.shared.open(helpURL)
    UIApplication.shared.registerForRemoteNotifications()
  }
}
