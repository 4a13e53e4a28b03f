import Dependencies
import Testing

@Suite struct TestDependencyKeyTests {
  @Test(arguments: [DependencyContext.live, .test])
  func aKeyWithOnlyATestValueResolvesToItInEveryContext(context: DependencyContext) {
    let values = DependencyValues(context: context)

    #expect(values.forecast == "unimplemented forecast")
  }

  @Test func aLiveValueAddedInAnExtensionIsUsedLive() {
    #expect(DependencyValues(context: .live)[WeatherKey.self] == "sunny")
    #expect(DependencyValues(context: .test)[WeatherKey.self] == "test weather")
  }

  @Test func aLiveValueOfNilIsUsedLive() {
    #expect(DependencyValues(context: .live)[RainKey.self] == nil)
    #expect(DependencyValues(context: .test)[RainKey.self] == 3)
  }

  @Test func anOverrideWinsOverATestOnlyKey() {
    var values = DependencyValues(context: .live)

    values.forecast = "rain"

    #expect(values.forecast == "rain")
  }
}

/// Declared as an interface module declares its key…
private enum WeatherKey: TestDependencyKey {
  static let testValue = "test weather"
}

/// …and made live as its live module does.
extension WeatherKey: DependencyKey {
  static let liveValue = "sunny"
}

private enum RainKey: TestDependencyKey {
  static let testValue: Int? = 3
}

extension RainKey: DependencyKey {
  static let liveValue: Int? = nil
}
