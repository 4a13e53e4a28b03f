import TestSupport
import Testing

@testable import TerminalKit

@Suite struct IntAddingClampedTests {
  @Test func sumsAndProductsStopAtTheEdgesOfInt() {
    checkEqual(3.addingClamped(4), 7)
    checkEqual(Int.max.addingClamped(1), .max)
    checkEqual(Int.min.addingClamped(-1), .min)
    checkEqual(3.multipliedClamped(by: -4), -12)
    checkEqual(Int.max.multipliedClamped(by: 2), .max)
    checkEqual(Int.max.multipliedClamped(by: -2), .min)
    checkEqual(Int.min.multipliedClamped(by: -1), .max)
  }
}
