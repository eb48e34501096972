import Dependencies

/// Code written against the scaffolded client: what a caller of `SupportManager.shared` becomes.
struct SupportCaller {
  @Dependency(\.support) var support

  func contactUs() async throws -> String {
    if support.isChatAvailable() { support.openHelpCenter(nil) }
    support.setUnreadCount(0)
    return try await support.submitTicket("Help", "It broke")
  }
}
