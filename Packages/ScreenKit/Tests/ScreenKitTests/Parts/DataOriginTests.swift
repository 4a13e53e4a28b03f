import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct DataOriginTests {
  private static let now = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func storedDataSaysItsAgeAndWhetherItIsFromBeforeTheLastChange() {
    var origin = DataOrigin()
    origin.record(.stored(at: Self.now - 180))
    checkEqual(origin.note(at: Self.now, offline: false), "updated 3 minutes ago")
    checkEqual(origin.note(at: Self.now, offline: true), "offline: showing data from 3 minutes ago")

    origin.record(.stored(at: Self.now - 60, beforeChange: true))
    checkEqual(
      origin.note(at: Self.now, offline: true),
      "offline: showing data from 3 minutes ago, before your last change")
    checkEqual(
      DataOrigin().merged(with: origin).note(at: Self.now, offline: false),
      "updated 3 minutes ago, before your last change")
  }

  @Test func dataFromTheServerSaysNothing() {
    var origin = DataOrigin()
    origin.record(.server)
    checkEqual(origin.note(at: Self.now, offline: true), nil)
  }
}
