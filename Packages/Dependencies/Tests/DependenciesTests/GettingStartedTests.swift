import Dependencies
import Testing

// The code of the "Getting Started with Dependencies" article
// (`Dependencies.docc/GettingStarted.md`), unchanged, with what the article says about it asserted.

struct WeatherClient: Sendable {
  var temperature: @Sendable (_ city: String) async throws -> Double
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient { _ in 21.5 }  // a real client asks a server
  static let testValue = WeatherClient { city in
    throw UnimplementedDependencyError(dependency: "weatherClient", detail: "asked about \(city)")
  }
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

struct WeatherReport {
  @Dependency(\.weatherClient) var weatherClient

  func line(for city: String) async throws -> String {
    let degrees = try await weatherClient.temperature(city)
    return "\(city): \(degrees) °C"
  }
}

struct Reminder {
  @Dependency(\.clock) var clock

  func ring(after delay: Duration) async throws -> String {
    try await clock.sleep(for: delay)
    return "Stand up"
  }
}

@Suite struct GettingStartedTests {
  @Test func declaresALiveAndATestValue() async throws {
    let live = DependencyValues(context: .live).weatherClient
    let test = DependencyValues(context: .test).weatherClient

    #expect(try await live.temperature("Lisbon") == 21.5)
    await #expect(throws: UnimplementedDependencyError.self) {
      try await test.temperature("Lisbon")
    }
  }

  @Test func replaceItForAScope() async throws {
    let report = withDependencies {
      $0.weatherClient = WeatherClient { _ in 18 }
    } operation: {
      WeatherReport()
    }
    let line = try await report.line(for: "Lisbon")
    // line == "Lisbon: 18.0 °C"

    #expect(line == "Lisbon: 18.0 °C")
  }

  @Test func aForgottenStandInFailsNamingTheDependency() async throws {
    let answer: String
    do {
      answer = try await WeatherReport().line(for: "Oslo")
    } catch let error as UnimplementedDependencyError {
      answer = error.description
    }
    // answer begins "Unimplemented dependency 'weatherClient': asked about Oslo."

    #expect(answer.hasPrefix("Unimplemented dependency 'weatherClient': asked about Oslo."))
  }

  @Test(.timeLimit(.minutes(1))) func controlTime() async throws {
    let clock = TestClock()
    let reminder = withDependencies {
      $0.clock = clock
    } operation: {
      Reminder()
    }
    let ringing = Task { try await reminder.ring(after: .seconds(30)) }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(30))
    let message = try await ringing.value
    // message == "Stand up", and no real time has passed

    #expect(message == "Stand up")
    #expect(clock.now == TestClock.Instant(offset: .seconds(30)))
  }
}
