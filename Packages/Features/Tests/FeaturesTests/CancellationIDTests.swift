import Testing

@testable import Features

@Suite struct CancellationIDTests {
  private enum FirstFeature { case load }
  private enum SecondFeature { case load }

  @Test func equalValuesOfOneTypeAreEqual() {
    #expect(CancellationID("load") == CancellationID("load"))
    #expect(CancellationID(FirstFeature.load) == CancellationID(FirstFeature.load))
    #expect(Set([CancellationID(1), CancellationID(1)]).count == 1)
  }

  @Test func differentValuesAreDifferent() {
    #expect(CancellationID("load") != CancellationID("poll"))
  }

  @Test func valuesOfDifferentTypesAreDifferent() {
    #expect(CancellationID(FirstFeature.load) != CancellationID(SecondFeature.load))
    #expect(CancellationID(1) != CancellationID(1 as Int64))
  }
}
