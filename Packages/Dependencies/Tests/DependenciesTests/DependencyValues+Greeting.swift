import Dependencies

extension DependencyValues {
  /// A dependency that exists only in these tests, with distinct live and test values.
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }

  /// A dependency declared with a test value only, as an interface module declares one.
  var forecast: String {
    get { self[ForecastKey.self] }
    set { self[ForecastKey.self] = newValue }
  }

  /// A dependency whose value may be `nil`, and is not by default.
  var nickname: String? {
    get { self[NicknameKey.self] }
    set { self[NicknameKey.self] = newValue }
  }
}

enum GreetingKey: DependencyKey {
  static let liveValue = "Hello"
  static let testValue = "Hello from a test"
}

enum NicknameKey: DependencyKey {
  static let liveValue: String? = "live nickname"
  static let testValue: String? = "test nickname"
}

enum ForecastKey: TestDependencyKey {
  static let testValue = "unimplemented forecast"
}
