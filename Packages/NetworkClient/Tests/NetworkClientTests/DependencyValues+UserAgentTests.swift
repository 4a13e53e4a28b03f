import Dependencies
import NetworkClient
import TestSupport
import Testing

@Suite("DependencyValues.userAgent")
struct DependencyValuesUserAgentTests {
  @Test("live, it names this client and its version")
  func liveValue() {
    let userAgent = withDependencies {
      $0.context = .live
    } operation: {
      DependencyValues.current.userAgent
    }

    checkEqual(userAgent, "NetworkClient/0.1.0")
    checkEqual(userAgent, "NetworkClient/\(NetworkClient.version)")
  }

  @Test("in tests, it is a fixed value")
  func testValue() {
    let userAgent = withDependencies {
      $0.context = .test
    } operation: {
      DependencyValues.current.userAgent
    }

    checkEqual(userAgent, "NetworkClient-Tests")
  }

  @Test("it can be overridden")
  func override() {
    let userAgent = withDependencies {
      $0.userAgent = "Custom/9"
    } operation: {
      DependencyValues.current.userAgent
    }

    checkEqual(userAgent, "Custom/9")
  }
}
