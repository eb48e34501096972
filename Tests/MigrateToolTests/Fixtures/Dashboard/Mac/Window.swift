final class MainWindow {
  func open() {
    AppDefaults.shared.windowCount += 1
  }
}
