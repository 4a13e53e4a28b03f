import Foundation
import TestSupport
import Testing

@testable import JSONServer

@Suite struct EntityTagCacheTests {
  private func body(_ byte: UInt8, count: Int = EntityTagCache.minimumSize) -> Data {
    Data(repeating: byte, count: count)
  }

  @Test func givesTheTagOfTheBodyWhetherHeldOrNot() {
    let cache = EntityTagCache()
    for byte in UInt8(0)..<20 {
      checkEqual(cache.tag(of: body(byte)), Revalidation.tag(of: body(byte)))
    }
    for byte in UInt8(0)..<20 {
      checkEqual(cache.tag(of: body(byte)), Revalidation.tag(of: body(byte)))
    }
    checkEqual(cache.tag(of: body(1, count: 10)), Revalidation.tag(of: body(1, count: 10)))
  }

  @Test func tellsApartBodiesOfTheSameLength() {
    let cache = EntityTagCache()
    var changed = body(7)
    let original = cache.tag(of: changed)
    changed[changed.count - 1] = 8
    check(cache.tag(of: changed) != original)
    checkEqual(cache.tag(of: body(7)), original)
  }
}
