import TestSupport
import Testing

@testable import ScreenKit

@Suite struct OfflineRefusalTests {
  @Test func aChangeRefusedOfflineSaysNothingIsSent() {
    checkEqual(
      OfflineRefusal.text("delete post 7"), "Cannot delete post 7: offline, nothing is sent")
  }
}
