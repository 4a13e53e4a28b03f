import Testing

@testable import TerminalKit

@Suite struct IntAddingClampedTests {
  @Test func sumsAndProductsStopAtTheEdgesOfInt() {
    #expect(3.addingClamped(4) == 7)
    #expect(Int.max.addingClamped(1) == .max)
    #expect(Int.min.addingClamped(-1) == .min)
    #expect(3.multipliedClamped(by: -4) == -12)
    #expect(Int.max.multipliedClamped(by: 2) == .max)
    #expect(Int.max.multipliedClamped(by: -2) == .min)
    #expect(Int.min.multipliedClamped(by: -1) == .max)
  }
}
