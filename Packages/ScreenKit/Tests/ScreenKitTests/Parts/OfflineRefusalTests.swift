import Testing

@testable import ScreenKit

@Suite struct OfflineRefusalTests {
  @Test func aChangeRefusedOfflineSaysNothingIsSent() {
    #expect(
      OfflineRefusal.text("delete post 7") == "Cannot delete post 7: offline, nothing is sent")
  }
}
