import TestSupport
import Testing

@testable import Features

@Suite struct CancellationIDTests {
  private enum FirstFeature { case load }
  private enum SecondFeature { case load }

  @Test func equalValuesOfOneTypeAreEqual() {
    checkEqual(CancellationID("load"), CancellationID("load"))
    checkEqual(CancellationID(FirstFeature.load), CancellationID(FirstFeature.load))
    checkEqual(Set([CancellationID(1), CancellationID(1)]).count, 1)
  }

  @Test func differentValuesAreDifferent() {
    check(CancellationID("load") != CancellationID("poll"))
  }

  @Test func valuesOfDifferentTypesAreDifferent() {
    check(CancellationID(FirstFeature.load) != CancellationID(SecondFeature.load))
    check(CancellationID(1) != CancellationID(1 as Int64))
  }
}
