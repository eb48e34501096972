public enum iOSTabs {
  public static let shared = TabRouter()
}

func resetTabs() {
  iOSTabs.shared.select(0)
}
